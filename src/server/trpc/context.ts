import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Services } from '../services';
import { sessionUserFromRequest, type SessionUser } from '../../features/auth/session';
import { apiKeyCaller, type ApiKeyCaller } from '../../features/api-keys/service';
import type { FastifyRequest } from 'fastify';

export interface Context {
  services: Services;
  user: SessionUser | null;
  /** Set when the caller came with an API key instead of a session (CI, scripts). */
  apiKey: ApiKeyCaller | null;
  /** Why a presented API key was refused, for the 401 message. */
  authProblem: string | null;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

/** `Authorization: Bearer …`, if present. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1]! : null;
}

/**
 * Who is calling: an API key when one is presented (cookies are then ignored, so a key and a
 * browser session never mix), else the session cookie.
 */
export async function resolveCaller(services: Services, req: FastifyRequest) {
  const token = bearerToken(req);
  if (token !== null) {
    const found = await apiKeyCaller(services.db, token);
    return found ? { user: found.user, apiKey: found.apiKey, authProblem: null } : { user: null, apiKey: null, authProblem: 'This API key is not valid or has been revoked' };
  }
  return { user: await sessionUserFromRequest(services.db, req), apiKey: null, authProblem: null };
}

export function contextFactory(services: Services) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => ({ services, ...(await resolveCaller(services, req)), req, res });
}
