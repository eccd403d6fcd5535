import type { ChatEndpoint } from '../../engine/types';
import type { ChatProtocol } from '../../shared/enums';
import type { chatAgents } from '../../server/db/schema';
import { agentIoFromEnv } from './agent-io';

type ChatAgentRow = typeof chatAgents.$inferSelect;

/**
 * How the engine reaches an agent, from its stored row. The built-in demo agent is served by
 * this app, so its address is the one this worker knows (`demoUrl`), not the stored one.
 */
export function chatEndpointFromAgent(
  row: { chat: ChatAgentRow; isDemo: boolean },
  demoUrl: string,
  protocol: ChatProtocol = row.chat.protocol,
): ChatEndpoint {
  return {
    url: row.isDemo ? demoUrl : row.chat.url,
    secret: row.chat.secret,
    extraBody: row.chat.extraBody,
    protocol,
    connection: row.chat.connection,
    io: agentIoFromEnv(demoUrl),
  };
}
