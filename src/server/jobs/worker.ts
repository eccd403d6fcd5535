import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { safeErrorMessage } from '../log-redact';
import type { EventBus } from '../events';
import { jobsTopic } from './enqueue';
import { deadLetterName, type JobDeps } from './job';
import { JobPump } from './pump';
import { HEARTBEAT_SECONDS } from './queue';
import { JOB_DEFINITIONS, PERIODIC_TASKS } from './registry';

export interface WorkerOptions {
  /** Most jobs of one kind this process runs at once (conversations are mostly waiting on agents). */
  concurrency: number;
  batchSize: number;
  staleSweepSeconds: number;
  staleGraceSeconds: number;
}

/** Dead-lettered jobs carry the failure of their last attempt as `sourceOutput`. */
function exhaustedReason(job: JobWithMetadata<unknown>): string {
  const output = job.sourceOutput as { message?: unknown } | null;
  return typeof output?.message === 'string' ? output.message : 'its worker stopped responding';
}

/**
 * Runs every registered job definition with a pump of its own, plus the periodic tasks. Jobs
 * are woken by the typed `jobs` topic when enqueued, and polled as a backstop.
 */
export async function startWorkers(boss: PgBoss, deps: JobDeps, events: EventBus, opts: WorkerOptions) {
  const pumps: JobPump[] = [];
  const unsubscribes: Array<() => void> = [];
  await events.listen(jobsTopic);
  for (const def of JOB_DEFINITIONS) {
    const common = { batchSize: def.options.batchSize ?? opts.batchSize, idlePollMs: 1000, heartbeatSeconds: def.options.queue.heartbeatSeconds ?? HEARTBEAT_SECONDS };
    let dead: JobPump | null = null;
    if (def.onExhausted) {
      const onExhausted = def.onExhausted;
      dead = new JobPump(deps.db, boss, deadLetterName(def), def, async (job) => {
        await onExhausted(deps, def.payload.parse(job.data), exhaustedReason(job));
        return 'done';
      }, { ...common, capacity: 10 }).start();
      pumps.push(dead);
    }
    const pump = new JobPump(
      deps.db,
      boss,
      def.name,
      def,
      async (job, signal) => {
        const outcome = await def.handle(deps, def.payload.parse(job.data), { signal, attempt: job.retryCount + 1 });
        return outcome === 'hand-back' ? 'hand-back' : 'done';
      },
      { ...common, capacity: def.options.maxInFlight ?? opts.concurrency, onExhausted: () => dead?.wake() },
    ).start();
    pumps.push(pump);
    unsubscribes.push(events.subscribe(jobsTopic, def.name, () => pump.wake()));
  }

  // Queue wake-ups sent while the listener was down were missed: look at every queue again.
  unsubscribes.push(events.onReconnect(() => pumps.forEach((p) => p.wake())));

  const timers = PERIODIC_TASKS.map((task) =>
    setInterval(() => {
      task.run(deps, { STALE_GRACE_SECONDS: opts.staleGraceSeconds }).catch((e: Error) => {
        console.error(`[worker] ${task.name}:`, safeErrorMessage(e));
        deps.errors?.capture({ level: 'error', message: safeErrorMessage(e), type: e.name, stack: e.stack, tags: { source: 'worker', task: task.name } });
      });
    }, task.everyMs({ STALE_SWEEP_SECONDS: opts.staleSweepSeconds })),
  );

  return {
    async stop(timeoutMs = 5000) {
      for (const t of timers) clearInterval(t);
      for (const u of unsubscribes) u();
      await Promise.all(pumps.map((p) => p.stop(timeoutMs)));
    },
  };
}
