import { z } from 'zod';
import { MAX_MAX_TURNS } from '../../shared/constants';
import { TEST_ENTITY_STATUSES } from '../../shared/enums';

export const ZTestCaseTurn = z.object({
  agentQuestion: z.string().trim().max(2000).nullish().transform((v) => v || null),
  expectedResponse: z.string().trim().min(1, 'Each turn needs what the caller says').max(4000),
});

export const ZTestCaseFields = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: z.string().trim().max(4000).nullish(),
  initialMessage: z.string().trim().min(1, 'Initial message is required').max(4000),
  endCallInstructions: z.string().trim().max(2000).nullish(),
  expectedAgentOutput: z.string().trim().max(4000).nullish(),
  status: z.enum(TEST_ENTITY_STATUSES).default('ACTIVE'),
  maxTurns: z.number().int().min(1).max(MAX_MAX_TURNS).nullish(),
  turns: z.array(ZTestCaseTurn).max(100, 'A test case can have at most 100 turns').default([]),
});
export type TTestCaseFields = z.infer<typeof ZTestCaseFields>;

export const ZCreateTestCaseRequest = ZTestCaseFields.extend({ agentId: z.uuid('Choose an agent') });
export type TCreateTestCaseRequest = z.infer<typeof ZCreateTestCaseRequest>;

export const ZUpdateTestCaseRequest = ZTestCaseFields.extend({ id: z.uuid() });
export type TUpdateTestCaseRequest = z.infer<typeof ZUpdateTestCaseRequest>;

export const ZTestCaseId = z.object({ id: z.uuid('That is not a valid test case id') });
export const ZListTestCasesRequest = z.object({ agentId: z.uuid().optional() }).default({});
