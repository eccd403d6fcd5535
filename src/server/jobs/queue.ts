import { PgBoss, type GroupConcurrencyConfig } from 'pg-boss';
import { z } from 'zod';
import { scoreCaseRunJob } from '../../features/scoring/score-case-run.job';
import { DEFAULT_CONCURRENCY_MAX, MAX_CONCURRENCY_MAX } from '../../shared/constants';

/** Jobs are a name and a zod payload; one generic producer sends them all. */
export const JOBS = {
  caseRun: { name: 'case-run', payload: z.object({ caseRunId: z.uuid() }) },
} as const;
export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

/** A live worker refreshes heartbeats; one that dies stops, and its jobs are handed out again. */
export const HEARTBEAT_SECONDS = 10;
export const RETRY_LIMIT = 3;

export async function startQueue(url: string): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    max: 10,
    // Wake workers at once when a run is created, and notice dead workers within seconds.
    useListenNotify: true,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on('error', (e) => console.error('[queue]', e.message));
  await boss.start();
  for (const job of Object.values(JOBS)) {
    await boss.createQueue(job.name, {
      heartbeatSeconds: HEARTBEAT_SECONDS,
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      notify: true,
      // A case may wait long for a free concurrency slot; liveness comes from heartbeats, not expiry.
      expireInSeconds: 6 * 3600,
    });
  }
  await boss.createQueue(scoreCaseRunJob.name, { heartbeatSeconds: HEARTBEAT_SECONDS, ...scoreCaseRunJob.options, notify: true });
  return boss;
}

/**
 * Jobs are grouped by workspace and tiered by its concurrencyMax when the run started, so the
 * queue never hands out more of one workspace's jobs than it may run: a busy workspace cannot
 * fill every worker's batch while another waits. The row-locked slot in concurrency-slot.ts
 * stays the authority, since it also sees a limit changed mid-run.
 */
export const workspaceGroup = (workspaceId: string, concurrencyMax: number) => ({ id: workspaceId, tier: String(concurrencyMax) });

export const WORKSPACE_GROUP_CONCURRENCY: GroupConcurrencyConfig = {
  default: DEFAULT_CONCURRENCY_MAX,
  tiers: Object.fromEntries(Array.from({ length: MAX_CONCURRENCY_MAX }, (_, i) => [String(i + 1), i + 1])),
};
