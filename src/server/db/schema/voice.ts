import { index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CallAudioMetrics } from '../../../engine/audio';
import type { CallerAudioSettings } from '../../../engine/voice/persona-audio';
import type { ReconciledTurn } from '../../../engine/voice/reconcile';
import type { PacingStats } from '../../../engine/voice/pacer';
import { VOICE_TRANSPORTS } from '../../../shared/enums';
import { agents } from './agents';
import { workspaces } from './tenancy';
import { testCaseRuns, testCases } from './testing';

const tenancyWorkspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

export const voiceTransportEnum = pgEnum('voice_transport', VOICE_TRANSPORTS);

/** How to reach an agent by voice; one per agent, beside its chat endpoint. */
export const voiceAgents = pgTable('voice_agents', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  workspaceId: tenancyWorkspaceId(),
  transport: voiceTransportEnum('transport').notNull().default('CHIRP'),
  url: text('url').notNull(),
  /** CHIRP "user:password" (Basic auth) or a Twilio-format bearer token; never returned to the browser. */
  secret: text('secret'),
  /** Query parameters (CHIRP) or Twilio customParameters sent with every call. */
  parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How a test case's simulated caller sounds on a voice run (voice, speed, level, noise, DTMF, hang-up rules). */
export const testCaseVoiceSettings = pgTable('test_case_voice_settings', {
  testCaseId: uuid('test_case_id')
    .primaryKey()
    .references(() => testCases.id, { onDelete: 'cascade' }),
  workspaceId: tenancyWorkspaceId(),
  settings: jsonb('settings').$type<CallerAudioSettings>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a voice case run heard: the recording and the call's audio metrics, for the run page and the metric thresholds. */
export const voiceCaseRuns = pgTable(
  'voice_case_runs',
  {
    caseRunId: uuid('case_run_id')
      .primaryKey()
      .references(() => testCaseRuns.id, { onDelete: 'cascade' }),
    workspaceId: tenancyWorkspaceId(),
    transport: voiceTransportEnum('transport').notNull(),
    /** Where the stereo WAV (caller left, agent right) is kept: a path relative to the recordings store. */
    recordingKey: text('recording_key'),
    recordingBytes: integer('recording_bytes'),
    /** Call length on the audio timeline; credits are charged per started minute of it. */
    callDurationMs: integer('call_duration_ms').notNull(),
    latencyP50Ms: real('latency_p50_ms'),
    latencyP90Ms: real('latency_p90_ms'),
    latencyMaxMs: real('latency_max_ms'),
    timeToFirstWordMs: real('time_to_first_word_ms'),
    callerInterruptions: integer('caller_interruptions'),
    agentInterruptions: integer('agent_interruptions'),
    agentTalkRatio: real('agent_talk_ratio'),
    longestMonologueMs: real('longest_monologue_ms'),
    /** SIDE_CHANNEL, SPEECH_TO_TEXT or NONE (scored on audio metrics alone). */
    transcriptSource: text('transcript_source', { enum: ['SIDE_CHANNEL', 'SPEECH_TO_TEXT', 'NONE'] }).notNull(),
    metrics: jsonb('metrics').$type<CallAudioMetrics>(),
    reconciliation: jsonb('reconciliation').$type<ReconciledTurn[]>().notNull().default([]),
    toolCalls: jsonb('tool_calls').$type<Array<{ name: string; arguments: unknown; atMs: number }>>().notNull().default([]),
    pacing: jsonb('pacing').$type<PacingStats>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voice_case_runs_workspace_idx').on(t.workspaceId)],
);
