import type { PgBoss } from 'pg-boss';
import { enqueueScoring } from '../../features/scoring/enqueue';
import { scoreCaseRunJob } from '../../features/scoring/score-case-run.job';
import { runCaseRun, failCaseRun, type CaseRunDeps } from './case-run-job';
import { JOBS, RETRY_LIMIT, WORKSPACE_GROUP_CONCURRENCY, type JobPayload } from './queue';

export interface WorkerOptions {
  batchSize: number;
  concurrency: number;
}

/**
 * Takes case-run jobs from the queue. Each fetch brings a batch whose conversations run side
 * by side; the workspace's concurrency limit is enforced per case by concurrency-slot, not here.
 */
export async function startWorker(boss: PgBoss, baseDeps: Omit<CaseRunDeps, 'enqueueScoring'>, opts: WorkerOptions) {
  const deps: CaseRunDeps = { ...baseDeps, enqueueScoring: (tx, ids) => enqueueScoring(boss, tx, ids) };
  // Scoring: many case runs per handler call, so verdicts are loaded and written in bulk.
  const scoringDeps = { db: deps.db, llmFor: baseDeps.llmFor ?? (async () => null) };
  await boss.work<{ caseRunId: string }>(
    scoreCaseRunJob.name,
    { ...scoreCaseRunJob.work, batchSize: Math.max(opts.batchSize, scoreCaseRunJob.work.batchSize), burstWhenBatchFull: true, includeMetadata: true },
    async (jobs) => {
      try {
        await scoreCaseRunJob.handle(scoringDeps, jobs);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error('[worker] scoring failed:', message);
        const last = jobs.filter((j) => j.retryCount >= scoreCaseRunJob.options.retryLimit);
        if (last.length === jobs.length) await scoreCaseRunJob.onFinalFailure(scoringDeps, last, message);
        else throw error;
      }
    },
  );
  await boss.work<JobPayload<'caseRun'>>(
    JOBS.caseRun.name,
    {
      batchSize: opts.batchSize,
      burstWhenBatchFull: true,
      localConcurrency: opts.concurrency,
      pollingIntervalSeconds: 0.5,
      // Slots freed by finished conversations and retries send no NOTIFY; poll for them briskly.
      notifyPollingIntervalSeconds: 1,
      includeMetadata: true,
      groupConcurrency: WORKSPACE_GROUP_CONCURRENCY,
    },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          const { caseRunId } = JOBS.caseRun.payload.parse(job.data);
          try {
            if ((await runCaseRun(deps, caseRunId, job.signal)) === 'interrupted') {
              throw new Error('interrupted by shutdown');
            }
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            console.error(`[worker] case run ${caseRunId} attempt ${job.retryCount + 1} failed:`, message);
            if (job.retryCount >= RETRY_LIMIT) await failCaseRun(deps.db, caseRunId, `Internal error: ${message}`);
            else throw error;
          }
        }),
      );
    },
  );
}
