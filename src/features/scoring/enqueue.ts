import type { PgBoss } from 'pg-boss';
import type { Db, Tx } from '../../server/db/client';
import { enqueue } from '../../server/jobs/enqueue';
import { scoreCaseRunJob } from './score-case-run.job';

/** Enqueues scoring inside the caller's transaction: the jobs exist exactly when its writes commit. */
export async function enqueueScoring(deps: { db: Db; boss: PgBoss }, tx: Tx, caseRunIds: string[]) {
  await enqueue(deps, scoreCaseRunJob, caseRunIds.map((caseRunId) => ({ data: { caseRunId } })), tx);
}
