import { useQuery } from '@tanstack/react-query';
import { STALE_TIME_MS } from '../../shared/constants';
import { isAdminRole } from '../../shared/roles';
import { useTRPC } from '../lib/trpc';

const NO_RETRY_MESSAGES = ['No default workspace found', 'not in the default workspace', 'USER NOT AUTHENTICATED'];

/** The gate's query (SPEC §7): stale 5 min; no retry on 401/403 or the "no workspace" messages, else up to 3 attempts. */
export function useDefaultWorkspace(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(
    trpc.workspace.ensureDefaultWorkspace.queryOptions(undefined, {
      enabled,
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
      retryOnMount: false,
      meta: { silent: true },
      retry: (failureCount, error) => {
        const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
        if (status === 401 || status === 403) return false;
        if (NO_RETRY_MESSAGES.some((m) => error.message.includes(m))) return false;
        return failureCount < 2;
      },
    }),
  );
}

/** The current workspace with the caller's role; `isAdmin` is the navigation's admin check (SPEC §6). */
export function useWorkspace() {
  const trpc = useTRPC();
  const query = useQuery(trpc.workspace.get.queryOptions(undefined, { staleTime: STALE_TIME_MS }));
  return { ...query, isAdmin: isAdminRole(query.data?.role) };
}
