import path from 'node:path';
import { z } from 'zod';
import { ZLlmEnv } from '../features/llm-settings/schema';

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Any Postgres; without it the app starts its own embedded one under REHEARSE_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  REHEARSE_DATA_DIR: z.string().default('.rehearse'),
  REHEARSE_PG_PORT: z.coerce.number().int().default(54329),
  /** Where browsers reach this server; also where workers reach the built-in demo agent. */
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.string().default('production'),
  /** Most jobs one fetch takes from the queue. */
  WORKER_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(50),
  /** Most conversations one worker process drives at once (they mostly wait on agents). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(5000).default(500),
  /** How often workers look for stuck case runs, and how long past its bounds a case may go unfinished. */
  STALE_SWEEP_SECONDS: z.coerce.number().min(0.2).max(3600).default(30),
  STALE_GRACE_SECONDS: z.coerce.number().min(0).max(86400).default(60),
  /**
   * Whether X-Forwarded-For names the client: unset means no (the socket's address counts, so a
   * forged header cannot dodge a rate limit). `true`, a hop count, or the proxies' addresses/CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  /** 32 bytes as 64 hex characters or base64; encrypts secrets at rest. Else generated into the data folder. */
  REHEARSE_SECRET_KEY: z.string().optional(),
  /** Server and browser errors are also sent here (a Sentry DSN); unset means logs only. */
  SENTRY_DSN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  // The server-wide OpenAI-compatible model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, ...).
  ...ZLlmEnv.shape,
});
export type Env = z.infer<typeof ZEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function dataDir(env: Env): string {
  return path.resolve(env.REHEARSE_DATA_DIR);
}

/** Fastify's `trustProxy` from TRUST_PROXY: true/false, a number of hops, or a list of addresses. */
export function trustProxySetting(value: string | undefined): TrustProxy {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);
