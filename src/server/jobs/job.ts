import type { GroupConcurrencyConfig, PgBoss, Queue } from 'pg-boss';
import type { z } from 'zod';
import type { LlmSettings } from '../../engine/llm/port';
import type { Db } from '../db/client';
import type { RecordingStore } from '../../features/recordings/store';
import type { ErrorReporter } from '../sentry';

/** What every job handler may use, handed in by the worker rather than imported. */
export interface JobDeps {
  db: Db;
  boss: PgBoss;
  /** Where this worker reaches the built-in demo agent. */
  demoAgentUrl(): string;
  /** The server-wide model for LLM callers and judges when a workspace has none of its own. */
  llmFallback: LlmSettings | null;
  /** Where voice calls leave their recordings. */
  recordings: RecordingStore;
  /** Where unexpected errors go besides the log. */
  errors?: ErrorReporter;
}

export interface JobContext {
  /** Aborted when the worker shuts down or loses the job's claim; `reason` says which. */
  signal: AbortSignal;
  /** 1 for the first attempt. */
  attempt: number;
}

/**
 * A handler resolves when the job is done and throws to have the queue retry it. `'hand-back'`
 * returns the job to the queue untouched (no attempt spent), for a job that cannot start yet.
 */
export type JobOutcome = void | 'hand-back';

export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  options: {
    queue: Omit<Queue, 'name' | 'deadLetter'>;
    /** Limits how many of one group's jobs are handed out at once, across all workers. */
    groupConcurrency?: GroupConcurrencyConfig;
    /** Most of these jobs one worker process runs at once; defaults to the worker's capacity. */
    maxInFlight?: number;
    /** Most jobs taken per fetch; defaults to the worker's batch size (cheap jobs want more). */
    batchSize?: number;
  };
  handle(deps: JobDeps, data: z.infer<P>, ctx: JobContext): Promise<JobOutcome>;
  /**
   * Runs once a job failed its last attempt, or its worker died during it: the place to record a
   * final state, so nothing is left half-done when the queue gives up.
   */
  onExhausted?(deps: JobDeps, data: z.infer<P>, reason: string): Promise<void>;
}

export const defineJob = <P extends z.ZodType>(def: JobDefinition<P>): JobDefinition<P> => def;

/** The queue a definition's exhausted jobs move to. */
export const deadLetterName = (def: JobDefinition) => `${def.name}__exhausted`;

/** Periodic work every worker process does (idempotent, so many workers may run it at once). */
export interface PeriodicTask {
  name: string;
  everyMs(env: { STALE_SWEEP_SECONDS: number }): number;
  run(deps: JobDeps, env: { STALE_GRACE_SECONDS: number }): Promise<void>;
}
