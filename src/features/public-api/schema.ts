import { z } from 'zod';
import { TRIGGER_SOURCES } from '../../shared/enums';
import { ZRunSettings } from '../test-runs/schema';

/** POST /api/v1/runs: which agent and cases, the run's settings, and who started it. */
export const ZStartRunBody = ZRunSettings.extend({
  /** The agent's id, or its exact name. */
  agent: z.string('Name the agent (its id or exact name)').trim().min(1, 'Name the agent (its id or exact name)').max(200),
  testCaseIds: z.array(z.uuid('That is not a valid test case id')).min(1).max(5000).optional(),
  tags: z.array(z.string().trim().min(1).max(50)).min(1).max(20).optional(),
  scenarioId: z.uuid('That is not a valid scenario id').optional(),
  triggerSource: z.enum(TRIGGER_SOURCES).default('API'),
  /** Answer what would run, without starting it. */
  dryRun: z.boolean().default(false),
}).refine((b) => [b.testCaseIds, b.tags, b.scenarioId].filter((x) => x !== undefined).length <= 1, 'Choose cases by ids, by tags or by scenario — one of them');
export type TStartRunBody = z.infer<typeof ZStartRunBody>;

export const ZRunIdParams = z.object({ id: z.uuid('That is not a valid run id') });

export const CASE_VERDICTS = ['PASSED', 'FAILED', 'ERROR', 'UNDECIDED', 'CANCELLED'] as const;

export const ZRunProgress = z.object({
  id: z.uuid(),
  name: z.string(),
  agent: z.object({ id: z.uuid(), name: z.string() }),
  status: z.string().describe('QUEUED, RUNNING or COMPLETED'),
  outcome: z.string().describe('RUNNING, PASSED, FAILED, ERROR, PARTIAL or CANCELLED'),
  triggerSource: z.enum(TRIGGER_SOURCES),
  total: z.number().int(),
  finished: z.number().int(),
  counts: z.record(z.string(), z.number().int()).describe('Case runs per state'),
  url: z.string().describe('The run page in the app'),
});

export const ZRunResult = ZRunProgress.extend({
  passRate: z.number().nullable().describe('passed / (passed + failed); null when nothing was decided'),
  passAllK: z.number().nullable().describe('With repeats: share of cases whose every attempt passed'),
  score: z.number().nullable(),
  repeats: z.number().int(),
  cases: z.array(
    z.object({
      caseRunId: z.uuid(),
      testCaseId: z.uuid().nullable(),
      title: z.string(),
      attempt: z.number().int(),
      status: z.string(),
      verdict: z.enum(CASE_VERDICTS),
      score: z.number().nullable(),
      reason: z.string().nullable(),
      durationMs: z.number().nullable(),
    }),
  ),
});

export const ZRunPreview = z.object({
  agent: z.object({ id: z.uuid(), name: z.string() }),
  repeats: z.number().int(),
  caseRuns: z.number().int(),
  cases: z.array(z.object({ id: z.uuid(), title: z.string(), callerMode: z.string() })),
  credits: z
    .object({
      enabled: z.boolean(),
      estimate: z.number().int().describe('At most this many credits (calls: every allowed minute)'),
      remainingCredits: z.number().int().nullable(),
      perMinute: z.boolean(),
    })
    .describe('What the run would cost, when credits are on for the workspace'),
});

export const ZApiError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
