import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AgentError, openChatSession } from '../../engine/transports';
import type { AgentReply, ChatEndpoint, ChatSession, RawExchange } from '../../engine/types';
import type { Db } from '../../server/db/client';
import { chatAgents } from '../../server/db/schema';
import { agentIoFromEnv } from './agent-io';
import type { TTestConnectionRequest } from './schema';
import { agentNotFound } from './service';

/** A test message should not hold a form open as long as a whole run's session timeout. */
const TEST_TIMEOUT_MS = 15_000;

export interface TestConnectionResult {
  ok: boolean;
  error: string | null;
  exchange: RawExchange | null;
  extracted: { text: string; endCall: boolean; toolCalls: NonNullable<AgentReply['toolCalls']> } | null;
  firstByteMs: number | null;
  fullReplyMs: number | null;
}

/**
 * Sends one message with the form's unsaved settings through the same transport code, URL
 * policy and limits as a run, and returns the raw exchange (secret masked) and what was read.
 */
export async function testConnection(db: Db, workspaceId: string, ownOrigin: string, input: TTestConnectionRequest): Promise<TestConnectionResult> {
  let secret = input.chat.secret || null;
  if (input.agentId) {
    const [row] = await db
      .select({ secret: chatAgents.secret })
      .from(chatAgents)
      .where(and(eq(chatAgents.agentId, input.agentId), eq(chatAgents.workspaceId, workspaceId)));
    if (!row) throw agentNotFound();
    if (input.chat.secret === undefined) secret = row.secret;
  }
  const endpoint: ChatEndpoint = {
    url: input.chat.url,
    secret,
    extraBody: input.chat.extraBody,
    protocol: input.chat.protocol,
    connection: input.chat.connection ?? null,
    io: agentIoFromEnv(ownOrigin),
  };
  let exchange: RawExchange | null = null;
  let session: ChatSession | undefined;
  try {
    session = await openChatSession(endpoint, `test-${randomUUID()}`, TEST_TIMEOUT_MS, { onExchange: (e) => (exchange = e) });
    const reply = await session.send(input.message, [{ role: 'user', content: input.message }]);
    return {
      ok: true,
      error: null,
      exchange,
      extracted: { text: reply.text, endCall: reply.endCall, toolCalls: reply.toolCalls ?? [] },
      firstByteMs: Math.round(reply.firstByteMs),
      fullReplyMs: Math.round(reply.fullReplyMs),
    };
  } catch (error) {
    if (!(error instanceof AgentError)) throw error;
    return { ok: false, error: error.message, exchange, extracted: null, firstByteMs: null, fullReplyMs: null };
  } finally {
    await session?.close().catch(() => {});
  }
}
