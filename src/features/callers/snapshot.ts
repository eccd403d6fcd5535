import { TRPCError } from '@trpc/server';
import type { LlmSettings } from '../../engine/llm/port';
import type { CallerProfile } from '../../engine/personas';
import type { Db } from '../../server/db/client';
import type { testCases } from '../../server/db/schema';
import { llmSettingsForWorkspace } from '../llm-settings/service';

type TestCaseRow = typeof testCases.$inferSelect;

/**
 * The rule: a test case needs an LLM exactly when its caller mode is LLM. Such a case is played
 * by a model from its persona fields; a SCRIPTED case speaks its turns and needs nothing else.
 */
export const caseNeedsLlm = (tc: Pick<TestCaseRow, 'callerMode'>) => tc.callerMode === 'LLM';

/** What the LLM caller needs from the case, frozen into the case run when the run is created. */
export function callerProfileOf(tc: TestCaseRow): CallerProfile | undefined {
  if (!caseNeedsLlm(tc)) return undefined;
  return {
    mode: 'LLM',
    testType: tc.testType,
    personaRole: tc.testPersonaRole,
    agentInstructions: tc.testAgentInstructions,
    scenarioFacts: tc.scenarioFacts,
    languages: tc.languages,
    endCallInstructions: tc.endCallInstructions,
    expectedAgentOutput: tc.expectedAgentOutput,
  };
}

/**
 * Refuses a run whose cases need an LLM caller when the workspace has no model: such a case is
 * never quietly played by the script instead.
 */
export async function assertCallersCanRun(db: Db, workspaceId: string, cases: TestCaseRow[], fallback: LlmSettings | null) {
  await assertLlmFor(db, workspaceId, cases.filter(caseNeedsLlm).map((c) => c.title), fallback);
}

/** The same refusal for cases already frozen into case runs (a re-run), named by their titles. */
export async function assertLlmFor(db: Db, workspaceId: string, needing: string[], fallback: LlmSettings | null) {
  if (!needing.length || (await llmSettingsForWorkspace(db, workspaceId, fallback))) return;
  const titles = needing.slice(0, 3).map((t) => `"${t}"`).join(', ') + (needing.length > 3 ? ` and ${needing.length - 3} more` : '');
  throw new TRPCError({
    code: 'PRECONDITION_FAILED',
    message: `${titles} ${needing.length === 1 ? 'uses' : 'use'} an LLM caller, but no LLM is configured for this workspace. A workspace admin can add one in Settings → LLM.`,
  });
}
