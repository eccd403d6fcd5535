import { useQuery } from '@tanstack/react-query';
import type { Selection } from '../../../web/lib/selection';
import { useTRPC } from '../../../web/lib/trpc';
import { useAgents } from '../../../web/lib/use-agents';

/** Test cases for the selected agent, the selected group's agents, or all of them. */
export function useVisibleCases(selection: Selection) {
  const trpc = useTRPC();
  const agents = useAgents();
  const agentId = selection.kind === 'agent' ? selection.agentId : undefined;
  const cases = useQuery(trpc.testCase.list.queryOptions({ agentId }));
  const members =
    selection.kind === 'group' ? new Set((agents.data ?? []).filter((a) => a.groupId === selection.groupId).map((a) => a.id)) : null;
  const data = members ? cases.data?.filter((c) => members.has(c.agentId)) : cases.data;
  return { ...cases, data };
}
