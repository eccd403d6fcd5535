import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { EVENTS_CHANNEL } from '../../server/events';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Scored case runs leave SCORING for COMPLETED in the transaction that wrote their verdicts,
 * and a run whose last case this was completes; browsers hear of both.
 */
export async function finishScoring(tx: Tx, caseRunIds: string[]) {
  if (!caseRunIds.length) return;
  const ids = `{${caseRunIds.join(',')}}`;
  const done = await tx.execute<{ id: string; test_run_id: string }>(sql`
    update test_case_runs set status = 'COMPLETED' where id = any(${ids}::uuid[]) and status = 'SCORING' returning id, test_run_id`);
  const runIds = [...new Set(done.rows.map((r) => r.test_run_id))];
  const events = done.rows.map((r) => JSON.stringify({ type: 'caseRun', testRunId: r.test_run_id, caseRunId: r.id, status: 'COMPLETED' }));
  if (events.length) await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, e) from unnest(${`{${events.map((e) => JSON.stringify(e)).join(',')}}`}::text[]) e`);
  const completed = await tx.execute<{ id: string }>(sql`
    update test_runs r set status = 'COMPLETED', finished_at = now()
    where r.id = any(${`{${runIds.join(',')}}`}::uuid[]) and r.status = 'RUNNING' and not exists (
      select 1 from test_case_runs c where c.test_run_id = r.id and c.status not in ('COMPLETED', 'ERROR', 'CANCELLED'))
    returning r.id`);
  for (const r of completed.rows) {
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ type: 'run', testRunId: r.id, status: 'COMPLETED' })})`);
  }
}

/**
 * After the queue's last retry a case run must still leave SCORING: its conversation did
 * complete, so it becomes COMPLETED with an undecided score that says scoring failed.
 */
export async function failScoring(db: Db, caseRunIds: string[], message: string) {
  if (!caseRunIds.length) return;
  await db.transaction(async (tx) => {
    const ids = `{${caseRunIds.join(',')}}`;
    await tx.execute(sql`
      insert into case_run_scores (test_case_run_id, workspace_id, test_run_id, outcome_achieved, score, reason)
      select id, workspace_id, test_run_id, null, null, ${`Scoring failed: ${message}`}
      from test_case_runs where id = any(${ids}::uuid[]) and status = 'SCORING'
      on conflict (test_case_run_id) do update set outcome_achieved = null, score = null, reason = excluded.reason, scored_at = now()`);
    await finishScoring(tx, caseRunIds);
  });
}
