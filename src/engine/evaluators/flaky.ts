/**
 * Why a flaky case is flaky: put an attempt that passed beside one that failed and show where
 * the agent said something different, and which checks changed their verdict. Replies are
 * compared after folding case and spacing, so a reflowed sentence is not a difference.
 */
export interface AttemptForDiff {
  caseRunId: string;
  /** The agent's replies in order. */
  agentReplies: string[];
  /** Assertion name → its verdict in this attempt. */
  verdicts: Record<string, string>;
}

export interface DifferingTurn {
  /** 1-based: the agent's n-th reply. */
  turn: number;
  passed: string | null;
  failed: string | null;
}

export interface FlakyDivergence {
  passedCaseRunId: string;
  failedCaseRunId: string;
  differingTurns: DifferingTurn[];
  /** Checks that passed in one attempt and did not in the other. */
  flippedAssertions: string[];
}

const MAX_TURNS_SHOWN = 5;
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

export function flakyDivergence(passed: AttemptForDiff, failed: AttemptForDiff): FlakyDivergence {
  const differingTurns: DifferingTurn[] = [];
  const turns = Math.max(passed.agentReplies.length, failed.agentReplies.length);
  for (let i = 0; i < turns && differingTurns.length < MAX_TURNS_SHOWN; i++) {
    const a = passed.agentReplies[i] ?? null;
    const b = failed.agentReplies[i] ?? null;
    if (a === null || b === null || fold(a) !== fold(b)) differingTurns.push({ turn: i + 1, passed: a, failed: b });
  }
  const names = new Set([...Object.keys(passed.verdicts), ...Object.keys(failed.verdicts)]);
  const flippedAssertions = [...names].filter((n) => (passed.verdicts[n] === 'PASSED') !== (failed.verdicts[n] === 'PASSED')).sort();
  return { passedCaseRunId: passed.caseRunId, failedCaseRunId: failed.caseRunId, differingTurns, flippedAssertions };
}
