import { z } from 'zod';
import { COMPUTED_MEASURES, METRIC_KINDS, METRIC_METHODS } from '../../shared/scoring';

export const ZEvalFields = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: z.string().trim().max(2000).nullish().transform((v) => v || null),
    kind: z.enum(METRIC_KINDS),
    method: z.enum(METRIC_METHODS),
    measure: z.enum(COMPUTED_MEASURES).nullish().transform((v) => v ?? null),
    prompt: z.string().trim().max(4000).nullish().transform((v) => v || null),
    categories: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
    min: z.number().nullish().transform((v) => v ?? null),
    max: z.number().nullish().transform((v) => v ?? null),
    enabled: z.boolean().default(true),
  })
  .superRefine((m, ctx) => {
    if (m.method === 'COMPUTED' && !m.measure) ctx.addIssue({ code: 'custom', path: ['measure'], message: 'Choose what to measure' });
    if (m.method === 'COMPUTED' && m.kind !== 'NUMERIC') ctx.addIssue({ code: 'custom', path: ['kind'], message: 'Computed metrics are numeric' });
    if (m.method === 'LLM' && !m.prompt) ctx.addIssue({ code: 'custom', path: ['prompt'], message: 'Tell the model what to rate' });
    if (m.kind === 'CATEGORICAL' && m.categories.length < 2) ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Give at least two categories' });
    if (m.min != null && m.max != null && m.min >= m.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'Max must be above min' });
  });
export type TEvalFields = z.infer<typeof ZEvalFields>;
export const ZEvalId = z.object({ id: z.uuid('That is not a valid metric id') });
export const ZUpdateEvalRequest = z.object({ id: z.uuid(), fields: ZEvalFields });
