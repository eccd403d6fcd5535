import { index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREDIT_ACTIVITIES } from '../../../shared/enums';
import { testCaseRuns, testRuns } from './testing';
import { workspaces } from './tenancy';

export const creditActivityEnum = pgEnum('credit_activity', CREDIT_ACTIVITIES);

/** A workspace's allowance: what each monthly cycle grants and what is left of the current one. */
export const workspaceCredits = pgTable('workspace_credits', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  monthlyCredits: integer('monthly_credits').notNull(),
  remainingCredits: integer('remaining_credits').notNull(),
  cycleStart: timestamp('cycle_start', { withTimezone: true }).notNull(),
  cycleEnd: timestamp('cycle_end', { withTimezone: true }).notNull(),
});

/**
 * One charge. The unique (case run, activity) pair is what makes a charge happen exactly once,
 * however often a worker crashes or a job is retried around it.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    testRunId: uuid('test_run_id').references(() => testRuns.id, { onDelete: 'set null' }),
    testCaseRunId: uuid('test_case_run_id').references(() => testCaseRuns.id, { onDelete: 'set null' }),
    activityType: creditActivityEnum('activity_type').notNull(),
    creditsUsed: integer('credits_used').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_transactions_once_idx').on(t.testCaseRunId, t.activityType),
    index('credit_transactions_workspace_idx').on(t.workspaceId, t.createdAt),
    index('credit_transactions_run_idx').on(t.testRunId),
  ],
);
