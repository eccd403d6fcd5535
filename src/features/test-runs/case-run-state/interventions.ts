import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../server/db/client';
import { publish } from '../../../server/events';
import type { TestCaseRunStatus } from '../../../shared/enums';
import { testRunTopic } from '../events';
import type { CaseRunRef } from './claim';
import { completeRunIfDone, requestRunCompletionCheck } from './completion';
import { endAndHandOn, settle, type StateDeps } from './conversation';

/** Statuses a case run can still be cancelled from: its conversation has not ended. */
export const CANCELLABLE: readonly TestCaseRunStatus[] = ['QUEUED', 'IN_PROGRESS', 'AWAITING_EXTERNAL_DATA'];
const UNFINISHED: readonly TestCaseRunStatus[] = ['QUEUED', 'IN_PROGRESS', 'ENDED', 'AWAITING_EXTERNAL_DATA', 'SCORING'];

/**
 * Closes a case run as ERROR whatever state it was in short of terminal: after the queue's last
 * retry, when its worker died on the last attempt, or when the supervisor finds it stale.
 */
export async function failCaseRun(db: Db, ref: CaseRunRef, message: string, reason: 'INTERNAL_ERROR' | 'STALE' = 'INTERNAL_ERROR') {
  const applied = await settle(
    db,
    ref,
    'ERROR',
    sql`error_message = ${message}, who_ended_conversation = 'SYSTEM', end_conversation_reason = ${reason}, finished_at = now()`,
    UNFINISHED,
  );
  if (applied) await requestRunCompletionCheck(db, ref.testRunId);
  return applied;
}

/**
 * Cancels the unfinished case runs of a run (and marks the run cancelled), or one case run. A
 * conversation in flight is stopped by its worker within a second, and its slot is freed by that
 * worker after its last request, so the limit holds even while cancelling.
 */
export async function cancelCaseRuns(db: Db, target: { testRunId: string; caseRunId?: string }, userId: string | null) {
  const one = target.caseRunId ? sql`and id = ${target.caseRunId}` : sql``;
  const states = sql.join(CANCELLABLE.map((s) => sql`${s}`), sql`, `);
  const cancelled = await db.transaction(async (tx) => {
    if (!target.caseRunId) {
      // Only a run still going can be cancelled; cancelling a finished one changes nothing.
      await tx.execute(sql`update test_runs set cancelled_at = now(), cancelled_by_id = ${userId}
        where id = ${target.testRunId} and cancelled_at is null and status = 'RUNNING'`);
    }
    const { rows } = await tx.execute<{ id: string }>(sql`
      update test_case_runs set status = 'CANCELLED', cancelled_by_id = ${userId}, who_ended_conversation = 'USER',
        end_conversation_reason = 'CANCELLED', finished_at = now()
      where test_run_id = ${target.testRunId} ${one} and status in (${states}) returning id`);
    return rows;
  });
  if (target.caseRunId && cancelled.length) {
    await publish(db, testRunTopic, { type: 'caseRun', testRunId: target.testRunId, caseRunId: target.caseRunId, status: 'CANCELLED' });
  }
  // A whole-run cancel completes the run, whose one event refreshes the page.
  await completeRunIfDone(db, target.testRunId);
  return cancelled.length;
}

/**
 * A person ends a conversation in progress: it becomes ENDED at once with its transcript kept,
 * and its worker, stopping within a second, hands it on (COMPLETED, or scoring).
 */
export async function endCaseRunManually(db: Db, ref: CaseRunRef, userId: string | null) {
  const applied = await settleWithoutRelease(db, ref, 'ENDED', sql`
    who_ended_conversation = 'USER', end_conversation_reason = 'MANUALLY_ENDED', ended_by_id = ${userId}`, ['IN_PROGRESS']);
  return applied;
}

async function settleWithoutRelease(db: Db, ref: CaseRunRef, status: TestCaseRunStatus, set: ReturnType<typeof sql>, from: TestCaseRunStatus[]) {
  const fromList = sql.join(from.map((s) => sql`${s}`), sql`, `);
  const { rowCount } = await db.execute(sql`update test_case_runs set status = ${status}, ${set} where id = ${ref.id} and status in (${fromList})`);
  if (rowCount) await publish(db, testRunTopic, { type: 'caseRun', testRunId: ref.testRunId, caseRunId: ref.id, status });
  return !!rowCount;
}

/** Hands on an ENDED case whose worker is gone, with timings read from its stored transcript. */
export async function finalizeEnded(deps: StateDeps, ref: CaseRunRef) {
  await endAndHandOn(deps, ref, sql`
    duration_ms = (select max(at_ms) from test_case_run_messages where test_case_run_id = ${ref.id}),
    first_byte_p50_ms = (select percentile_disc(0.5) within group (order by first_byte_ms) from test_case_run_messages
      where test_case_run_id = ${ref.id} and role = 'agent'),
    reply_max_ms = (select max(full_reply_ms) from test_case_run_messages where test_case_run_id = ${ref.id} and role = 'agent')`);
}

/** Links each re-run case run to the one it re-runs (both ways), in the transaction that creates it. */
export async function linkReruns(tx: Tx, pairs: Array<{ oldId: string; newId: string }>) {
  if (!pairs.length) return;
  const olds = pairs.map((p) => p.oldId);
  const news = pairs.map((p) => p.newId);
  await tx.execute(sql`
    with pairs as (select * from unnest(${sql.param(olds)}::uuid[], ${sql.param(news)}::uuid[]) as p(old_id, new_id)),
    fwd as (update test_case_runs c set superseded_by_id = p.new_id from pairs p where c.id = p.old_id)
    update test_case_runs c set rerun_of_id = p.old_id from pairs p where c.id = p.new_id`);
}

/**
 * The end of post-conversation work (scoring, waiting for a provider's call data): the case run
 * becomes COMPLETED, or ERROR with the reason, and its run may complete.
 */
export async function completePostConversation(db: Db, ref: CaseRunRef, result: { error?: string } = {}) {
  const applied = result.error
    ? await settle(db, ref, 'ERROR', sql`error_message = ${result.error}, finished_at = now()`, ['SCORING', 'AWAITING_EXTERNAL_DATA', 'ENDED'])
    : await settle(db, ref, 'COMPLETED', sql`finished_at = now()`, ['SCORING', 'AWAITING_EXTERNAL_DATA', 'ENDED']);
  if (applied) await requestRunCompletionCheck(db, ref.testRunId);
  return applied;
}
