import { z } from 'zod';
import { MAX_MAX_TURNS, MAX_SESSION_TIMEOUT_SECONDS, PAGE_SIZE } from '../../shared/constants';
import { CHAT_PROTOCOLS, TRIGGER_SOURCES } from '../../shared/enums';

export const ZCreateTestRunRequest = z.object({
  agentId: z.uuid('Choose an agent'),
  /** Which cases to run; omitted means every active case of the agent. */
  testCaseIds: z.array(z.uuid()).min(1, 'Choose at least one test case').max(5000).optional(),
  name: z.string().trim().max(200).optional(),
  notes: z.string().trim().max(4000).optional(),
  triggerSource: z.enum(TRIGGER_SOURCES).default('UI'),
  maxTurns: z.number().int().min(1).max(MAX_MAX_TURNS).optional(),
  sessionTimeoutSeconds: z.number().int().min(1).max(MAX_SESSION_TIMEOUT_SECONDS).optional(),
  protocol: z.enum(CHAT_PROTOCOLS).optional(),
});
export type TCreateTestRunRequest = z.infer<typeof ZCreateTestRunRequest>;

export const ZTestRunId = z.object({ testRunId: z.uuid('That is not a valid test run id') });
export const ZCaseRunId = z.object({ caseRunId: z.uuid('That is not a valid case run id') });

export const ZListTestRunsRequest = z
  .object({
    agentId: z.uuid().optional(),
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
