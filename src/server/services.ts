import type { PgBoss } from 'pg-boss';
import type { LlmSettings } from '../engine/llm/port';
import type { Db } from './db/client';
import type { EventBus } from './events';
import type { RecordingStore } from '../features/recordings/store';
import type { ErrorReporter } from './sentry';

/** What routers and jobs need from the running server, handed in rather than imported. */
export interface Services {
  db: Db;
  boss: PgBoss;
  events: EventBus;
  /** Voice call recordings (local disk under the data directory). */
  recordings: RecordingStore;
  /** The address browsers use; known only after the server listens. */
  publicUrl(): string;
  /** The server-wide model from the environment; a workspace's own settings take precedence. */
  llmFallback: LlmSettings | null;
  /** Where unexpected errors go besides the log (Sentry when a DSN is set). */
  errors: ErrorReporter;
}
