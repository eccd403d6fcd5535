import { AGENT_PARAM, GROUP_PARAM, OVERVIEW_SELECTION } from '../../shared/constants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const looksLikeId = (value: string) => UUID.test(value);

/** The agent a page is about: /agents/{id} and /agents/{id}/edit count, /agents/new and /agents/create do not. */
export function agentDetailId(pathname: string): string | null {
  const m = /^\/agents\/([^/]+)(?:\/edit)?\/?$/.exec(pathname);
  if (!m || m[1] === 'new' || m[1] === 'create') return null;
  return m[1]!;
}

interface Known {
  /** Ids of the workspace's agents and groups; undefined while they load. */
  agents?: string[];
  groups?: string[];
  /** The agent the current page shows, which the selector follows. */
  pageAgentId?: string | null;
}

/**
 * The query parameters with the selection made valid: the page's agent wins; an agent or group
 * that does not exist (or cannot be an id) is dropped; the overview value is never written.
 * Returns null when nothing changes, so callers only replace the URL when needed.
 */
export function sanitizeSelection(params: URLSearchParams, known: Known): URLSearchParams | null {
  const next = new URLSearchParams(params);
  const agent = params.get(AGENT_PARAM);
  const group = params.get(GROUP_PARAM);
  if (known.pageAgentId && looksLikeId(known.pageAgentId) && agent !== known.pageAgentId) {
    next.set(AGENT_PARAM, known.pageAgentId);
    next.delete(GROUP_PARAM);
  } else if (agent !== null) {
    const bad = agent === OVERVIEW_SELECTION || !looksLikeId(agent) || (known.agents && !known.agents.includes(agent));
    if (bad) next.delete(AGENT_PARAM);
  }
  const groupNow = next.get(GROUP_PARAM);
  if (groupNow !== null && group !== null) {
    const bad = !looksLikeId(groupNow) || (known.groups && !known.groups.includes(groupNow));
    if (bad) next.delete(GROUP_PARAM);
  }
  return next.toString() === params.toString() ? null : next;
}
