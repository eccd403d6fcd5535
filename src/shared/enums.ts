// The seed's enumerations (SPEC §3.1, §4.1), defined once for browser and server.
// Each is a readonly tuple so zod (`z.enum`) and drizzle (`pgEnum`) can share it.

export const CHANNELS = ['VOICE', 'CHAT', 'SMS', 'EMAIL'] as const;
export type Channel = (typeof CHANNELS)[number];

export const AGENT_PROVIDERS = [
  'CUSTOM',
  'RETELL',
  'VAPI',
  'LIVEKIT',
  'ELEVENLABS',
  'CISCO',
  'SYNTHFLOW',
  'BLAND',
  'PIPECAT',
] as const;
export type AgentProvider = (typeof AGENT_PROVIDERS)[number];

/** How each provider is shown (SPEC §1): cisco is Webex, custom is "Other, please specify". */
export const AGENT_PROVIDER_LABELS: Record<AgentProvider, string> = {
  CUSTOM: 'Other, please specify',
  RETELL: 'Retell',
  VAPI: 'Vapi',
  LIVEKIT: 'LiveKit',
  ELEVENLABS: 'ElevenLabs',
  CISCO: 'Webex',
  SYNTHFLOW: 'Synthflow',
  BLAND: 'Bland',
  PIPECAT: 'Pipecat',
};

export const SYNC_MODES = ['MANUAL', 'AUTO_SYNC', 'HYBRID'] as const;
export type SyncMode = (typeof SYNC_MODES)[number];

export const IMPORTANCE = ['CRITICAL', 'IMPORTANT', 'NICE_TO_HAVE'] as const;

export const TRIGGER_SOURCES = [
  'UI',
  'API',
  'GITHUB_ACTIONS',
  'GITLAB_CI',
  'JENKINS',
  'CIRCLECI',
  'HEARTBEAT',
  'WEBHOOK',
  'CLI',
] as const;
export type TriggerSource = (typeof TRIGGER_SOURCES)[number];

export const CHAT_PROTOCOLS = ['REST', 'WEBSOCKET', 'SSE'] as const;
export type ChatProtocol = (typeof CHAT_PROTOCOLS)[number];

export const CREDIT_ACTIVITIES = ['CALL_SIM', 'CALL_EVAL', 'CHAT_SIM'] as const;

export const TEST_CASE_RUN_STATUSES = [
  'QUEUED',
  'CANCELLED',
  'IN_PROGRESS',
  'ENDED',
  'AWAITING_EXTERNAL_DATA',
  'SCORING',
  'COMPLETED',
  'ERROR',
] as const;
export type TestCaseRunStatus = (typeof TEST_CASE_RUN_STATUSES)[number];
/** A case run in one of these states never changes again. */
export const TERMINAL_CASE_RUN_STATUSES: readonly TestCaseRunStatus[] = ['COMPLETED', 'ERROR', 'CANCELLED'];

export const TEST_RUN_STATUSES = ['RUNNING', 'COMPLETED'] as const;
export type TestRunStatus = (typeof TEST_RUN_STATUSES)[number];

/**
 * How a run turned out, derived from its case runs: a finished run whose cases all errored must
 * not read as a success, so pages show this rather than the bare RUNNING/COMPLETED status.
 */
export const RUN_OUTCOMES = ['RUNNING', 'SUCCEEDED', 'PARTIAL', 'FAILED', 'CANCELLED'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];
export const RUN_OUTCOME_LABELS: Record<RunOutcome, string> = {
  RUNNING: 'Running',
  SUCCEEDED: 'Completed',
  PARTIAL: 'Completed with errors',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

export const TEST_ENTITY_STATUSES = ['DRAFT', 'ACTIVE', 'DEPRECATED', 'ARCHIVED'] as const;
export type TestEntityStatus = (typeof TEST_ENTITY_STATUSES)[number];

export const DISCOVERY_MODES = ['AUTO', 'RESTRICTED'] as const;
export const ACCESS_LEVELS = ['PUBLIC', 'PRIVATE'] as const;

/** Who ended a simulated conversation. */
export const CONVERSATION_ENDERS = ['TESTER', 'AGENT', 'SYSTEM', 'USER'] as const;
export type ConversationEnder = (typeof CONVERSATION_ENDERS)[number];

/** Why a simulated conversation ended. */
export const END_REASONS = [
  'SCRIPT_COMPLETED',
  'MAX_TURNS_REACHED',
  'AGENT_ENDED_CALL',
  'SESSION_TIMEOUT',
  'AGENT_ERROR',
  'CANCELLED',
  /** A person ended the conversation from the run page; its transcript so far is kept. */
  'MANUALLY_ENDED',
  /** It outlived its time limit or its worker stopped answering, and was closed by the supervisor. */
  'STALE',
  /** Rehearse itself failed (after its retries), not the agent. */
  'INTERNAL_ERROR',
  /** An LLM caller decided the call was over (its goal met, or given up). */
  'CALLER_ENDED_CALL',
  /** The simulated caller itself failed (its model timed out or answered nonsense). */
  'CALLER_ERROR',
  // Voice calls: the call reached its time limit, or the agent went silent on the caller.
  'MAX_DURATION_REACHED',
  'SILENCE_TIMEOUT',
] as const;
export type EndReason = (typeof END_REASONS)[number];

/**
 * Who plays the caller in a test case. SCRIPTED speaks the case's turns and needs nothing
 * outside; LLM role-plays the case with a language model and so needs one configured.
 */
export const CALLER_MODES = ['SCRIPTED', 'LLM'] as const;
export type CallerMode = (typeof CALLER_MODES)[number];
export const CALLER_MODE_LABELS: Record<CallerMode, string> = {
  SCRIPTED: 'Scripted turns',
  LLM: 'LLM role-play',
};

/** The kind of caller a test case rehearses; it shapes the LLM caller's behaviour. */
export const TEST_TYPES = ['end_to_end_testing', 'adversarial_testing', 'difficult_testing', 'ivr_testing'] as const;
export type TestType = (typeof TEST_TYPES)[number];
export const TEST_TYPE_LABELS: Record<TestType, string> = {
  end_to_end_testing: 'Regression Testing (Happy path)',
  adversarial_testing: 'Malicious Users Testing (Unhappy path)',
  difficult_testing: 'Crazy and angry users (Unhappy path)',
  ivr_testing: 'IVR testing',
};

/** "Underscores in labels show as spaces" (SPEC §9). */
export function enumLabel(value: string): string {
  return value.replaceAll('_', ' ');
}

/** How a voice agent under test is reached: CHIRP (raw PCM over WebSocket) or Twilio Media Streams (as if Twilio called it). */
export const VOICE_TRANSPORTS = ['CHIRP', 'TWILIO', 'VAPI'] as const;
export type VoiceTransport = (typeof VOICE_TRANSPORTS)[number];
