import type { AssertionRunStatus } from '../../shared/scoring';
import type { Importance } from '../../shared/scoring';

/** One check on a case run: an assertion verdict (after any human override) or a threshold. */
export interface CheckResult {
  kind: 'ASSERTION' | 'THRESHOLD';
  name: string;
  importance: Importance;
  status: AssertionRunStatus;
}

export interface CaseScore {
  /** true: the case passed; false: it failed; null: it could not be decided (said why in `reason`). */
  outcomeAchieved: boolean | null;
  /** 0–100, weighted by importance over decided checks; null when nothing weighted was decided. */
  score: number | null;
  counts: Record<'passed' | 'failed' | 'skipped' | 'error' | 'pending', number>;
  reason: string;
}

/** How much a check weighs in the score: NICE_TO_HAVE is reported but does not move it. */
export const IMPORTANCE_WEIGHT: Record<Importance, number> = { CRITICAL: 3, IMPORTANT: 1, NICE_TO_HAVE: 0 };

/**
 * The one rule from checks to a case's verdict (docs/scoring.md explains it for users):
 * 1. a conversation that ended in ERROR failed (the agent could not be tested); CANCELLED is not scored;
 * 2. any CRITICAL check FAILED → the case failed;
 * 3. otherwise a CRITICAL check SKIPPED, ERROR or PENDING → undecided, never a pass;
 * 4. otherwise no check PASSED or FAILED at all → undecided ("nothing was checked");
 * 5. otherwise the case passed. IMPORTANT failures lower the score, not the outcome.
 */
export function scoreCase(conversation: 'COMPLETED' | 'ERROR' | 'CANCELLED', checks: CheckResult[]): CaseScore {
  const counts = { passed: 0, failed: 0, skipped: 0, error: 0, pending: 0 };
  let weight = 0;
  let earned = 0;
  for (const c of checks) {
    counts[c.status.toLowerCase() as keyof typeof counts]++;
    if (c.status === 'PASSED' || c.status === 'FAILED') {
      weight += IMPORTANCE_WEIGHT[c.importance];
      if (c.status === 'PASSED') earned += IMPORTANCE_WEIGHT[c.importance];
    }
  }
  const score = weight ? Math.round((1000 * earned) / weight) / 10 : null;
  if (conversation === 'CANCELLED') return { outcomeAchieved: null, score: null, counts, reason: 'The case was cancelled' };
  if (conversation === 'ERROR') return { outcomeAchieved: false, score: 0, counts, reason: 'The conversation ended in error' };
  const critical = checks.filter((c) => c.importance === 'CRITICAL');
  const failed = critical.filter((c) => c.status === 'FAILED');
  if (failed.length) return { outcomeAchieved: false, score, counts, reason: `Critical check failed: ${failed.map((c) => c.name).join(', ')}` };
  const open = critical.filter((c) => c.status !== 'PASSED');
  if (open.length) return { outcomeAchieved: null, score, counts, reason: `Critical check not decided: ${open.map((c) => c.name).join(', ')}` };
  if (!counts.passed && !counts.failed) return { outcomeAchieved: null, score, counts, reason: 'Nothing was checked' };
  return { outcomeAchieved: true, score, counts, reason: counts.failed ? `Passed with ${counts.failed} non-critical failure(s)` : 'All checks passed' };
}

export interface RunCase {
  testCaseId: string | null;
  outcomeAchieved: boolean | null;
  score: number | null;
}

export interface RunScore {
  passed: number;
  failed: number;
  undecided: number;
  /** passed / (passed + failed); null when no case was decided. */
  passRate: number | null;
  /** Mean of the case scores that exist. */
  score: number | null;
  /** With repeats: the share of test cases whose every attempt passed (pass^k); null without repeats. */
  passAllK: number | null;
  /** Test cases with both a passed and a failed attempt. */
  flaky: string[];
}

export function scoreRun(cases: RunCase[]): RunScore {
  const passed = cases.filter((c) => c.outcomeAchieved === true).length;
  const failed = cases.filter((c) => c.outcomeAchieved === false).length;
  const scores = cases.map((c) => c.score).filter((s): s is number => s != null);
  const byCase = new Map<string, (boolean | null)[]>();
  for (const c of cases) if (c.testCaseId) byCase.set(c.testCaseId, [...(byCase.get(c.testCaseId) ?? []), c.outcomeAchieved]);
  const repeated = [...byCase.values()].some((v) => v.length > 1);
  const groups = [...byCase.entries()];
  return {
    passed,
    failed,
    undecided: cases.length - passed - failed,
    passRate: passed + failed ? passed / (passed + failed) : null,
    score: scores.length ? Math.round((10 * scores.reduce((a, b) => a + b, 0)) / scores.length) / 10 : null,
    passAllK: repeated && groups.length ? groups.filter(([, v]) => v.every((o) => o === true)).length / groups.length : null,
    flaky: groups.filter(([, v]) => v.includes(true) && v.includes(false)).map(([id]) => id),
  };
}
