import type { ChatEndpoint, ChatSession, ChatSessionOptions } from '../types';
import { httpSession } from './http-session';
import { websocketSession } from './websocket';

export { AgentError } from './agent-error';

/** Opens one conversation with an agent; the entry every caller of the engine uses. */
export async function openChatSession(
  endpoint: ChatEndpoint,
  sessionId: string,
  replyTimeoutMs: number,
  options: ChatSessionOptions = {},
): Promise<ChatSession> {
  switch (endpoint.protocol) {
    case 'REST':
    case 'SSE':
      return httpSession(endpoint, sessionId, replyTimeoutMs, options);
    case 'WEBSOCKET':
      return websocketSession(endpoint, sessionId, replyTimeoutMs, options);
  }
}
