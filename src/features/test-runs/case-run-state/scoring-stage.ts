import { sql } from 'drizzle-orm';
import type { Tx } from '../../../server/db/client';
import { notifyArgs } from '../../../server/events';
import { testRunTopic } from '../events';

/**
 * SCORING → COMPLETED for many case runs at once, inside the transaction that wrote their
 * verdicts, with one progress event each. Returns the runs touched: the caller asks for their
 * completion check after commit (requestRunCompletionCheck), as every finisher does.
 */
export async function completeScoredCaseRuns(tx: Tx, caseRunIds: string[]): Promise<string[]> {
  if (!caseRunIds.length) return [];
  const done = await tx.execute<{ id: string; test_run_id: string }>(sql`
    update test_case_runs set status = 'COMPLETED', finished_at = now()
    where id = any(${sql.param(caseRunIds)}::uuid[]) and status = 'SCORING' returning id, test_run_id`);
  if (done.rows.length) {
    const payloads = done.rows.map((r) => notifyArgs(testRunTopic, { type: 'caseRun', testRunId: r.test_run_id, caseRunId: r.id, status: 'COMPLETED' })[1]);
    await tx.execute(sql`select pg_notify(${testRunTopic.channel}, p) from unnest(${sql.param(payloads)}::text[]) p`);
  }
  return [...new Set(done.rows.map((r) => r.test_run_id))];
}
