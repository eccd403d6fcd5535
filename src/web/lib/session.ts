import { useBoot } from './boot';

/** The signed-in user from the boot call (undefined while loading or signed out). */
export function useSession() {
  const boot = useBoot();
  return { ...boot, data: boot.data ?? undefined };
}

/** The login route with a returnTo holding the current path and query. */
export function loginUrl(returnTo = window.location.pathname + window.location.search): string {
  if (returnTo.startsWith('/auth')) return '/auth';
  return `/auth?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Kept for callers that invalidate the session after signing in; the boot call is cleared with the cache. */
export const SESSION_QUERY_KEY = ['auth', 'me'] as const;
