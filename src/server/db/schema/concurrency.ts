import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { testCaseRuns } from './testing';
import { workspaces } from './tenancy';

/**
 * A workspace's concurrency limit as rows: slot n exists for n < concurrencyMax, and a case run
 * may talk to its agent only while it holds one. Claimers lock different rows (SKIP LOCKED), so
 * they proceed in parallel while the limit stays exact across any number of workers; a slot whose
 * lease lapsed belonged to a dead worker and is free again.
 */
export const concurrencySlots = pgTable(
  'concurrency_slots',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    slotNo: integer('slot_no').notNull(),
    caseRunId: uuid('case_run_id').references(() => testCaseRuns.id, { onDelete: 'set null' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  // No index on case_run_id: claiming and releasing then change no indexed column, so Postgres
  // updates the rows in place (HOT) and the slot scan does not wade through dead index entries.
  // Lookups by case run always name the workspace, which the primary key narrows to its slots.
  (t) => [primaryKey({ columns: [t.workspaceId, t.slotNo] })],
);
