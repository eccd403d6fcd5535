import { z } from 'zod';
import { failScoring } from './finish-scoring';
import { scoreCaseRuns, type ScoringDeps } from './score-batch';

/**
 * Scores finished conversations. Enqueued in the transaction that ends a conversation (the
 * case run is then SCORING) and by a re-score; the worker hands these out in batches so one
 * handler call loads, scores and writes many case runs at once.
 */
export const scoreCaseRunJob = {
  name: 'score-case-run',
  payload: z.object({ caseRunId: z.uuid() }),
  options: { retryLimit: 3, retryDelay: 1, expireInSeconds: 15 * 60 },
  /** Batch settings for the worker: scoring is cheap per case, so many are taken per fetch. */
  work: { batchSize: 500, localConcurrency: 2, pollingIntervalSeconds: 0.5 },
  async handle(deps: ScoringDeps, jobs: Array<{ data: unknown }>) {
    const ids = jobs.map((j) => scoreCaseRunJob.payload.parse(j.data).caseRunId);
    await scoreCaseRuns(deps, ids);
  },
  /** Called by the worker when a job has used its last retry, so no case run stays in SCORING. */
  async onFinalFailure(deps: ScoringDeps, jobs: Array<{ data: unknown }>, message: string) {
    await failScoring(deps.db, jobs.map((j) => scoreCaseRunJob.payload.parse(j.data).caseRunId), message);
  },
} as const;
export type ScoreCaseRunPayload = z.infer<typeof scoreCaseRunJob.payload>;
