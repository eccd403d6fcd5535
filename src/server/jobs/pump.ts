import { sql } from 'drizzle-orm';
import { fromDrizzle, type Job, type JobWithMetadata, type PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import type { JobDefinition, JobDeps } from './job';

export interface PumpOptions {
  /** Most jobs running at once in this process. */
  capacity: number;
  /** Most jobs taken per fetch. */
  batchSize: number;
  /** How often an idle pump looks for work when nothing woke it. */
  idlePollMs: number;
  heartbeatSeconds: number;
  /** Called with an exhausted job's outcome so its dead-letter pump can wake at once. */
  onExhausted?: () => void;
}

type Handler = (job: JobWithMetadata<unknown>, signal: AbortSignal) => Promise<'done' | 'hand-back'>;

/** After handing a job back for a group (e.g. a workspace at its limit), skip that group this long. */
const GROUP_BACKOFF_MS = 250;

/**
 * Runs one queue's jobs one by one: each job settles the moment its own handler ends and its
 * place is refilled at once, so no job waits for the slowest of a batch. Completions are written
 * in bulk before each fetch, so the queue's group counts are current when it picks the next jobs.
 */
export class JobPump {
  private readonly running = new Map<string, { job: JobWithMetadata<unknown>; controller: AbortController }>();
  private readonly settled: Array<{ job: JobWithMetadata<unknown>; result: 'done' | 'hand-back' | Error }> = [];
  private readonly backoff = new Map<string, number>();
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private stopping = false;
  private loopDone: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly boss: PgBoss,
    private readonly name: string,
    private readonly def: Pick<JobDefinition, 'options'>,
    private readonly handler: Handler,
    private readonly opts: PumpOptions,
  ) {}

  start() {
    this.loopDone = this.loop();
    this.heartbeat = setInterval(() => void this.touch(), (this.opts.heartbeatSeconds * 1000) / 2);
    return this;
  }

  wake() {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops fetching, asks running handlers to stop, and settles what they return. */
  async stop(timeoutMs: number) {
    this.stopping = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const { controller } of this.running.values()) controller.abort(new Error('worker shutting down'));
    const deadline = Date.now() + timeoutMs;
    while (this.running.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    this.wake();
    await this.loopDone;
    await this.settle().catch(() => {});
  }

  private async loop() {
    while (!this.stopping) {
      try {
        await this.settle();
        const free = this.opts.capacity - this.running.size;
        let full = false;
        if (free > 0) {
          const asked = Math.min(free, this.opts.batchSize);
          const jobs = await this.boss.fetch<unknown>(this.name, {
            batchSize: asked,
            includeMetadata: true,
            groupConcurrency: this.def.options.groupConcurrency,
            ignoreGroups: this.groupsInBackoff(),
          });
          for (const job of jobs) this.run(job);
          full = jobs.length === asked;
        }
        if (full || this.settled.length) continue;
        await this.idle();
      } catch (error) {
        console.error(`[worker] ${this.name}:`, error instanceof Error ? error.message : error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  private idle() {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.opts.idlePollMs);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = null;
        self.woken = false;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private run(job: JobWithMetadata<unknown>) {
    const controller = new AbortController();
    this.running.set(job.id, { job, controller });
    this.handler(job, controller.signal)
      .then(
        (result) => this.settled.push({ job, result }),
        (error: unknown) => this.settled.push({ job, result: error instanceof Error ? error : new Error(String(error)) }),
      )
      .finally(() => {
        this.running.delete(job.id);
        this.wake();
      });
  }

  /** Writes the outcomes gathered since the last pass: one statement per kind, not per job. */
  private async settle() {
    if (!this.settled.length) return;
    const batch = this.settled.splice(0);
    const attempt = (j: Job<unknown>) => ({ id: j.id, retryCount: j.retryCount });
    const done = batch.filter((s) => s.result === 'done').map((s) => attempt(s.job));
    const back = batch.filter((s) => s.result === 'hand-back');
    if (done.length) await this.boss.complete(this.name, done);
    if (back.length) await this.handBack(back.map((s) => s.job));
    for (const s of batch) {
      if (!(s.result instanceof Error)) continue;
      const last = s.job.retryCount >= s.job.retryLimit;
      console.error(`[worker] ${this.name} ${s.job.id} attempt ${s.job.retryCount + 1} failed:`, s.result.message);
      await this.boss.fail(this.name, attempt(s.job), { message: s.result.message });
      if (last) this.opts.onExhausted?.();
    }
  }

  /**
   * Returns jobs that could not start yet (their workspace is at its limit) to the queue as they
   * were: the job is closed and an identical one queued a moment later, in one transaction so
   * neither can be lost. Their group is then skipped briefly instead of fetched again at once.
   */
  private async handBack(jobs: JobWithMetadata<unknown>[]) {
    const startAfter = new Date(Date.now() + GROUP_BACKOFF_MS);
    await this.db.transaction(async (tx) => {
      const db = fromDrizzle(tx, sql);
      await this.boss.complete(this.name, jobs.map((j) => ({ id: j.id, retryCount: j.retryCount })), { handedBack: true }, { db });
      await this.boss.insert(
        this.name,
        jobs.map((j) => ({
          data: j.data as object,
          startAfter,
          retryLimit: j.retryLimit,
          group: j.groupId ? { id: j.groupId, tier: j.groupTier ?? undefined } : undefined,
        })),
        { db },
      );
    });
    for (const j of jobs) if (j.groupId) this.backoff.set(j.groupId, Date.now() + GROUP_BACKOFF_MS);
  }

  private groupsInBackoff() {
    const now = Date.now();
    for (const [group, until] of this.backoff) if (until <= now) this.backoff.delete(group);
    return this.backoff.size ? [...this.backoff.keys()] : undefined;
  }

  /** Keeps the queue's heartbeat fresh for every running job; a job whose claim was taken away is stopped. */
  private async touch() {
    if (!this.running.size) return;
    const jobs = [...this.running.values()];
    try {
      const res = (await this.boss.touch(this.name, jobs.map(({ job }) => ({ id: job.id, retryCount: job.retryCount })))) as { settled?: string[] };
      if (!res.settled) return;
      const alive = new Set(res.settled);
      for (const { job, controller } of jobs) {
        if (!alive.has(job.id) && this.running.has(job.id)) controller.abort(new Error('the queue gave this job to another worker'));
      }
    } catch (error) {
      console.error(`[worker] ${this.name} heartbeat:`, error instanceof Error ? error.message : error);
    }
  }
}

export type { Handler as PumpHandler };
export type { JobDeps };
