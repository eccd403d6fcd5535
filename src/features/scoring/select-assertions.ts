import type { CaseToScore, LoadedAssertion } from './load';

/**
 * Which assertions score a case run. A run that chose its assertions uses exactly those.
 * Otherwise the test case's strategy decides: MANUAL takes the assertions chosen on the case;
 * AUTO takes every assertion enabled for testing whose agents include the run's agent (none
 * listed means every agent) and, when the assertion has tags, that shares a tag with the case.
 */
export function applicableAssertions(c: CaseToScore, all: LoadedAssertion[], manual: Map<string, Set<string>>): LoadedAssertion[] {
  const mine = all.filter((a) => a.workspaceId === c.workspaceId);
  if (c.selectionMode === 'SELECTED') return mine.filter((a) => c.selectedIds.includes(a.id));
  if (c.strategy === 'MANUAL') {
    const chosen = (c.testCaseId && manual.get(c.testCaseId)) || new Set<string>();
    return mine.filter((a) => chosen.has(a.id));
  }
  return mine.filter(
    (a) =>
      a.enabledForTesting &&
      (a.agentIds.length === 0 || a.agentIds.includes(c.agentId)) &&
      (a.tags.length === 0 || a.tags.some((t) => c.caseTags.includes(t))),
  );
}
