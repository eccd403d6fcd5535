import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { Services } from '../services';
import { sessionUserFromRequest, type SessionUser } from '../../features/auth/session';

export interface Context {
  services: Services;
  user: SessionUser | null;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

export function contextFactory(services: Services) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => ({
    services,
    user: await sessionUserFromRequest(services.db, req),
    req,
    res,
  });
}
