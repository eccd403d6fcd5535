import { and, eq, sql } from 'drizzle-orm';
import { scriptedPersona } from '../../engine/personas/scripted';
import { simulateConversation } from '../../engine/simulator';
import { openChatSession, AgentError } from '../../engine/transports';
import type { ChatEndpoint, ConversationOutcome, TranscriptMessage } from '../../engine/types';
import { chatEndpointFromAgent } from '../../features/agents/endpoint';
import { percentile } from '../../shared/stats';
import type { Db } from '../db/client';
import { agents, chatAgents, testCaseRuns, testRuns } from '../db/schema';
import { EVENTS_CHANNEL, publish } from '../events';
import { claimSlot, LEASE_RENEW_MS, renewLease } from './concurrency-slot';

export interface CaseRunDeps {
  db: Db;
  /** Where this worker reaches the built-in demo agent. */
  demoAgentUrl: () => string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const notifyProgress = (db: Db, event: Parameters<typeof publish>[1]) => publish((q, p) => db.$client.query(q, p), event);


/**
 * Runs one test case run from its queued state to exactly one terminal state. 'interrupted'
 * means the queue stopped us first (shutdown): the job must be handed out again.
 */
export async function runCaseRun(deps: CaseRunDeps, caseRunId: string, signal?: AbortSignal): Promise<'settled' | 'interrupted'> {
  const { db } = deps;
  const [row] = await db
    .select({ caseRun: testCaseRuns, run: testRuns, chat: chatAgents, isDemo: agents.isDemo })
    .from(testCaseRuns)
    .innerJoin(testRuns, eq(testRuns.id, testCaseRuns.testRunId))
    .innerJoin(agents, eq(agents.id, testRuns.agentId))
    .leftJoin(chatAgents, eq(chatAgents.agentId, agents.id))
    .where(eq(testCaseRuns.id, caseRunId));
  if (!row) return 'settled';
  const { caseRun, run } = row;

  for (;;) {
    if (signal?.aborted) return 'interrupted';
    const claim = await claimSlot(db, caseRun.workspaceId, caseRunId);
    if (claim === 'finished') return 'settled';
    if (claim === 'claimed') break;
    await sleep(100 + Math.random() * 200);
  }
  await notifyProgress(db, { type: 'caseRun', testRunId: run.id, caseRunId, status: 'IN_PROGRESS' });

  // A user's cancel is seen at the next message; the queue's own abort stops us at once.
  const cancelled = new AbortController();
  const stop = signal ? AbortSignal.any([signal, cancelled.signal]) : cancelled.signal;
  const renew = setInterval(() => renewLease(db, caseRunId).catch(() => {}), LEASE_RENEW_MS);
  let outcome: ConversationOutcome;
  try {
    if (!row.chat) {
      outcome = failed('This agent has no chat endpoint configured');
    } else {
      const endpoint = chatEndpointFromAgent({ chat: row.chat, isDemo: row.isDemo }, deps.demoAgentUrl(), run.protocol ?? row.chat.protocol);
      outcome = await converse(deps, endpoint, caseRun, run, stop, () => cancelled.abort());
    }
  } finally {
    clearInterval(renew);
  }
  if (outcome.reason === 'CANCELLED' && !cancelled.signal.aborted) return 'interrupted';
  await finish(db, caseRun.id, run.id, outcome);
  return 'settled';
}

async function converse(
  deps: CaseRunDeps,
  endpoint: ChatEndpoint,
  caseRun: typeof testCaseRuns.$inferSelect,
  run: typeof testRuns.$inferSelect,
  signal: AbortSignal,
  onCancelled: () => void,
): Promise<ConversationOutcome> {
  let session;
  try {
    session = await openChatSession(endpoint, caseRun.id, run.sessionTimeoutSeconds * 1000);
  } catch (error) {
    if (error instanceof AgentError) return failed(error.message, error.kind === 'TIMEOUT' ? 'SESSION_TIMEOUT' : 'AGENT_ERROR');
    throw error;
  }
  try {
    return await simulateConversation({
      session,
      persona: scriptedPersona(caseRun.script.initialMessage, caseRun.script.turns),
      maxTurns: run.maxTurns,
      signal,
      onMessage: async (m) => {
        if ((await saveMessage(deps.db, caseRun, m)) === 'CANCELLED') onCancelled();
      },
    });
  } finally {
    await session.close();
  }
}

const failed = (error: string, reason: ConversationOutcome['reason'] = 'AGENT_ERROR'): ConversationOutcome => ({
  ender: 'SYSTEM',
  reason,
  error,
  messages: [],
  durationMs: 0,
});

/** One round trip per message: store it, count it, tell the browsers, and learn whether it was cancelled. */
async function saveMessage(db: Db, caseRun: typeof testCaseRuns.$inferSelect, m: TranscriptMessage): Promise<string | undefined> {
  const event = JSON.stringify({ type: 'message', testRunId: caseRun.testRunId, caseRunId: caseRun.id, position: m.position });
  const result = await db.execute<{ status: string }>(sql`
    with ins as (
      insert into test_case_run_messages (workspace_id, test_case_run_id, position, role, content, at_ms, first_byte_ms, full_reply_ms)
      values (${caseRun.workspaceId}, ${caseRun.id}, ${m.position}, ${m.role}, ${m.content}, ${m.atMs}, ${m.firstByteMs ?? null}, ${m.fullReplyMs ?? null})
    ), upd as (
      update test_case_runs set turn_count = ${m.position + 1} where id = ${caseRun.id} returning status
    )
    select (select status from upd) as status, pg_notify(${EVENTS_CHANNEL}, ${event})`);
  return result.rows[0]?.status;
}

async function finish(db: Db, caseRunId: string, testRunId: string, outcome: ConversationOutcome) {
  if (outcome.reason === 'CANCELLED') return; // cancelTestRun already closed the case run
  const agentMessages = outcome.messages.filter((m) => m.role === 'agent');
  const status = outcome.error ? 'ERROR' : 'COMPLETED';
  await db
    .update(testCaseRuns)
    .set({
      status,
      whoEndedConversation: outcome.ender,
      endConversationReason: outcome.reason,
      errorMessage: outcome.error ?? null,
      leaseUntil: null,
      durationMs: outcome.durationMs,
      firstByteP50Ms: percentile(agentMessages.map((m) => m.firstByteMs ?? 0), 50),
      replyMaxMs: agentMessages.length ? Math.max(...agentMessages.map((m) => m.fullReplyMs ?? 0)) : null,
      finishedAt: new Date(),
    })
    .where(and(eq(testCaseRuns.id, caseRunId), eq(testCaseRuns.status, 'IN_PROGRESS')));
  await notifyProgress(db, { type: 'caseRun', testRunId, caseRunId, status });
  await completeRunIfDone(db, testRunId);
}

/** The run completes when its last case run reaches a terminal state; only one worker wins the update. */
export async function completeRunIfDone(db: Db, testRunId: string) {
  const done = await db.execute(sql`
    update test_runs set status = 'COMPLETED', finished_at = now()
    where id = ${testRunId} and status = 'RUNNING' and not exists (
      select 1 from test_case_runs where test_run_id = ${testRunId} and status not in ('COMPLETED', 'ERROR', 'CANCELLED'))
    returning id`);
  if (done.rowCount) await notifyProgress(db, { type: 'run', testRunId, status: 'COMPLETED' });
}

/** After the queue's last retry, the case run is closed as ERROR so its run can still finish. */
export async function failCaseRun(db: Db, caseRunId: string, message: string) {
  const [row] = await db
    .update(testCaseRuns)
    .set({ status: 'ERROR', errorMessage: message, leaseUntil: null, whoEndedConversation: 'SYSTEM', endConversationReason: 'AGENT_ERROR', finishedAt: new Date() })
    .where(sql`${testCaseRuns.id} = ${caseRunId} and ${testCaseRuns.status} not in ('COMPLETED', 'ERROR', 'CANCELLED')`)
    .returning({ testRunId: testCaseRuns.testRunId });
  if (!row) return;
  await notifyProgress(db, { type: 'caseRun', testRunId: row.testRunId, caseRunId, status: 'ERROR' });
  await completeRunIfDone(db, row.testRunId);
}
