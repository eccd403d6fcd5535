import { sql } from 'drizzle-orm';
import type { ConversationOutcome } from '../../../engine/types';
import type { PgBoss } from 'pg-boss';
import type { Db, Tx } from '../../../server/db/client';
import { notifyExpression } from '../../../server/events';
import type { TestCaseRunStatus } from '../../../shared/enums';
import { percentile } from '../../../shared/stats';
import { testRunTopic } from '../events';
import type { CaseRunRef } from './claim';
import { requestRunCompletionCheck } from './completion';
import { releaseSlot } from './slots';

/**
 * What happens after a conversation: a hook may enqueue follow-up work (scoring, waiting for a
 * provider's call data) in the transaction that ends the conversation, and name the status the
 * case run moves to (SCORING, AWAITING_EXTERNAL_DATA). With no hook claiming it, it is COMPLETED.
 */
export type AfterConversationHook = (tx: Tx, ref: CaseRunRef, deps: StateDeps) => Promise<TestCaseRunStatus | null>;

/** What the state owner needs to hand a case on: the database, and the queue for follow-up jobs. */
export interface StateDeps {
  db: Db;
  boss: PgBoss;
}
const afterConversation: AfterConversationHook[] = [];
export function onConversationEnded(hook: AfterConversationHook) {
  afterConversation.push(hook);
}

function metrics(outcome: ConversationOutcome) {
  const agent = outcome.messages.filter((m) => m.role === 'agent');
  return {
    durationMs: outcome.durationMs,
    firstByteP50: percentile(agent.map((m) => m.firstByteMs ?? 0), 50) ?? null,
    replyMax: agent.length ? Math.max(...agent.map((m) => m.fullReplyMs ?? 0)) : null,
  };
}

/**
 * The worker's end of a conversation: ERROR when the agent failed it, otherwise ENDED and on to
 * whatever the hooks decide. A case that a person ended by hand (ENDED) keeps its reason; one
 * that was cancelled or closed meanwhile is left as it is. The slot is freed in every case.
 */
export async function finishConversation(deps: StateDeps, ref: CaseRunRef, outcome: ConversationOutcome) {
  const { db } = deps;
  const m = metrics(outcome);
  if (outcome.error) {
    const failed = await settle(db, ref, 'ERROR', sql`
      who_ended_conversation = ${outcome.ender}, end_conversation_reason = ${outcome.reason}, error_message = ${outcome.error},
      duration_ms = ${m.durationMs}, first_byte_p50_ms = ${m.firstByteP50}, reply_max_ms = ${m.replyMax}, finished_at = now()`, ['IN_PROGRESS']);
    if (failed) return requestRunCompletionCheck(db, ref.testRunId);
  }
  const ended = sql`
    who_ended_conversation = case when status = 'ENDED' then who_ended_conversation else ${outcome.ender}::conversation_ender end,
    end_conversation_reason = case when status = 'ENDED' then end_conversation_reason else ${outcome.reason}::end_reason end,
    duration_ms = ${m.durationMs}, first_byte_p50_ms = ${m.firstByteP50}, reply_max_ms = ${m.replyMax}`;
  await endAndHandOn(deps, ref, ended);
}

/** ENDED → the hooks' next status (COMPLETED if none), in one transaction with their follow-up jobs. */
export async function endAndHandOn(deps: StateDeps, ref: CaseRunRef, set: ReturnType<typeof sql>) {
  const { db } = deps;
  if (!afterConversation.length) {
    await settle(db, ref, 'COMPLETED', sql`${set}, finished_at = now()`, ['IN_PROGRESS', 'ENDED']);
    return requestRunCompletionCheck(db, ref.testRunId);
  }
  const next = await db.transaction(async (tx) => {
    const ended = await tx.execute(sql`update test_case_runs set status = 'ENDED', ${set}
      where id = ${ref.id} and status in ('IN_PROGRESS', 'ENDED') returning id`);
    await releaseSlot(tx, ref);
    if (!ended.rowCount) return null;
    let status: TestCaseRunStatus = 'COMPLETED';
    for (const hook of afterConversation) status = (await hook(tx, ref, deps)) ?? status;
    const terminal = status === 'COMPLETED' || status === 'ERROR';
    await settle(tx, ref, status, terminal ? sql`finished_at = now()` : sql`finished_at = null`, ['ENDED']);
    return status;
  });
  // Checked after commit, so the last case to finish is sure to see all the others finished.
  if (next === 'COMPLETED' || next === 'ERROR') await requestRunCompletionCheck(db, ref.testRunId);
}

/** One status write with its slot release and its event, in one statement; says whether it applied. */
export async function settle(
  db: Pick<Db, 'execute'>,
  ref: CaseRunRef,
  status: TestCaseRunStatus,
  set: ReturnType<typeof sql>,
  from: readonly TestCaseRunStatus[],
): Promise<boolean> {
  const event = { type: 'caseRun', testRunId: ref.testRunId, caseRunId: ref.id, status } as const;
  const fromList = sql.join(from.map((s) => sql`${s}`), sql`, `);
  const { rows } = await db.execute<{ applied: boolean }>(sql`
    with done as (
      update test_case_runs set status = ${status}, ${set} where id = ${ref.id} and status in (${fromList}) returning id
    ), freed as (
      update concurrency_slots set case_run_id = null, lease_until = null where workspace_id = ${ref.workspaceId} and case_run_id = ${ref.id}
    )
    select exists (select 1 from done) as applied, case when exists (select 1 from done) then ${notifyExpression(testRunTopic, event)} end`);
  return rows[0]?.applied === true;
}
