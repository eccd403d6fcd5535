import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import {
  channelEnum,
  chatProtocolEnum,
  conversationEnderEnum,
  endReasonEnum,
  testCaseRunStatusEnum,
  testEntityStatusEnum,
  testRunStatusEnum,
  triggerSourceEnum,
} from './enums';
import { users, workspaces } from './tenancy';

export interface CaseScript {
  initialMessage: string;
  turns: Array<{ agentQuestion: string | null; expectedResponse: string }>;
}

const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const testCases = pgTable(
  'test_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: testEntityStatusEnum('status').notNull().default('ACTIVE'),
    displayOrder: integer('display_order').notNull().default(0),
    initialMessage: text('initial_message').notNull(),
    endCallInstructions: text('end_call_instructions'),
    expectedAgentOutput: text('expected_agent_output'),
    testPersonaRole: text('test_persona_role'),
    maxTurns: integer('max_turns'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('test_cases_workspace_agent_idx').on(t.workspaceId, t.agentId)],
);

export const testCaseTurns = pgTable(
  'test_case_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    testCaseId: uuid('test_case_id')
      .notNull()
      .references(() => testCases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    agentQuestion: text('agent_question'),
    expectedResponse: text('expected_response').notNull(),
  },
  (t) => [index('test_case_turns_case_idx').on(t.testCaseId, t.position)],
);

export const testRuns = pgTable(
  'test_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    notes: text('notes'),
    status: testRunStatusEnum('status').notNull().default('RUNNING'),
    triggerSource: triggerSourceEnum('trigger_source').notNull().default('UI'),
    initialChannel: channelEnum('initial_channel').notNull().default('CHAT'),
    maxTurns: integer('max_turns').notNull(),
    sessionTimeoutSeconds: integer('session_timeout_seconds').notNull(),
    protocol: chatProtocolEnum('protocol'),
    errorMessage: text('error_message'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The run this one re-ran cases of. */
    parentTestRunId: uuid('parent_test_run_id').references((): AnyPgColumn => testRuns.id, { onDelete: 'set null' }),
    /** Set when a person cancelled the whole run, so it reads as cancelled rather than finished. */
    cancelledAt: ts('cancelled_at'),
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('test_runs_workspace_idx').on(t.workspaceId, t.createdAt)],
);

export const testCaseRuns = pgTable(
  'test_case_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    testRunId: uuid('test_run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    testCaseId: uuid('test_case_id').references(() => testCases.id, { onDelete: 'set null' }),
    /** The case's title when the run started, so edits later don't rewrite history. */
    title: text('title').notNull(),
    /** The case's place in the run, as the cases were ordered when it started. */
    position: integer('position').notNull().default(0),
    /** The script as it was when the run started, so editing a case never changes a run in flight. */
    script: jsonb('script').$type<CaseScript>().notNull(),
    status: testCaseRunStatusEnum('status').notNull().default('QUEUED'),
    whoEndedConversation: conversationEnderEnum('who_ended_conversation'),
    endConversationReason: endReasonEnum('end_conversation_reason'),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    /** When the conversation last moved (a message stored); a case silent for too long is stale. */
    lastActivityAt: ts('last_activity_at'),
    /** Who cancelled it or ended it by hand, if a person did. */
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    endedById: uuid('ended_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Re-run links: this case run re-runs `rerunOfId`; a later run's case run supersedes this one. */
    rerunOfId: uuid('rerun_of_id').references((): AnyPgColumn => testCaseRuns.id, { onDelete: 'set null' }),
    supersededById: uuid('superseded_by_id').references((): AnyPgColumn => testCaseRuns.id, { onDelete: 'set null' }),
    turnCount: integer('turn_count').notNull().default(0),
    durationMs: integer('duration_ms'),
    /** Median time to the agent's first byte, and the slowest full reply, across this conversation. */
    firstByteP50Ms: real('first_byte_p50_ms'),
    replyMaxMs: real('reply_max_ms'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('test_case_runs_run_idx').on(t.testRunId),
    index('test_case_runs_active_idx').on(t.workspaceId, t.status),
    // The run-completion check looks only for unfinished case runs of one run.
    index('test_case_runs_unfinished_idx')
      .on(t.testRunId)
      .where(sql`status not in ('COMPLETED', 'ERROR', 'CANCELLED')`),
  ],
);

/** One message of a simulated conversation, written as it happens. */
export const testCaseRunMessages = pgTable(
  'test_case_run_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    testCaseRunId: uuid('test_case_run_id')
      .notNull()
      .references(() => testCaseRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    role: text('role', { enum: ['tester', 'agent'] }).notNull(),
    content: text('content').notNull(),
    /** Milliseconds from the conversation's start to this message being sent or received. */
    atMs: integer('at_ms').notNull(),
    /** Agent messages: time from our request to the first byte and to the full reply. */
    firstByteMs: real('first_byte_ms'),
    fullReplyMs: real('full_reply_ms'),
  },
  (t) => [index('test_case_run_messages_run_idx').on(t.testCaseRunId, t.position)],
);
