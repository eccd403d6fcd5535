import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../../server/services';
import { bearerToken, resolveCaller } from '../../server/trpc/context';
import { appRouter } from '../../server/trpc/router';
import { openApiDocument } from './openapi';
import { ZRunIdParams, ZStartRunBody } from './schema';
import { runProgress, runResult } from './views';

export const API_PREFIX = '/api/v1';

/**
 * The public REST API: a thin layer over the same tRPC procedures the app uses, called
 * server-side, so every rule (tenancy, roles, validation, refusals) is the app's own.
 * Callers authenticate with an API key only; errors are `{ error: { code, message } }`.
 */
export function registerPublicApi(app: FastifyInstance, services: Services) {
  const send = (reply: FastifyReply, status: number, code: string, message: string) => reply.status(status).send({ error: { code, message } });

  async function callerFor(req: FastifyRequest, reply: FastifyReply) {
    if (bearerToken(req) === null) {
      send(reply, 401, 'UNAUTHORIZED', 'Send an API key: Authorization: Bearer rh_… (create one under Settings → API keys)');
      return null;
    }
    const caller = await resolveCaller(services, req);
    if (!caller.user) {
      send(reply, 401, 'UNAUTHORIZED', caller.authProblem ?? 'Not authenticated');
      return null;
    }
    return appRouter.createCaller({ services, ...caller, req, res: reply });
  }

  function parse<S extends z.ZodType>(schema: S, value: unknown, reply: FastifyReply): z.infer<S> | null {
    const parsed = schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    send(reply, 400, 'BAD_REQUEST', message);
    return null;
  }

  /** Runs a handler, turning the app's refusals into their HTTP status with the same message. */
  const handle =
    (fn: (req: FastifyRequest, reply: FastifyReply, api: ReturnType<typeof appRouter.createCaller>) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const api = await callerFor(req, reply);
      if (!api) return reply;
      try {
        return await fn(req, reply, api);
      } catch (error) {
        if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
        return send(reply, getHTTPStatusCodeFromError(error), error.code, error.message);
      }
    };

  app.get(`${API_PREFIX}/openapi.json`, async () => openApiDocument(services.publicUrl()));

  app.get(
    `${API_PREFIX}/agents`,
    handle(async (_req, _reply, api) => ({ agents: (await api.customerVoiceAgent.list()).map((a) => ({ id: a.id, name: a.name })) })),
  );

  app.post(
    `${API_PREFIX}/runs`,
    handle(async (req, reply, api) => {
      const body = parse(ZStartRunBody, req.body, reply);
      if (!body) return reply;
      const { agent: agentRef, scenarioId, dryRun, ...rest } = body;
      const agents = await api.customerVoiceAgent.list();
      const agent = agents.find((a) => a.id === agentRef) ?? agents.filter((a) => a.name === agentRef)[0];
      if (!agent) return send(reply, 404, 'NOT_FOUND', `No agent "${agentRef}" in this workspace`);
      if (agents.filter((a) => a.name === agentRef).length > 1) return send(reply, 409, 'CONFLICT', `Several agents are named "${agentRef}"; use the agent's id`);
      const input = { ...rest, agentId: agent.id, datasetId: scenarioId };
      if (dryRun) {
        const [preview, credits] = await Promise.all([api.testRuns.preview(input), api.credits.estimate(input)]);
        return { ...preview, credits: { enabled: credits.enabled, estimate: credits.estimate, remainingCredits: credits.remainingCredits, perMinute: credits.perMinute } };
      }
      const { id } = await api.testRuns.create(input);
      reply.status(201);
      return runProgress(api, id, services.publicUrl());
    }),
  );

  app.get(
    `${API_PREFIX}/runs/:id`,
    handle(async (req, reply, api) => {
      const params = parse(ZRunIdParams, req.params, reply);
      return params ? runProgress(api, params.id, services.publicUrl()) : reply;
    }),
  );

  app.get(
    `${API_PREFIX}/runs/:id/result`,
    handle(async (req, reply, api) => {
      const params = parse(ZRunIdParams, req.params, reply);
      return params ? runResult(api, params.id, services.publicUrl()) : reply;
    }),
  );
}
