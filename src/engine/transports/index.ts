import type { ChatEndpoint, ChatSession } from '../types';
import { restSession } from './rest';
import { sseSession } from './sse';
import { websocketSession } from './websocket';

export { AgentError } from './agent-error';

export async function openChatSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number): Promise<ChatSession> {
  switch (endpoint.protocol) {
    case 'REST':
      return restSession(endpoint, sessionId, replyTimeoutMs);
    case 'SSE':
      return sseSession(endpoint, sessionId, replyTimeoutMs);
    case 'WEBSOCKET':
      return websocketSession(endpoint, sessionId, replyTimeoutMs);
  }
}
