import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCENTS, BACKGROUND_NOISES, LEVELS, SPEAKER_GENDERS, SPEECH_PACES, SYNTHESIZERS } from '../../../shared/caller-voice';
import type { CallerProfile } from '../../../engine/personas/caller-profile';
import { agents } from './agents';
import {
  callerModeEnum,
  channelEnum,
  chatProtocolEnum,
  conversationEnderEnum,
  endReasonEnum,
  testCaseRunStatusEnum,
  testEntityStatusEnum,
  testRunStatusEnum,
  testTypeEnum,
  triggerSourceEnum,
} from './enums';
import { users, workspaces } from './tenancy';

export interface CaseScript {
  initialMessage: string;
  turns: Array<{ agentQuestion: string | null; expectedResponse: string }>;
  /** Present when an LLM plays the caller; absent means the scripted caller. */
  caller?: CallerProfile;
  /** The caller-voice fields when the run was made, scenario defaults applied (absent on older runs). */
  voice?: Record<string, string | number | boolean | null>;
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
    /** AUTO: assertions attach by tags and agent; MANUAL: only those chosen on the case. */
    assertionAttachmentStrategy: text('assertion_attachment_strategy', { enum: ['AUTO', 'MANUAL'] }).notNull().default('AUTO'),
    /** SCRIPTED speaks the turns; LLM role-plays the fields below and needs a configured model. */
    callerMode: callerModeEnum('caller_mode').notNull().default('SCRIPTED'),
    testType: testTypeEnum('test_type').notNull().default('end_to_end_testing'),
    testAgentInstructions: text('test_agent_instructions'),
    scenarioFacts: text('scenario_facts'),
    languages: text('languages').array().notNull().default([]),
    // The simulated caller's voice and audio on a call (persona fields; see splitPersonaFields).
    accent: text('accent', { enum: ACCENTS }),
    gender: text('gender', { enum: SPEAKER_GENDERS }),
    backgroundNoise: text('background_noise', { enum: BACKGROUND_NOISES }),
    backgroundNoiseVolume: integer('background_noise_volume'),
    talkingSpeed: text('talking_speed', { enum: SPEECH_PACES }),
    loudnessLevel: text('loudness_level', { enum: LEVELS }),
    speakerPhoneEffect: boolean('speaker_phone_effect').notNull().default(false),
    voiceSynthesizer: text('voice_synthesizer', { enum: SYNTHESIZERS }),
    voiceIdentifier: text('voice_identifier'),
    maxCallDurationMinutes: integer('max_call_duration_minutes'),
    disableHangup: boolean('disable_hangup').notNull().default(false),
    disableSilenceDetection: boolean('disable_silence_detection').notNull().default(false),
    disableSilenceToolCall: boolean('disable_silence_tool_call').notNull().default(false),
    smartIvrNavigate: boolean('smart_ivr_navigate').notNull().default(false),
    initialMessageDelay: integer('initial_message_delay'),
    sendDTMFDigits: text('send_dtmf_digits'),
    sendDTMFInitialDelay: integer('send_dtmf_initial_delay'),
    anonymousCalling: boolean('anonymous_calling').notNull().default(false),
    /** The version number the latest save produced; each save writes a test_case_versions row. */
    currentVersion: integer('current_version').notNull().default(1),
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
    /** The LLM caller's model for this run, instead of the workspace's configured one. */
    model: text('model'),
    /** With credits on: no new case starts once this run has used this many credits. */
    spendCapCredits: integer('spend_cap_credits'),
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
    /** Which saved version of the case this run played (null for runs made before versions). */
    testCaseVersion: integer('test_case_version'),
    /** With repeats, which attempt of its case this is (1..repeats). */
    attempt: integer('attempt').notNull().default(1),
    /** The script as it was when the run started, so editing a case never changes a run in flight. */
    script: jsonb('script').$type<CaseScript>().notNull(),
    status: testCaseRunStatusEnum('status').notNull().default('QUEUED'),
    whoEndedConversation: conversationEnderEnum('who_ended_conversation'),
    endConversationReason: endReasonEnum('end_conversation_reason'),
    errorMessage: text('error_message'),
    /** The caller's own words on why it hung up (an LLM caller's reason). */
    endConversationDetail: text('end_conversation_detail'),
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
    /** Tester messages: how long the caller took to decide what to say; never counted as agent latency. */
    thinkMs: real('think_ms'),
  },
  (t) => [index('test_case_run_messages_run_idx').on(t.testCaseRunId, t.position)],
);
