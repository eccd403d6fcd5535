import { describe, expect, it } from 'vitest';
import { runOutcome } from './run-outcome';

const done = { status: 'COMPLETED', cancelledAt: null };

describe('runOutcome', () => {
  it('reads a run by its case runs, not by its bare status', () => {
    expect(runOutcome(done, { COMPLETED: 3 })).toBe('SUCCEEDED');
    expect(runOutcome(done, { ERROR: 3 })).toBe('FAILED');
    expect(runOutcome(done, { COMPLETED: 2, ERROR: 1 })).toBe('PARTIAL');
    expect(runOutcome(done, { COMPLETED: 2, CANCELLED: 1 })).toBe('PARTIAL');
    expect(runOutcome(done, { CANCELLED: 2 })).toBe('CANCELLED');
  });
  it('says running until the run completes, and cancelled once a person cancelled it', () => {
    expect(runOutcome({ status: 'RUNNING', cancelledAt: null }, { ERROR: 2, QUEUED: 1 })).toBe('RUNNING');
    expect(runOutcome({ status: 'COMPLETED', cancelledAt: new Date() }, { COMPLETED: 5, CANCELLED: 1 })).toBe('CANCELLED');
    expect(runOutcome({ status: 'RUNNING', cancelledAt: new Date() }, { SCORING: 1, CANCELLED: 1 })).toBe('CANCELLED');
  });
});
