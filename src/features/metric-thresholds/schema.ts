import { z } from 'zod';
import { IMPORTANCE, THRESHOLD_METRICS } from '../../shared/scoring';

export const ZUpsertThresholdRequest = z
  .object({
    /** Null: the workspace's threshold; an agent: that agent's override. */
    agentId: z.uuid().nullable(),
    metric: z.enum(THRESHOLD_METRICS),
    value: z.number({ error: 'Enter a number' }).min(0, 'Must be 0 or more').max(3_600_000),
    importance: z.enum(IMPORTANCE).default('IMPORTANT'),
    enabledForTesting: z.boolean().default(true),
    enabledForMonitoring: z.boolean().default(false),
  })
  .refine((t) => !t.metric.startsWith('TALK_RATIO') || t.value <= 1, { path: ['value'], message: 'A talk ratio is between 0 and 1' });
export type TUpsertThresholdRequest = z.infer<typeof ZUpsertThresholdRequest>;
export const ZThresholdId = z.object({ id: z.uuid('That is not a valid threshold id') });
