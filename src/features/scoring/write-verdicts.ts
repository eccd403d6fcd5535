import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import type { assertionRuns, caseRunScores } from '../../server/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type VerdictRow = typeof assertionRuns.$inferInsert;
type ScoreRow = typeof caseRunScores.$inferInsert;

/** One column of many rows as a single array parameter (node-pg sends JS arrays as Postgres arrays). */
const col = <T, K extends keyof T>(rows: T[], key: K) => sql.param(rows.map((r) => r[key] ?? null));

/**
 * Writes all verdicts of a batch with one statement: each column is one array parameter and
 * unnest turns them back into rows, so the statement's size does not grow with the batch.
 */
export async function insertVerdicts(tx: Tx, rows: VerdictRow[]) {
  if (!rows.length) return;
  await tx.execute(sql`
    insert into assertion_runs (workspace_id, test_run_id, test_case_run_id, assertion_id, assertion_version_id, version_number, round, importance, status, reason, turn)
    select * from unnest(${col(rows, 'workspaceId')}::uuid[], ${col(rows, 'testRunId')}::uuid[], ${col(rows, 'testCaseRunId')}::uuid[],
      ${col(rows, 'assertionId')}::uuid[], ${col(rows, 'assertionVersionId')}::uuid[], ${col(rows, 'versionNumber')}::int[], ${col(rows, 'round')}::int[],
      ${col(rows, 'importance')}::importance[], ${col(rows, 'status')}::assertion_run_status[], ${col(rows, 'reason')}::text[], ${col(rows, 'turn')}::int[])`);
}

/** Writes (or replaces, on a re-score) the case scores of a batch with one statement. */
export async function upsertScores(tx: Tx, rows: ScoreRow[]) {
  if (!rows.length) return;
  const thresholds = sql.param(rows.map((r) => JSON.stringify(r.thresholds ?? [])));
  await tx.execute(sql`
    insert into case_run_scores (test_case_run_id, workspace_id, test_run_id, round, outcome_achieved, score, reason,
      passed_count, failed_count, skipped_count, error_count, thresholds, scored_at)
    select c, w, r, rd, o, s, rs, p, f, sk, e, t::jsonb, now()
    from unnest(${col(rows, 'testCaseRunId')}::uuid[], ${col(rows, 'workspaceId')}::uuid[], ${col(rows, 'testRunId')}::uuid[],
      ${col(rows, 'round')}::int[], ${col(rows, 'outcomeAchieved')}::boolean[], ${col(rows, 'score')}::real[], ${col(rows, 'reason')}::text[],
      ${col(rows, 'passedCount')}::int[], ${col(rows, 'failedCount')}::int[], ${col(rows, 'skippedCount')}::int[], ${col(rows, 'errorCount')}::int[],
      ${thresholds}::text[]) as x(c, w, r, rd, o, s, rs, p, f, sk, e, t)
    on conflict (test_case_run_id) do update set round = excluded.round, outcome_achieved = excluded.outcome_achieved,
      score = excluded.score, reason = excluded.reason, passed_count = excluded.passed_count, failed_count = excluded.failed_count,
      skipped_count = excluded.skipped_count, error_count = excluded.error_count, thresholds = excluded.thresholds, scored_at = now()`);
}
