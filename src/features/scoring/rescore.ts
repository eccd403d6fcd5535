import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../server/db/client';
import { testCaseRuns, testRuns, testRunScoring } from '../../server/db/schema';
import { enqueueScoring } from './enqueue';
import { runNotFound } from './run-scores';

/**
 * Scores a finished run again with the assertions' current versions. A new round begins; the
 * verdicts of earlier rounds stay stored and visible as history.
 */
export async function rescoreRun(db: Db, boss: PgBoss, workspaceId: string, testRunId: string) {
  const [run] = await db
    .select({ status: testRuns.status })
    .from(testRuns)
    .where(and(eq(testRuns.id, testRunId), eq(testRuns.workspaceId, workspaceId)));
  if (!run) throw runNotFound();
  if (run.status !== 'COMPLETED') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'A run can be re-scored once it has finished' });
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .insert(testRunScoring)
      .values({ testRunId, workspaceId, currentRound: 2 })
      .onConflictDoUpdate({ target: testRunScoring.testRunId, set: { currentRound: sql`${testRunScoring.currentRound} + 1` } })
      .returning({ round: testRunScoring.currentRound });
    const cases = await tx
      .select({ id: testCaseRuns.id })
      .from(testCaseRuns)
      .where(and(eq(testCaseRuns.testRunId, testRunId), eq(testCaseRuns.status, 'COMPLETED')));
    await enqueueScoring({ db, boss }, tx, cases.map((c) => c.id));
    return { round: settings!.round, queued: cases.length };
  });
}
