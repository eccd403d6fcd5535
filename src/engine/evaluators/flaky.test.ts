import { describe, expect, it } from 'vitest';
import { flakyDivergence } from './flaky';

describe('flakyDivergence', () => {
  it('lists the turns where the replies differ and the checks that flipped', () => {
    const d = flakyDivergence(
      { caseRunId: 'a', agentReplies: ['Hello!', 'Booked for 3 pm.', 'Bye'], verdicts: { booked: 'PASSED', polite: 'PASSED' } },
      { caseRunId: 'b', agentReplies: ['hello! ', 'Sorry, no slots.'], verdicts: { booked: 'FAILED', polite: 'PASSED' } },
    );
    expect(d.differingTurns).toEqual([
      { turn: 2, passed: 'Booked for 3 pm.', failed: 'Sorry, no slots.' },
      { turn: 3, passed: 'Bye', failed: null },
    ]);
    expect(d.flippedAssertions).toEqual(['booked']);
  });

  it('finds no differing turn when only the verdict changed, and handles empty transcripts and unicode', () => {
    const d = flakyDivergence(
      { caseRunId: 'a', agentReplies: ['Grüße 👋'], verdicts: { judge: 'PASSED' } },
      { caseRunId: 'b', agentReplies: ['GRÜẞE  👋'], verdicts: { judge: 'ERROR', extra: 'SKIPPED' } },
    );
    expect(d.differingTurns).toEqual([]);
    expect(d.flippedAssertions).toEqual(['judge']);
    expect(flakyDivergence({ caseRunId: 'a', agentReplies: [], verdicts: {} }, { caseRunId: 'b', agentReplies: [], verdicts: {} }).differingTurns).toEqual([]);
  });

  it('shows at most five differing turns', () => {
    const many = (p: string) => Array.from({ length: 9 }, (_, i) => `${p}${i}`);
    expect(flakyDivergence({ caseRunId: 'a', agentReplies: many('x'), verdicts: {} }, { caseRunId: 'b', agentReplies: many('y'), verdicts: {} }).differingTurns).toHaveLength(5);
  });
});
