import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Selection } from '../../../web/lib/selection';
import { useTRPC } from '../../../web/lib/trpc';
import { useAgents } from '../../../web/lib/use-agents';
import type { TPageTestCasesRequest } from '../schema';

export type CaseListQuery = Omit<TPageTestCasesRequest, 'agentId' | 'agentIds'>;

/** One page of test cases for the selected agent, the selected group's agents, or all of them. */
export function useVisibleCases(selection: Selection, q: CaseListQuery) {
  const trpc = useTRPC();
  const agents = useAgents();
  const agentId = selection.kind === 'agent' ? selection.agentId : undefined;
  const agentIds = selection.kind === 'group' ? (agents.data ?? []).filter((a) => a.groupId === selection.groupId).map((a) => a.id) : undefined;
  return useQuery({
    ...trpc.testCase.page.queryOptions({ ...q, agentId, agentIds, search: q.search || undefined }),
    enabled: selection.kind !== 'group' || !!agents.data,
    placeholderData: keepPreviousData,
  });
}
