import { useQuery } from '@tanstack/react-query';
import { fetchSessionUser } from './auth-api';

export const SESSION_QUERY_KEY = ['auth', 'me'] as const;

/** The signed-in user from /api/auth/me (null when signed out). */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, staleTime: 60_000, retry: 1 });
}

/** The login route with a returnTo holding the current path and query. */
export function loginUrl(returnTo = window.location.pathname + window.location.search): string {
  if (returnTo.startsWith('/auth')) return '/auth';
  return `/auth?returnTo=${encodeURIComponent(returnTo)}`;
}
