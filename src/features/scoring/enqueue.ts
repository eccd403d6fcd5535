import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { Db } from '../../server/db/client';
import { scoreCaseRunJob } from './score-case-run.job';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Enqueues scoring inside the caller's transaction: the jobs exist exactly when its writes commit. */
export async function enqueueScoring(boss: PgBoss, tx: Tx | Db, caseRunIds: string[]) {
  if (!caseRunIds.length) return;
  await boss.insert(
    scoreCaseRunJob.name,
    caseRunIds.map((caseRunId) => ({ data: { caseRunId }, ...scoreCaseRunJob.options })),
    { db: fromDrizzle(tx, sql) },
  );
}
