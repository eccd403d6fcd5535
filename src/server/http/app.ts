import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import { registerAuthRoutes } from '../../features/auth/routes';
import type { TrustProxy } from '../config';
import { LOG_REDACT_PATHS, loggableError } from '../log-redact';
import type { Services } from '../services';
import { contextFactory } from '../trpc/context';
import { inputProblem } from '../trpc/input-guard';
import { appRouter, type AppRouter } from '../trpc/router';
import { registerDemoAgentRoutes } from './demo-agent-routes';
import { rejectCrossSite } from './origin-check';

export interface HttpOptions {
  logLevel: string;
  webDir?: string;
  /** Fastify's trustProxy; off unless the operator sets TRUST_PROXY. */
  trustProxy?: TrustProxy;
}

export async function buildHttpApp(services: Services, opts: HttpOptions) {
  const app = Fastify({
    logger: opts.logLevel === 'silent' ? false : { level: opts.logLevel, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    // Batched GET URLs carry every procedure path and input.
    routerOptions: { maxParamLength: 10_000 },
    bodyLimit: 25 * 1024 * 1024,
    trustProxy: opts.trustProxy ?? false,
  });
  await app.register(cookie);
  await app.register(websocket);
  app.addHook('onRequest', rejectCrossSite);
  // Plain routes (sign-in, sign-up, …) get the same guard tRPC procedures have on their input.
  app.addHook('preValidation', async (req, reply) => {
    if (req.url.startsWith('/api/trpc/') || req.body === undefined) return;
    const problem = inputProblem(req.body);
    if (problem) return reply.status(400).send({ error: `Invalid input: ${problem}` });
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ error: error.message });
    app.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ error: 'Server error. Our team has been notified.' });
  });

  registerAuthRoutes(app, services);
  await registerDemoAgentRoutes(app);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(services),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ path, err: loggableError(error.cause ?? error) }, 'tRPC internal error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  app.get('/api/health', async () => ({ ok: true }));

  const webDir = opts.webDir;
  if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDir, wildcard: true });
    // Client-side routes all load the single page.
    app.setNotFoundHandler((req, reply) => {
      if (req.url.startsWith('/api/')) return reply.status(404).send({ error: 'Not found' });
      return reply.sendFile('index.html');
    });
  }
  return app;
}
