import { TRPCError } from '@trpc/server';
import { AgentError } from '../../engine/transports/agent-error';
import { checkAgentUrl } from '../../engine/transports/url-policy';
import { websocketUrl } from '../../engine/transports/websocket';
import type { ChatProtocol } from '../../shared/enums';
import { agentIoFromEnv } from './agent-io';

/**
 * Refuses, when saving, an agent URL the installation's policy would refuse at run time. A host
 * that does not resolve from here is let through: the workers may sit on another network.
 */
export async function assertAgentUrlAllowed(url: string, protocol: ChatProtocol, ownOrigin: string) {
  try {
    await checkAgentUrl(protocol === 'WEBSOCKET' ? websocketUrl(url) : new URL(url), agentIoFromEnv(ownOrigin).policy);
  } catch (error) {
    if (error instanceof AgentError && (error.kind === 'NOT_ALLOWED' || error.kind === 'BAD_CONFIG')) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    }
    if (!(error instanceof AgentError)) throw error;
  }
}
