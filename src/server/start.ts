import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgBoss } from 'pg-boss';
import { dataDir, trustProxySetting, type Env } from './config';
import { createDb, migrateDb, type Db } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { EventBus } from './events';
import { configureSecretKey, encryptPlainSecrets } from './secrets';
import { buildHttpApp } from './http/app';
import { DEMO_AGENT_PATH } from '../features/agents/demo-seed';
import { diskRecordingStore } from '../features/recordings/store';
import { llmSettingsFromEnv } from '../features/llm-settings/env';
import { startQueue } from './jobs/queue';
import { startWorkers } from './jobs/worker';
import { createErrorReporter } from './sentry';
import { VERSION_LABEL } from '../shared/constants';
import type { Services } from './services';

export interface StartOptions {
  env: Env;
  http?: boolean;
  worker?: boolean;
}

export interface Rehearse {
  url: string;
  db: Db;
  boss: PgBoss;
  events: EventBus;
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the database (embedded unless DATABASE_URL), migrations, queue, HTTP server and/or worker. */
export async function startRehearse({ env, http = true, worker = true }: StartOptions): Promise<Rehearse> {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(dataDir(env), env.REHEARSE_PG_PORT);
    databaseUrl = embedded.url;
  }
  configureSecretKey(env.REHEARSE_SECRET_KEY, dataDir(env));
  const db = createDb(databaseUrl);
  let boss: PgBoss;
  try {
    await migrateDb(db);
    await encryptPlainSecrets(db.$client, 'chat_agents', 'agent_id', 'secret');
    boss = await startQueue(databaseUrl);
  } catch (error) {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }
  const events = new EventBus(databaseUrl);
  // Workers listen too: enqueued jobs wake them at once.
  if (http || worker) await events.start();

  let publicUrl = env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
  const llmFallback = llmSettingsFromEnv(env);
  const recordings = diskRecordingStore(path.join(dataDir(env), 'recordings'));
  const errors = createErrorReporter(env.SENTRY_DSN, { environment: env.NODE_ENV, release: VERSION_LABEL }, (m) => console.warn(m));
  const services: Services = { db, boss, events, recordings, publicUrl: () => publicUrl, llmFallback, errors };

  let app: Awaited<ReturnType<typeof buildHttpApp>> | null = null;
  if (http) {
    app = await buildHttpApp(services, { logLevel: env.LOG_LEVEL, webDir: path.join(root, 'dist/web'), trustProxy: trustProxySetting(env.TRUST_PROXY) });
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    publicUrl = env.PUBLIC_URL ?? address.replace('0.0.0.0', '127.0.0.1');
  }
  let workers: Awaited<ReturnType<typeof startWorkers>> | null = null;
  if (worker) {
    workers = await startWorkers(boss, { db, boss, recordings, demoAgentUrl: () => `${publicUrl}${DEMO_AGENT_PATH}`, llmFallback, errors }, events, {
      batchSize: env.WORKER_BATCH_SIZE,
      concurrency: env.WORKER_CONCURRENCY,
      staleSweepSeconds: env.STALE_SWEEP_SECONDS,
      staleGraceSeconds: env.STALE_GRACE_SECONDS,
    });
  }

  return {
    url: publicUrl,
    db,
    boss,
    events,
    // Everything that holds a connection stops before the database does, so a normal shutdown
    // logs no connection errors.
    async stop() {
      await app?.close();
      await workers?.stop();
      await boss.stop({ graceful: true, timeout: 5000 }).catch(() => {});
      await events.stop();
      await errors.flush();
      await db.$client.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
