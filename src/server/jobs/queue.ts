import { PgBoss } from 'pg-boss';
import { z } from 'zod';

/** Jobs are a name and a zod payload; one generic producer sends them all. */
export const JOBS = {
  caseRun: { name: 'case-run', payload: z.object({ caseRunId: z.uuid() }) },
} as const;
export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

/** A live worker refreshes heartbeats; one that dies stops, and its jobs are handed out again. */
export const HEARTBEAT_SECONDS = 10;
export const RETRY_LIMIT = 3;

export async function startQueue(url: string): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    max: 10,
    // Wake workers at once when a run is created, and notice dead workers within seconds.
    useListenNotify: true,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on('error', (e) => console.error('[queue]', e.message));
  await boss.start();
  for (const job of Object.values(JOBS)) {
    await boss.createQueue(job.name, {
      heartbeatSeconds: HEARTBEAT_SECONDS,
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      notify: true,
      // A case may wait long for a free concurrency slot; liveness comes from heartbeats, not expiry.
      expireInSeconds: 6 * 3600,
    });
  }
  return boss;
}
