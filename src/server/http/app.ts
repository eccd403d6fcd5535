import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import { registerAuthRoutes } from '../../features/auth/routes';
import { registerRecordingRoutes } from '../../features/recordings/routes';
import { registerPublicApi } from '../../features/public-api/routes';
import type { TrustProxy } from '../config';
import { LOG_REDACT_PATHS, loggableError, safeErrorMessage } from '../log-redact';
import type { Services } from '../services';
import { contextFactory } from '../trpc/context';
import { inputProblem } from '../trpc/input-guard';
import { appRouter, type AppRouter } from '../trpc/router';
import { registerDemoAgentRoutes } from './demo-agent-routes';
import { registerDemoVoiceRoutes } from './demo-voice-routes';
import { rejectCrossSite } from './origin-check';
import { inlineScriptHashes, registerSecurityHeaders } from './security-headers';
import { readIndexHtml, registerWebAssets } from './web-assets';

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
    // Live subscriptions (SSE, WebSocket) never end by themselves: shutting down closes them
    // rather than waiting for browsers that may never go away.
    forceCloseConnections: true,
  });
  const indexHtml = readIndexHtml(opts.webDir);
  await registerSecurityHeaders(app, indexHtml ? inlineScriptHashes(indexHtml) : []);
  // Before static files, so they are compressed too; request bodies are never inflated.
  await app.register(compress, { global: true, globalDecompression: false });
  await app.register(cookie);
  await app.register(websocket);
  app.addHook('onRequest', rejectCrossSite);
  // Plain routes (sign-in, sign-up, …) get the same guard tRPC procedures have on their input.
  app.addHook('preValidation', async (req, reply) => {
    if (req.url.startsWith('/api/trpc/') || req.body === undefined) return;
    const problem = inputProblem(req.body);
    if (problem) return reply.status(400).send({ error: `Invalid input: ${problem}` });
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ error: error.message });
    app.log.error({ err: loggableError(error) }, 'request failed');
    services.errors.capture({ level: 'error', message: safeErrorMessage(error), type: error.name, stack: error.stack, tags: { source: 'server', route: req.routeOptions.url ?? req.url.split('?')[0] } });
    return reply.status(500).send({ error: 'Server error. Our team has been notified.' });
  });

  registerAuthRoutes(app, services);
  await registerDemoAgentRoutes(app);
  await registerDemoVoiceRoutes(app);
  registerRecordingRoutes(app, services);
  registerPublicApi(app, services);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: contextFactory(services),
      onError({ error, path, ctx }) {
        if (error.code !== 'INTERNAL_SERVER_ERROR') return;
        const cause = error.cause ?? error;
        app.log.error({ path, err: loggableError(cause) }, 'tRPC internal error');
        services.errors.capture({
          level: 'error',
          message: safeErrorMessage(cause),
          type: cause.name,
          stack: cause.stack,
          tags: { source: 'server', route: `trpc:${path ?? '?'}` },
          user: { id: ctx?.user?.id, email: ctx?.user?.email },
        });
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  app.get('/api/health', async () => ({ ok: true }));

  if (opts.webDir && indexHtml) await registerWebAssets(app, opts.webDir);
  return app;
}
