// Scoring's enumerations and limits, defined once for the browser (forms, badges) and the
// server (zod inputs, pgEnum columns, scorers).
import { IMPORTANCE } from './enums';

export { IMPORTANCE };
export type Importance = (typeof IMPORTANCE)[number];

/** How an assertion is checked; every type but LLM_JUDGE runs without a model. */
export const EVALUATION_TYPES = [
  'CONTAINS',
  'NOT_CONTAINS',
  'REGEX',
  'JSON_PATH',
  'TURN_LATENCY',
  'CALL_DURATION',
  'TURN_COUNT',
  'ENDED_BY',
  'END_REASON',
  'LLM_JUDGE',
] as const;
export type EvaluationType = (typeof EVALUATION_TYPES)[number];

export const EVALUATION_TYPE_LABELS: Record<EvaluationType, string> = {
  CONTAINS: 'Agent says',
  NOT_CONTAINS: 'Agent never says',
  REGEX: 'Agent words match a pattern',
  JSON_PATH: 'JSON path on a tool call or final state',
  TURN_LATENCY: 'Turn latency bound',
  CALL_DURATION: 'Call duration bound',
  TURN_COUNT: 'Turn count',
  ENDED_BY: 'Who ended the call',
  END_REASON: 'End reason',
  LLM_JUDGE: 'LLM judge',
};

export const ASSERTION_RUN_STATUSES = ['PENDING', 'PASSED', 'FAILED', 'SKIPPED', 'ERROR'] as const;
export type AssertionRunStatus = (typeof ASSERTION_RUN_STATUSES)[number];
/** The verdicts a person may set when overriding the scorer. */
export const OVERRIDE_STATUSES = ['PASSED', 'FAILED'] as const;

export const SUGGESTION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'MODIFIED'] as const;
export const SUGGESTION_OPERATIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export const GAP_STATUSES = ['OPEN', 'RESOLVED', 'DISMISSED'] as const;
export const GAP_SEVERITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;

export const ATTACHMENT_STRATEGIES = ['AUTO', 'MANUAL'] as const;
export type AttachmentStrategy = (typeof ATTACHMENT_STRATEGIES)[number];
/** Which assertions a run scores: every attached one, or only those chosen for the run. */
export const ASSERTION_SELECTION_MODES = ['ATTACHED', 'SELECTED'] as const;

export const VERSION_CHANGE_TYPES = ['CREATED', 'EDITED', 'RESTORED'] as const;
export const HUMAN_APPROVAL_STATUSES = ['NOT_REQUIRED', 'PENDING', 'APPROVED', 'REJECTED'] as const;

export const THRESHOLD_METRICS = [
  'LATENCY_P50',
  'LATENCY_P90',
  'LATENCY_MAX',
  'LONGEST_MONOLOGUE',
  'TIME_TO_FIRST_WORD',
  'INTERRUPTIONS',
  'TALK_RATIO_MIN',
  'TALK_RATIO_MAX',
] as const;
export type ThresholdMetric = (typeof THRESHOLD_METRICS)[number];

export const THRESHOLD_METRIC_LABELS: Record<ThresholdMetric, { label: string; unit: string; lowerIsBetter: boolean }> = {
  LATENCY_P50: { label: 'Latency p50', unit: 'ms', lowerIsBetter: true },
  LATENCY_P90: { label: 'Latency p90', unit: 'ms', lowerIsBetter: true },
  LATENCY_MAX: { label: 'Latency max', unit: 'ms', lowerIsBetter: true },
  LONGEST_MONOLOGUE: { label: 'Longest monologue', unit: 'ms', lowerIsBetter: true },
  TIME_TO_FIRST_WORD: { label: 'Time to first word', unit: 'ms', lowerIsBetter: true },
  INTERRUPTIONS: { label: 'Interruptions', unit: 'count', lowerIsBetter: true },
  TALK_RATIO_MIN: { label: 'Talk ratio min', unit: 'ratio', lowerIsBetter: false },
  TALK_RATIO_MAX: { label: 'Talk ratio max', unit: 'ratio', lowerIsBetter: true },
};

export const METRIC_KINDS = ['NUMERIC', 'CATEGORICAL'] as const;
export const METRIC_METHODS = ['LLM', 'COMPUTED'] as const;
/** What a computed custom metric measures from the stored conversation. */
export const COMPUTED_MEASURES = ['AGENT_TURNS', 'AGENT_WORDS', 'CALL_DURATION_SECONDS', 'MEAN_REPLY_MS', 'TOOL_CALLS'] as const;
export const METRIC_SCORE_STATUSES = ['SCORED', 'SKIPPED', 'ERROR'] as const;

/** Limits that keep a user-written regex from stalling a worker (see src/engine/evaluators/regex.ts). */
export const REGEX_MAX_PATTERN_CHARS = 300;
export const REGEX_MAX_INPUT_CHARS = 5_000;
/** The judge gives up after this long; the assertion is then ERROR and the run still finishes. */
export const JUDGE_TIMEOUT_MS = 30_000;
