import { z } from 'zod';
import type { Db } from '../../server/db/client';
import { enqueue } from '../../server/jobs/enqueue';
import { defineJob, type JobDeps } from '../../server/jobs/job';
import { onConversationEnded } from '../test-runs/case-run-state';
import { createBatcher } from './batcher';
import { failScoring } from './finish-scoring';
import { llmForScoring } from './llm';
import { scoreCaseRuns } from './score-batch';

const batchers = new WeakMap<Db, (id: string) => Promise<void>>();
function batcherFor(deps: JobDeps) {
  let b = batchers.get(deps.db);
  const llmFor = (ws: string) => llmForScoring(deps.db, ws, deps.llmFallback);
  if (!b) batchers.set(deps.db, (b = createBatcher((ids) => scoreCaseRuns({ db: deps.db, llmFor }, ids), 500)));
  return b;
}

/**
 * Scores one finished conversation (in practice many at once: see batcher.ts). Enqueued in the
 * transaction that ends the conversation, which moves the case run to SCORING, and by a
 * re-score. Its last failure still completes the case run, with a score that says why.
 */
export const scoreCaseRunJob = defineJob({
  name: 'score-case-run',
  payload: z.object({ caseRunId: z.uuid() }),
  options: { queue: { retryLimit: 3, retryDelay: 1, expireInSeconds: 15 * 60 }, maxInFlight: 1000, batchSize: 500 },
  async handle(deps, { caseRunId }) {
    await batcherFor(deps)(caseRunId);
  },
  async onExhausted(deps, { caseRunId }, reason) {
    await failScoring(deps.db, [caseRunId], reason);
  },
});

// Every finished conversation is scored: the hook enqueues the job in the ending transaction.
onConversationEnded(async (tx, ref, deps) => {
  await enqueue(deps, scoreCaseRunJob, [{ data: { caseRunId: ref.id } }], tx);
  return 'SCORING';
});
