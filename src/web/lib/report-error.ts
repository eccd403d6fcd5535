import type { QueryClient } from '@tanstack/react-query';
import { errorClass, fingerprint, reportLevel } from '../../shared/error-report';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/router';

// Sends browser errors to the server log (level, route, workspace; the server adds the user).
// At most a few per minute, and each distinct failure once, so a render loop cannot flood it.

let client: TRPCClient<AppRouter> | null = null;
let queries: QueryClient | null = null;
const seen = new Set<string>();
let sentThisMinute = 0;
const MAX_PER_MINUTE = 10;
setInterval(() => (sentThisMinute = 0), 60_000);

export function initErrorReporting(trpcClient: TRPCClient<AppRouter>, queryClient: QueryClient) {
  client = trpcClient;
  queries = queryClient;
  window.addEventListener('error', (e) => reportError(e.error ?? new Error(e.message)));
  window.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason instanceof Error ? e.reason : new Error(String(e.reason));
    reportError(reason);
  });
}

function currentWorkspaceId(): string | null {
  const boots = queries?.getQueriesData<{ defaultWorkspaceId?: string | null }>({ queryKey: [['user', 'get']] }) ?? [];
  return boots.find(([, data]) => data?.defaultWorkspaceId)?.[1]?.defaultWorkspaceId ?? null;
}

export function reportError(error: unknown) {
  if (!client) return;
  const err = error instanceof Error ? error : new Error(String(error));
  const route = window.location.pathname;
  const print = fingerprint(err);
  const key = `${route} ${print.join(' ')}`;
  if (seen.has(key) || sentThisMinute >= MAX_PER_MINUTE) return;
  seen.add(key);
  sentThisMinute++;
  client.clientErrors.report
    .mutate({
      level: reportLevel(err.message, route),
      errorClass: errorClass(err),
      message: err.message.slice(0, 2000),
      stack: err.stack?.slice(0, 8000),
      route,
      fingerprint: print,
      workspaceId: currentWorkspaceId(),
    })
    .catch(() => {
      /* reporting must never raise errors of its own */
    });
}
