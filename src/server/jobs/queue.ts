import { PgBoss } from 'pg-boss';
import { deadLetterName } from './job';
import { JOB_DEFINITIONS } from './registry';

/** A live worker refreshes heartbeats; one that dies stops, and its jobs are handed out again. */
export const HEARTBEAT_SECONDS = 10;

export async function startQueue(url: string): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    max: 10,
    // Workers are woken by our own typed NOTIFY (jobsTopic), so pg-boss needs no listener of its own.
    useListenNotify: false,
    // Notice dead workers within seconds.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on('error', (e) => console.error('[queue]', e.message));
  await boss.start();
  for (const def of JOB_DEFINITIONS) {
    const queue = { heartbeatSeconds: HEARTBEAT_SECONDS, ...def.options.queue };
    if (def.onExhausted) {
      await boss.createQueue(deadLetterName(def), { ...queue, retryLimit: 5, retryDelay: 1 });
      await boss.createQueue(def.name, { ...queue, deadLetter: deadLetterName(def) });
      // createQueue leaves an existing queue as it was; an older installation gains its dead letter here.
      await boss.updateQueue(def.name, { deadLetter: deadLetterName(def) });
    } else {
      await boss.createQueue(def.name, queue);
    }
  }
  return boss;
}
