import type { TTestCaseFormInput } from './test-case-form-schema';

/** A saved case as the form's starting values: nulls become empty inputs, so a save keeps every field. */
export function toFormValues(tc: Record<string, unknown> & { turns: Array<{ agentQuestion: string | null; expectedResponse: string }> }): TTestCaseFormInput {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tc)) {
    if (['id', 'workspaceId', 'createdAt', 'updatedAt', 'currentVersion'].includes(k)) continue;
    out[k] = v === null ? '' : v;
  }
  out.maxTurns = tc.maxTurns ?? null;
  out.turns = tc.turns.map((t) => ({ agentQuestion: t.agentQuestion ?? '', expectedResponse: t.expectedResponse }));
  out.changeDescription = '';
  return out as TTestCaseFormInput;
}
