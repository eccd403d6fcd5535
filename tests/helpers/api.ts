import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/trpc/router';

export interface Account {
  cookie: string;
  email: string;
}

let counter = 0;

/** Signs up through the real endpoint and returns the session cookie. */
export async function signUp(baseUrl: string, name = 'Tester'): Promise<Account> {
  const email = `user${Date.now()}${counter++}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'correct horse battery' }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return { cookie: sessionCookie(res), email };
}

export function sessionCookie(res: Response): string {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith('rehearse_session='));
  if (!raw) throw new Error('no session cookie');
  return raw.split(';')[0]!;
}

/** The real tRPC client (batching, superjson) carrying one account's cookie; subscriptions are read raw in tests. */
export function apiClient(baseUrl: string, account?: Account) {
  const headers = () => (account ? { cookie: account.cookie } : {});
  const url = `${baseUrl}/api/trpc`;
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, transformer: superjson, headers })] });
}

/** Waits until `check` returns a value, polling; for asserting eventual state in API tests. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
