import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AGENT_PARAM, GROUP_PARAM, OVERVIEW_SELECTION } from '../../shared/constants';
import { looksLikeId } from './selection-rules';
import { useAgentGroups, useAgents } from './use-agents';

export type Selection =
  | { kind: 'overview' }
  | { kind: 'agent'; agentId: string }
  | { kind: 'group'; groupId: string; agentId: string | null };

/** The selection's query string ("?agent=…&group=…" or ""), carried through every navigation. */
export function selectionQuery(search: URLSearchParams): string {
  const out = new URLSearchParams();
  const agent = search.get(AGENT_PARAM);
  const group = search.get(GROUP_PARAM);
  if (agent && agent !== OVERVIEW_SELECTION) out.set(AGENT_PARAM, agent);
  if (group) out.set(GROUP_PARAM, group);
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** Adds the current selection to a target path unless it already has its own query. */
export function withSelection(to: string, search: URLSearchParams): string {
  if (to.includes('?')) return to;
  return `${to}${selectionQuery(search)}`;
}

/**
 * The agent selector's choice (SPEC §2.4), kept in ?agent= and ?group=. A group counts only
 * when it is in the known group list; otherwise the agent, or the overview.
 */
export function useSelection() {
  const [params, setParams] = useSearchParams();
  const groups = useAgentGroups();
  const agents = useAgents();
  const rawAgent = params.get(AGENT_PARAM);
  const rawGroup = params.get(GROUP_PARAM);

  const selection = useMemo<Selection>(() => {
    // An id that cannot exist never reaches a page's query; the URL is cleaned by SelectionSync.
    const known = !agents.data || agents.data.some((a) => a.id === rawAgent);
    const agentId = rawAgent && rawAgent !== OVERVIEW_SELECTION && looksLikeId(rawAgent) && known ? rawAgent : null;
    if (rawGroup && groups.data?.some((g) => g.id === rawGroup)) return { kind: 'group', groupId: rawGroup, agentId };
    if (agentId) return { kind: 'agent', agentId };
    return { kind: 'overview' };
  }, [rawAgent, rawGroup, groups.data, agents.data]);

  const write = useCallback(
    (agent: string | null, group: string | null) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (agent) next.set(AGENT_PARAM, agent);
          else next.delete(AGENT_PARAM);
          if (group) next.set(GROUP_PARAM, group);
          else next.delete(GROUP_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    selection,
    selectAgent: useCallback((agentId: string) => write(agentId, null), [write]),
    selectGroup: useCallback((groupId: string) => write(null, groupId), [write]),
    selectOverview: useCallback(() => write(null, null), [write]),
  };
}
