import type { PgBoss } from 'pg-boss';
import type { Db } from './db/client';
import type { EventBus } from './events';

/** What routers and jobs need from the running server, handed in rather than imported. */
export interface Services {
  db: Db;
  boss: PgBoss;
  events: EventBus;
  /** The address browsers use; known only after the server listens. */
  publicUrl(): string;
}
