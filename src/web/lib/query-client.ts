import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isWorkspaceUnauthorized } from '../../shared/errors';
import { friendlyMessage, httpStatusOf, rawMessageOf } from './rpc-error';
import { reportError } from './report-error';
import { redirectToSignIn } from './unauthorized';
import { toast } from './toast-store';

/** Set `meta: { silent: true }` on a query or mutation that shows its own error. */
declare module '@tanstack/react-query' {
  interface Register {
    /** own401: the caller reacts to a lost session itself (the boot call's gate does). */
    queryMeta: { silent?: boolean; own401?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** SPEC §7 "Global error reaction": log, redirect on 401 (not for workspace 401s), else toast. */
function onGlobalError(error: unknown, silent: boolean | undefined, own401?: boolean) {
  console.error(error);
  const status = httpStatusOf(error);
  // Refusals with a reason (4xx) are the user's to fix; everything else reaches the server log.
  if (status === null || status === 0 || status >= 500) reportError(error);
  if (status === 401) {
    if (!own401 && !isWorkspaceUnauthorized(rawMessageOf(error))) redirectToSignIn();
    return;
  }
  if (!silent) toast({ title: 'Error', description: friendlyMessage(error), variant: 'error' });
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onGlobalError(error, query.meta?.silent, query.meta?.own401) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onGlobalError(error, mutation.meta?.silent) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          if (status && status >= 400 && status < 500) return false;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
