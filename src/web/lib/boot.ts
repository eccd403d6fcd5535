import { useQuery } from '@tanstack/react-query';
import { STALE_TIME_MS } from '../../shared/constants';
import { CLIENT_FLAGS_OFF, type ClientFlags, deriveClientFlags } from '../../shared/flags';
import type { Viewer } from '../surface';
import { httpStatusOf } from './rpc-error';
import { useTRPC } from './trpc';

/**
 * The one boot call (user.get): profile, system-admin check, default workspace with role and
 * flags, and why the workspace is closed if it is. A 401 means signed out; the gate redirects.
 */
export function useBoot() {
  const trpc = useTRPC();
  return useQuery(
    trpc.user.get.queryOptions(undefined, {
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
      meta: { silent: true, own401: true },
      retry: (failures, error) => httpStatusOf(error) !== 401 && httpStatusOf(error) !== 403 && failures < 2,
    }),
  );
}

/** The client flags; all false while the boot call is loading. */
export function useFlags(): ClientFlags {
  const boot = useBoot();
  if (!boot.data) return CLIENT_FLAGS_OFF;
  return deriveClientFlags(boot.data.defaultWorkspace?.flags, boot.data.isAdmin);
}

/** Who is looking, for navigation and route audiences: the system-admin check and the flags. */
export function useViewer(): Viewer {
  const boot = useBoot();
  const flags = useFlags();
  return { isAdmin: !!boot.data?.isAdmin, role: boot.data?.role, flags };
}
