import { z } from 'zod';
import type { AgentIo } from '../../engine/transports/io';
import { MB } from '../../engine/transports/limits';
import { parsePolicyList } from '../../engine/transports/url-policy';
import { DEMO_AGENT_PATH } from './demo-seed';

/**
 * The installation's rules for talking to agents, from the environment:
 * AGENT_MAX_REPLY_MB / AGENT_MAX_CONVERSATION_MB bound what is read, AGENT_URL_ALLOW /
 * AGENT_URL_DENY list hosts and CIDR ranges agents may or may not point at.
 */
const ZPolicyList = z.string().default('').superRefine((text, ctx) => {
  try {
    parsePolicyList(text);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

const ZAgentIoEnv = z.object({
  AGENT_MAX_REPLY_MB: z.coerce.number().positive().max(1024).default(10),
  AGENT_MAX_CONVERSATION_MB: z.coerce.number().positive().max(10_240).default(50),
  AGENT_URL_ALLOW: ZPolicyList,
  AGENT_URL_DENY: ZPolicyList,
  PUBLIC_URL: z.url().optional(),
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
});

let cached: { key: string; io: AgentIo } | null = null;

/** Reads the rules once per distinct environment; `ownOrigin` is where this app serves its API. */
export function agentIoFromEnv(ownOrigin: string, source: NodeJS.ProcessEnv = process.env): AgentIo {
  const key = JSON.stringify([ownOrigin, ...Object.keys(ZAgentIoEnv.shape).map((k) => source[k])]);
  if (cached?.key === key) return cached.io;
  const parsed = ZAgentIoEnv.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const env = parsed.data;
  // The API is reachable at its public address and, on this machine, at the port it listens on.
  const origins = [ownOrigin, env.PUBLIC_URL, env.PORT ? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT}` : undefined]
    .filter((o): o is string => !!o)
    .map((o) => new URL(o).origin);
  const io: AgentIo = {
    limits: { maxReplyBytes: Math.round(env.AGENT_MAX_REPLY_MB * MB), maxConversationBytes: Math.round(env.AGENT_MAX_CONVERSATION_MB * MB) },
    policy: {
      allow: parsePolicyList(env.AGENT_URL_ALLOW),
      deny: parsePolicyList(env.AGENT_URL_DENY),
      ownApi: { origins: [...new Set(origins)], allowedPaths: [DEMO_AGENT_PATH] },
    },
  };
  cached = { key, io };
  return io;
}
