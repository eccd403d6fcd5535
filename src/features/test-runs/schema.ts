import { z } from 'zod';
import { MAX_MAX_TURNS, MAX_MONTHLY_CREDITS, MAX_REPEATS, MAX_SESSION_TIMEOUT_SECONDS, PAGE_SIZE } from '../../shared/constants';
import { ASSERTION_SELECTION_MODES } from '../../shared/scoring';
import { CHAT_PROTOCOLS, TEST_RUN_STATUSES, TRIGGER_SOURCES } from '../../shared/enums';

/** The run dialog's settings: what a person chooses for one run besides which cases. */
export const ZRunSettings = z.object({
  name: z.string().trim().max(200, 'Name is at most 200 characters').optional(),
  notes: z.string().trim().max(4000, 'Notes are at most 4000 characters').optional(),
  maxTurns: z.number('Max turns must be a number').int().min(1, 'At least 1 turn').max(MAX_MAX_TURNS, `At most ${MAX_MAX_TURNS} turns`).optional(),
  sessionTimeoutSeconds: z
    .number('Session timeout must be a number')
    .int()
    .min(1, 'At least 1 second')
    .max(MAX_SESSION_TIMEOUT_SECONDS, `At most ${MAX_SESSION_TIMEOUT_SECONDS} seconds`)
    .optional(),
  protocol: z.enum(CHAT_PROTOCOLS).optional(),
  /** CHAT sends messages; VOICE places real-time calls through the agent's voice connection. */
  channel: z.enum(['CHAT', 'VOICE']).optional(),
  /** The LLM caller's model for this run, instead of the workspace's (empty: the workspace's). */
  model: z.string().trim().max(200, 'Model is at most 200 characters').optional(),
  /** Play each case this many times; pass^k and flaky cases come from the attempts. */
  repeats: z.number('Repeats must be a number').int('Repeats must be a whole number').min(1, 'At least 1 attempt').max(MAX_REPEATS, `At most ${MAX_REPEATS} attempts per case`).optional(),
  /** ATTACHED: each case's own assertions; SELECTED: exactly `assertionIds` for every case. */
  assertionSelectionMode: z.enum(ASSERTION_SELECTION_MODES).optional(),
  assertionIds: z.array(z.uuid('That is not a valid assertion id')).max(500).optional(),
  /** With credits on: stop starting cases once the run has used this many credits. */
  spendCapCredits: z.number('The spend cap must be a number').int('The spend cap is a whole number of credits').min(1, 'A spend cap is at least 1 credit').max(MAX_MONTHLY_CREDITS).optional(),
});
export type TRunSettings = z.infer<typeof ZRunSettings>;

export const ZCreateTestRunRequest = ZRunSettings.extend({
  agentId: z.uuid('Choose an agent'),
  /** Which cases to run; omitted means every active case of the agent. */
  testCaseIds: z.array(z.uuid()).min(1, 'Choose at least one test case').max(5000).optional(),
  /** Instead of ids: the agent's active cases carrying any of these tags. */
  tags: z.array(z.string().trim().min(1).max(50)).min(1, 'Give at least one tag').max(20, 'At most 20 tags').optional(),
  triggerSource: z.enum(TRIGGER_SOURCES).default('UI'),
  /** Run this scenario's cases (those of the agent), with its settings as their defaults. */
  datasetId: z.uuid('That is not a valid scenario id').optional(),
});
export type TCreateTestRunRequest = z.infer<typeof ZCreateTestRunRequest>;

export const ZTestRunId = z.object({ testRunId: z.uuid('That is not a valid test run id') });
export const ZCaseRunId = z.object({ caseRunId: z.uuid('That is not a valid case run id') });

export const ZListTestRunsRequest = z
  .object({
    agentId: z.uuid().optional(),
    /** Part of the run's name, any case. */
    search: z.string().trim().max(100).optional(),
    status: z.enum(TEST_RUN_STATUSES).optional(),
    limit: z.number().int().min(1).max(100).default(PAGE_SIZE),
    /** The createdAt of the last run on the previous page. */
    cursor: z.date().nullish(),
  })
  .default({ limit: PAGE_SIZE });

export const ZRerunRequest = z.object({
  testRunId: z.uuid('That is not a valid test run id'),
  /** Which case runs to run again; omitted means every one that errored or was cancelled. */
  caseRunIds: z.array(z.uuid('That is not a valid case run id')).min(1, 'Choose at least one case run').max(5000).optional(),
});
export type TRerunRequest = z.infer<typeof ZRerunRequest>;
