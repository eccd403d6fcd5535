import { describe, expect, it } from 'vitest';
import { callMinutes, caseRunCharge, estimateCredits } from './pricing';

describe('credit pricing', () => {
  it('charges a call per started minute, at least one', () => {
    expect(callMinutes(null)).toBe(1);
    expect(callMinutes(0)).toBe(1);
    expect(callMinutes(60_000)).toBe(1);
    expect(callMinutes(60_001)).toBe(2);
    expect(caseRunCharge('VOICE', 125_000)).toEqual({ activityType: 'CALL_SIM', credits: 3 });
    expect(caseRunCharge('CHAT', 999_999)).toEqual({ activityType: 'CHAT_SIM', credits: 1 });
  });
  it('estimates a run as its most: chat per case run, calls per longest allowed minute', () => {
    expect(estimateCredits('CHAT', [5, 5, 5], 2)).toBe(6);
    expect(estimateCredits('VOICE', [1, 2.5, 10], 1)).toBe(14);
    expect(estimateCredits('VOICE', [], 3)).toBe(0);
  });
});
