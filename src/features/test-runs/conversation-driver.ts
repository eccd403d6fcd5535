import { eq } from 'drizzle-orm';
import { scriptedPersona } from '../../engine/personas/scripted';
import { simulateConversation } from '../../engine/simulator';
import { AgentError, openChatSession } from '../../engine/transports';
import type { ChatEndpoint, ConversationOutcome, TranscriptMessage } from '../../engine/types';
import type { Db } from '../../server/db/client';
import { agents, chatAgents, testCaseRuns, testRuns } from '../../server/db/schema';
import type { JobDeps } from '../../server/jobs/job';
import { recordMessage, type CaseRunRef } from './case-run-state';

export interface LoadedCaseRun {
  ref: CaseRunRef;
  caseRun: typeof testCaseRuns.$inferSelect;
  run: typeof testRuns.$inferSelect;
  endpoint: ChatEndpoint | null;
}

/** The case run with what its conversation needs: the run's settings and the agent's endpoint. */
export async function loadCaseRun(deps: Pick<JobDeps, 'db' | 'demoAgentUrl'>, caseRunId: string): Promise<LoadedCaseRun | null> {
  const [row] = await deps.db
    .select({ caseRun: testCaseRuns, run: testRuns, chat: chatAgents, isDemo: agents.isDemo })
    .from(testCaseRuns)
    .innerJoin(testRuns, eq(testRuns.id, testCaseRuns.testRunId))
    .innerJoin(agents, eq(agents.id, testRuns.agentId))
    .leftJoin(chatAgents, eq(chatAgents.agentId, agents.id))
    .where(eq(testCaseRuns.id, caseRunId));
  if (!row) return null;
  const { caseRun, run, chat } = row;
  const endpoint: ChatEndpoint | null = chat && {
    url: row.isDemo ? deps.demoAgentUrl() : chat.url,
    secret: chat.secret,
    extraBody: chat.extraBody,
    protocol: run.protocol ?? chat.protocol,
  };
  return { ref: { id: caseRun.id, testRunId: run.id, workspaceId: caseRun.workspaceId }, caseRun, run, endpoint };
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
export async function converse(deps: { db: Db }, loaded: LoadedCaseRun, signal: AbortSignal): Promise<ConversationOutcome> {
  if (!loaded.endpoint) return failed('This agent has no chat endpoint configured');
  const { caseRun, run } = loaded;
  let session;
  try {
    session = await openChatSession(loaded.endpoint, caseRun.id, run.sessionTimeoutSeconds * 1000);
  } catch (error) {
    if (error instanceof AgentError) return failed(error.message, error.kind === 'TIMEOUT' ? 'SESSION_TIMEOUT' : 'AGENT_ERROR');
    throw error;
  }
  const stopped = new AbortController();
  const stop = AbortSignal.any([signal, stopped.signal]);
  const writer = messageWriter(deps.db, loaded.ref, () => stopped.abort(new Error('the case run left IN_PROGRESS')));
  try {
    const outcome = await simulateConversation({
      session,
      persona: scriptedPersona(caseRun.script.initialMessage, caseRun.script.turns),
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
