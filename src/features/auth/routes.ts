import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { Services } from '../../server/services';
import { ZLoginRequest, ZSignupRequest } from './schema';
import { AuthError, logIn, signUp } from './service';
import { createSession, destroySession, sessionUserFromRequest } from './session';

function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw new AuthError(400, parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** E-mail and password sign-in; /api/auth/callback is where OpenID Connect will land. */
export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;
  const secure = () => services.publicUrl().startsWith('https:');

  app.post('/api/auth/signup', async (req, reply) => {
    const input = parseBody(ZSignupRequest, req.body);
    const { userId } = await signUp(db, input, services.publicUrl(), req.ip);
    await createSession(db, reply, userId, secure());
    return reply.status(201).send({ ok: true });
  });

  app.post('/api/auth/login', async (req, reply) => {
    const input = parseBody(ZLoginRequest, req.body);
    const { userId } = await logIn(db, input, req.ip);
    await createSession(db, reply, userId, secure());
    return { ok: true };
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await destroySession(db, req, reply);
    return { ok: true };
  });

  app.get('/api/auth/me', async (req, reply) => {
    const user = await sessionUserFromRequest(db, req);
    if (!user) return reply.status(204).send();
    return { id: user.id, email: user.email, name: user.name, isAdmin: user.isSystemAdmin };
  });

  app.get('/api/auth/callback', async (_req, reply) =>
    reply.status(404).send({ error: 'Single sign-on (OpenID Connect) is not configured on this server.' }),
  );
}
