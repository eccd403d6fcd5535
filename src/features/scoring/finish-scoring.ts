import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { completeScoredCaseRuns, requestRunCompletionCheck } from '../test-runs/case-run-state';

/** After the commit that completed scored case runs: their runs may now be complete. */
export async function checkRuns(db: Db, testRunIds: string[]) {
  await Promise.all(testRunIds.map((id) => requestRunCompletionCheck(db, id)));
}

/**
 * After the queue's last retry a case run must still leave SCORING: its conversation did
 * complete, so it becomes COMPLETED with an undecided score that says scoring failed.
 */
export async function failScoring(db: Db, caseRunIds: string[], message: string) {
  if (!caseRunIds.length) return;
  const runs = await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into case_run_scores (test_case_run_id, workspace_id, test_run_id, outcome_achieved, score, reason)
      select id, workspace_id, test_run_id, null, null, ${`Scoring failed: ${message}`}
      from test_case_runs where id = any(${sql.param(caseRunIds)}::uuid[]) and status = 'SCORING'
      on conflict (test_case_run_id) do update set outcome_achieved = null, score = null, reason = excluded.reason, scored_at = now()`);
    return completeScoredCaseRuns(tx, caseRunIds);
  });
  await checkRuns(db, runs);
}
