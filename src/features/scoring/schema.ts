import { z } from 'zod';
import { OVERRIDE_STATUSES } from '../../shared/scoring';

export const ZTestRunRef = z.object({ testRunId: z.uuid('That is not a valid test run id') });
export const ZCaseRunRef = z.object({ caseRunId: z.uuid('That is not a valid case run id') });
export const ZRunPassRatesRequest = z.object({ testRunIds: z.array(z.uuid()).max(200) });

export const ZOverrideVerdictRequest = z.object({
  assertionRunId: z.uuid('That is not a valid verdict id'),
  status: z.enum(OVERRIDE_STATUSES),
  reason: z.string().trim().min(1, 'Say why you override the verdict').max(2000),
});
export type TOverrideVerdictRequest = z.infer<typeof ZOverrideVerdictRequest>;
export const ZClearOverrideRequest = z.object({ assertionRunId: z.uuid('That is not a valid verdict id') });

export const ZCompareRunsRequest = z.object({
  baseRunId: z.uuid('Choose a run to compare with'),
  headRunId: z.uuid('That is not a valid test run id'),
});
export const ZSetBaselineRequest = z.object({ testRunId: z.uuid('That is not a valid test run id') });
