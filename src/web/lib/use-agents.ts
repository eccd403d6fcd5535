import { useQuery } from '@tanstack/react-query';
import { STALE_TIME_MS } from '../../shared/constants';
import { useTRPC } from './trpc';

/** The workspace's agents (SPEC §7: cached 5 min, refetched on window focus). */
export function useAgents() {
  const trpc = useTRPC();
  return useQuery(trpc.customerVoiceAgent.list.queryOptions(undefined, { staleTime: STALE_TIME_MS, refetchOnWindowFocus: true }));
}

export function useAgentGroups() {
  const trpc = useTRPC();
  return useQuery(trpc.customerVoiceAgentGroup.list.queryOptions(undefined, { staleTime: STALE_TIME_MS, refetchOnWindowFocus: true }));
}
