import { z } from 'zod';
import { MAX_MAX_TURNS } from '../../shared/constants';
import { CALLER_MODES, TEST_ENTITY_STATUSES, TEST_TYPES } from '../../shared/enums';
import { LANGUAGE_TAG } from '../../shared/languages';
import { ZCallerVoice, ZTagNames } from './voice-schema';

/** An empty optional text is stored as null, so a form's blank field and an API's missing one agree. */
const optText = (max: number) => z.string().trim().max(max).nullish().transform((v) => v || null);

export const ZTestCaseTurn = z.object({
  agentQuestion: z.string().trim().max(2000).nullish().transform((v) => v || null),
  expectedResponse: z.string().trim().min(1, 'Each turn needs what the caller says').max(4000),
});

export const ZTestCaseFields = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
  description: optText(4000),
  /** Required for a scripted caller; an LLM caller without one opens the call in its own words. */
  initialMessage: z.string().trim().max(4000).default(''),
  endCallInstructions: optText(2000),
  expectedAgentOutput: optText(4000),
  callerMode: z.enum(CALLER_MODES).default('SCRIPTED'),
  testType: z.enum(TEST_TYPES).default('end_to_end_testing'),
  testPersonaRole: optText(2000),
  testAgentInstructions: optText(4000),
  scenarioFacts: optText(4000),
  /** The caller speaks the first; the others it may switch to. */
  languages: z.array(z.string().trim().regex(LANGUAGE_TAG, 'Use a language tag such as en or pt-BR')).max(5).default([]),
  status: z.enum(TEST_ENTITY_STATUSES).default('ACTIVE'),
  maxTurns: z.number().int().min(1).max(MAX_MAX_TURNS).nullish(),
  turns: z.array(ZTestCaseTurn).max(100, 'A test case can have at most 100 turns').default([]),
  displayOrder: z.number().int().min(0).max(1_000_000).default(0),
  tags: ZTagNames,
  /** Why this save was made; shown in the case's history. */
  changeDescription: optText(500),
}).extend(ZCallerVoice.shape);
export type TTestCaseFields = z.infer<typeof ZTestCaseFields>;

/** A scripted caller needs its first line; an LLM caller needs to know who it plays. */
function callerRules(tc: { callerMode: string; initialMessage: string; testPersonaRole?: string | null; testAgentInstructions?: string | null }, ctx: z.RefinementCtx) {
  if (tc.callerMode === 'SCRIPTED' && !tc.initialMessage) {
    ctx.addIssue({ code: 'custom', path: ['initialMessage'], message: 'Initial message is required' });
  }
  if (tc.callerMode === 'LLM' && !tc.testPersonaRole && !tc.testAgentInstructions) {
    ctx.addIssue({ code: 'custom', path: ['testPersonaRole'], message: 'Describe who the caller is or what they want' });
  }
}

export const ZCreateTestCaseRequest = ZTestCaseFields.extend({ agentId: z.uuid('Choose an agent') }).superRefine(callerRules);
export type TCreateTestCaseRequest = z.infer<typeof ZCreateTestCaseRequest>;

export const ZUpdateTestCaseRequest = ZTestCaseFields.extend({ id: z.uuid() }).superRefine(callerRules);
export type TUpdateTestCaseRequest = z.infer<typeof ZUpdateTestCaseRequest>;

export const ZTestCaseId = z.object({ id: z.uuid('That is not a valid test case id') });
export const TEST_CASE_SORTS = ['displayOrder', 'title', 'updatedAt', 'status'] as const;
export const ZListTestCasesRequest = z.object({ agentId: z.uuid().optional() }).default({});
export const ZPageTestCasesRequest = z
  .object({
    agentId: z.uuid().optional(),
    /** A group's agents. */
    agentIds: z.array(z.uuid()).max(500).optional(),
    search: z.string().trim().max(200).optional(),
    status: z.enum(TEST_ENTITY_STATUSES).optional(),
    tag: z.string().trim().max(60).optional(),
    sort: z.enum(TEST_CASE_SORTS).default('displayOrder'),
    direction: z.enum(['asc', 'desc']).default('asc'),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(500).default(50),
  })
  .default({ sort: 'displayOrder', direction: 'asc', page: 1, pageSize: 50 });
export type TPageTestCasesRequest = z.infer<typeof ZPageTestCasesRequest>;
