import type { ChatEndpoint } from '../types';
import { DEFAULT_AGENT_LIMITS, type AgentLimits } from './limits';
import { DEFAULT_URL_POLICY, type AgentUrlPolicy } from './url-policy';

/** What an installation lets the engine do with an agent: where it may connect and how much it reads. */
export interface AgentIo {
  policy: AgentUrlPolicy;
  limits: AgentLimits;
}

/** The endpoint's own settings, else the built-in defaults (which still refuse metadata addresses). */
export const agentIo = (endpoint: ChatEndpoint): AgentIo => ({
  policy: endpoint.io?.policy ?? DEFAULT_URL_POLICY,
  limits: endpoint.io?.limits ?? DEFAULT_AGENT_LIMITS,
});
