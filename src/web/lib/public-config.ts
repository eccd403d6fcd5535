import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** The server's public settings (booking URL, logos, docs links, single sign-on); fetched once per page load. */
export function usePublicConfig() {
  const trpc = useTRPC();
  return useQuery(trpc.appConfig.get.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY, meta: { silent: true } }));
}
