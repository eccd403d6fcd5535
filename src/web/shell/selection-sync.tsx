import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { agentDetailId, sanitizeSelection } from '../lib/selection-rules';
import { useAgentGroups, useAgents } from '../lib/use-agents';

/** Keeps ?agent= and ?group= valid: unknown ids leave the URL, and an agent's own pages select that agent. */
export function SelectionSync() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const agents = useAgents();
  const groups = useAgentGroups();
  const next = sanitizeSelection(params, {
    agents: agents.data?.map((a) => a.id),
    groups: groups.data?.map((g) => g.id),
    pageAgentId: agentDetailId(pathname),
  });
  const nextText = next?.toString();
  useEffect(() => {
    if (nextText !== undefined) setParams(new URLSearchParams(nextText), { replace: true });
  }, [nextText, setParams]);
  return null;
}
