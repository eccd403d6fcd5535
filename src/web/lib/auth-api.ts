import type { TLoginRequest, TSignupRequest } from '../../features/auth/schema';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}

export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function post(path: string, body?: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new AuthRequestError(0, 'Network connection issue. Please check your internet connection.');
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new AuthRequestError(res.status, data?.error ?? `Request failed (${res.status})`);
  }
  return res;
}

/** GET /api/auth/me: the user, or null on 204; any other failure carries its status (0 for network). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  let res: Response;
  try {
    res = await fetch('/api/auth/me', { credentials: 'same-origin' });
  } catch {
    throw new AuthRequestError(0, 'Network connection issue. Please check your internet connection.');
  }
  if (res.status === 204) return null;
  if (!res.ok) throw new AuthRequestError(res.status, `Could not load the session (${res.status})`);
  return (await res.json()) as SessionUser;
}

export const logIn = (input: TLoginRequest) => post('/api/auth/login', input);
export const signUp = (input: TSignupRequest) => post('/api/auth/signup', input);
export const logOut = () => post('/api/auth/logout');
