import { z } from 'zod';
import { EVALUATION_CONFIGS } from '../../shared/evaluation-config';
import { ATTACHMENT_STRATEGIES, EVALUATION_TYPES, GAP_STATUSES, IMPORTANCE } from '../../shared/scoring';

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

export const ZFewShotExample = z.object({
  transcript: z.string().trim().min(1, 'An example needs a transcript').max(8000),
  verdict: z.enum(['PASSED', 'FAILED']),
  reason: z.string().trim().max(1000).optional(),
});

export const ZAssertionFields = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: optionalText(4000),
    category: optionalText(100),
    icon: optionalText(50),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #4f46e5').nullish().transform((v) => v || null),
    importance: z.enum(IMPORTANCE).default('IMPORTANT'),
    trigger: optionalText(1000),
    assertionText: optionalText(4000),
    passCriteria: optionalText(4000),
    failCriteria: optionalText(4000),
    fewShotExamples: z.array(ZFewShotExample).max(10, 'At most 10 examples').default([]),
    enabledForMonitoring: z.boolean().default(false),
    enabledForTesting: z.boolean().default(true),
    evaluationType: z.enum(EVALUATION_TYPES),
    evaluationConfig: z.record(z.string(), z.unknown()).default({}),
    requiresHumanApproval: z.boolean().default(false),
    tags: z.array(z.string().trim().min(1).max(50)).max(20, 'At most 20 tags').default([]),
    /** Agents it attaches to automatically; empty means every agent. */
    agentIds: z.array(z.uuid()).max(500).default([]),
  })
  .superRefine((a, ctx) => {
    const parsed = EVALUATION_CONFIGS[a.evaluationType].safeParse(a.evaluationConfig);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['evaluationConfig', ...issue.path.map(String)], message: issue.message });
    }
    if (a.evaluationType === 'LLM_JUDGE' && !a.assertionText) {
      ctx.addIssue({ code: 'custom', path: ['assertionText'], message: 'The LLM judge needs the assertion text' });
    }
  });
export type TAssertionFields = z.infer<typeof ZAssertionFields>;

export const ZCreateAssertionRequest = ZAssertionFields;
export const ZUpdateAssertionRequest = z.object({
  id: z.uuid('That is not a valid assertion id'),
  changeSummary: z.string().trim().max(500).optional(),
  fields: ZAssertionFields,
});
export type TUpdateAssertionRequest = z.infer<typeof ZUpdateAssertionRequest>;
export const ZAssertionId = z.object({ id: z.uuid('That is not a valid assertion id') });
export const ZApprovalRequest = z.object({ id: z.uuid(), decision: z.enum(['APPROVED', 'REJECTED']) });

export const ZTestCaseAssertionsRequest = z.object({ testCaseId: z.uuid('That is not a valid test case id') });
export const ZSetTestCaseAssertionsRequest = z.object({
  testCaseId: z.uuid('That is not a valid test case id'),
  strategy: z.enum(ATTACHMENT_STRATEGIES),
  assertionIds: z.array(z.uuid()).max(500).default([]),
});
export type TSetTestCaseAssertionsRequest = z.infer<typeof ZSetTestCaseAssertionsRequest>;

export const ZSuggestionDecision = z.object({ id: z.uuid('That is not a valid suggestion id'), decision: z.enum(['ACCEPTED', 'REJECTED']) });
export const ZGapDecision = z.object({ id: z.uuid('That is not a valid gap id'), status: z.enum(GAP_STATUSES) });
