import { eq } from 'drizzle-orm';
import { needsLlm, personaFor } from '../../engine/personas';
import { simulateConversation } from '../../engine/simulator';
import { AgentError, openChatSession } from '../../engine/transports';
import type { ChatEndpoint, ConversationOutcome, TranscriptMessage } from '../../engine/types';
import type { Db } from '../../server/db/client';
import { agents, type CaseScript, chatAgents, testCaseRuns, testRuns } from '../../server/db/schema';
import type { JobDeps } from '../../server/jobs/job';
import { llmForWorkspace } from '../llm-settings/service';
import { chatEndpointFromAgent } from '../agents/endpoint';
import { recordMessage, type CaseRunRef } from './case-run-state';
import { runVoiceCaseRun } from '../voice-agents/voice-case-run';

export interface RunContext {
  maxTurns: number;
  sessionTimeoutSeconds: number;
  /** The LLM caller's model for this run, instead of the workspace's. */
  model: string | null;
  endpoint: ChatEndpoint | null;
  /** VOICE runs place calls instead of sending messages. */
  channel: 'CHAT' | 'VOICE';
  agentId: string;
  isDemo: boolean;
}

/** Finds which run and workspace a case run belongs to (when its job did not say). */
export async function loadRef(db: Db, caseRunId: string): Promise<CaseRunRef | null> {
  const [row] = await db
    .select({ id: testCaseRuns.id, testRunId: testCaseRuns.testRunId, workspaceId: testCaseRuns.workspaceId })
    .from(testCaseRuns)
    .where(eq(testCaseRuns.id, caseRunId));
  return row ?? null;
}

const RUN_CACHE_MS = 2000;
const runCache = new WeakMap<Db, Map<string, { at: number; value: Promise<RunContext | null> }>>();

/**
 * The run's settings and the agent's endpoint, shared by all its cases: read once per run and
 * worker every couple of seconds rather than once per conversation.
 */
export function runContext(deps: Pick<JobDeps, 'db' | 'demoAgentUrl'>, testRunId: string): Promise<RunContext | null> {
  let cache = runCache.get(deps.db);
  if (!cache) runCache.set(deps.db, (cache = new Map()));
  const hit = cache.get(testRunId);
  if (hit && Date.now() - hit.at < RUN_CACHE_MS) return hit.value;
  for (const [id, v] of cache) if (Date.now() - v.at >= RUN_CACHE_MS) cache.delete(id);
  const value = loadRunContext(deps, testRunId);
  cache.set(testRunId, { at: Date.now(), value });
  value.catch(() => cache.delete(testRunId));
  return value;
}

async function loadRunContext(deps: Pick<JobDeps, 'db' | 'demoAgentUrl'>, testRunId: string): Promise<RunContext | null> {
  const [row] = await deps.db
    .select({ run: testRuns, chat: chatAgents, isDemo: agents.isDemo })
    .from(testRuns)
    .innerJoin(agents, eq(agents.id, testRuns.agentId))
    .leftJoin(chatAgents, eq(chatAgents.agentId, agents.id))
    .where(eq(testRuns.id, testRunId));
  if (!row) return null;
  const { run, chat } = row;
  const endpoint: ChatEndpoint | null = chat && chatEndpointFromAgent({ chat, isDemo: row.isDemo }, deps.demoAgentUrl(), run.protocol ?? chat.protocol);
  return {
    maxTurns: run.maxTurns,
    sessionTimeoutSeconds: run.sessionTimeoutSeconds,
    model: run.model,
    endpoint,
    channel: run.initialChannel === 'VOICE' ? 'VOICE' : 'CHAT',
    agentId: run.agentId,
    isDemo: row.isDemo,
  };
}

const failed = (error: string, reason: ConversationOutcome['reason'] = 'AGENT_ERROR'): ConversationOutcome => ({
  ender: 'SYSTEM',
  reason,
  error,
  messages: [],
  durationMs: 0,
});

/**
 * Drives the conversation. Messages are stored in order behind it rather than awaited turn by
 * turn, so the conversation moves at the agent's pace and the database round trips overlap the
 * agent's replies. A write that reports the case is no longer IN_PROGRESS stops it.
 */
export async function converse(
  deps: Pick<JobDeps, 'db' | 'llmFallback' | 'demoAgentUrl' | 'recordings'>,
  ref: CaseRunRef,
  script: CaseScript,
  run: RunContext,
  signal: AbortSignal,
): Promise<ConversationOutcome> {
  const llm = needsLlm(script) ? await llmForWorkspace(deps.db, ref.workspaceId, { fallback: deps.llmFallback, model: run.model }) : null;
  const persona = personaFor(script, llm, run.sessionTimeoutSeconds * 1000);
  if (!persona) return failed('This test case needs an LLM caller, but no LLM is configured for this workspace', 'CALLER_ERROR');
  if (run.channel === 'VOICE') {
    const stopped = new AbortController();
    const writer = messageWriter(deps.db, ref, () => stopped.abort(new Error('the case run left IN_PROGRESS')));
    const call = { ...ref, script, ...run, persona };
    const outcome = await runVoiceCaseRun(deps, call, AbortSignal.any([signal, stopped.signal]), (m) => writer.write(m));
    await writer.drain();
    return outcome;
  }
  if (!run.endpoint) return failed('This agent has no chat endpoint configured');
  let session;
  try {
    session = await openChatSession(run.endpoint, ref.id, run.sessionTimeoutSeconds * 1000);
  } catch (error) {
    if (error instanceof AgentError) return failed(error.message, error.kind === 'TIMEOUT' ? 'SESSION_TIMEOUT' : 'AGENT_ERROR');
    throw error;
  }
  const stopped = new AbortController();
  const stop = AbortSignal.any([signal, stopped.signal]);
  const writer = messageWriter(deps.db, ref, () => stopped.abort(new Error('the case run left IN_PROGRESS')));
  try {
    const outcome = await simulateConversation({
      session,
      persona,
      maxTurns: run.maxTurns,
      signal: stop,
      onMessage: (m) => writer.write(m),
    });
    await writer.drain();
    return outcome;
  } finally {
    await session.close();
  }
}

/** Writes one case's messages strictly in order; the first failure is kept and rethrown by drain(). */
function messageWriter(db: Db, ref: CaseRunRef, onStopped: () => void) {
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  return {
    write(m: TranscriptMessage) {
      chain = chain.then(async () => {
        if (failure) return;
        try {
          if ((await recordMessage(db, ref, m)) !== 'IN_PROGRESS') onStopped();
        } catch (error) {
          failure = error;
          onStopped();
        }
      });
    },
    async drain() {
      await chain;
      if (failure) throw failure;
    },
  };
}
