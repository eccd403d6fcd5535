import { describe, expect, it } from 'vitest';
import { evaluateDeterministic, type AssertionSpec } from '.';
import { BOOKING, EMPTY, SILENT, UNICODE } from './test-fixtures';

const a = (evaluationType: AssertionSpec['evaluationType'], config: Record<string, unknown>): AssertionSpec => ({
  name: 'x',
  evaluationType,
  config,
});

describe('contains / not contains', () => {
  it('finds words in any agent reply, case-insensitively by default, pointing at the turn', () => {
    const v = evaluateDeterministic(BOOKING, a('CONTAINS', { text: 'BOOKED: tuesday' }))!;
    expect(v).toMatchObject({ status: 'PASSED', turn: 3 });
  });
  it('honours case sensitivity and a given turn', () => {
    expect(evaluateDeterministic(BOOKING, a('CONTAINS', { text: 'booked', caseSensitive: true }))!.status).toBe('FAILED');
    expect(evaluateDeterministic(BOOKING, a('CONTAINS', { text: 'booked', turn: 1 }))).toMatchObject({ status: 'FAILED', turn: 1 });
    expect(evaluateDeterministic(BOOKING, a('CONTAINS', { text: 'booked', turn: 2 }))).toMatchObject({ status: 'PASSED', turn: 3 });
  });
  it('only reads the agent, never the caller', () => {
    expect(evaluateDeterministic(BOOKING, a('CONTAINS', { text: 'appointment' }))!.status).toBe('FAILED');
  });
  it('fails contains and passes not-contains when the agent never answered or nothing was said', () => {
    for (const t of [EMPTY, SILENT]) {
      expect(evaluateDeterministic(t, a('CONTAINS', { text: 'hello' }))).toMatchObject({ status: 'FAILED', reason: 'The agent never answered' });
      expect(evaluateDeterministic(t, a('NOT_CONTAINS', { text: 'hello' }))!.status).toBe('PASSED');
    }
  });
  it('matches unicode regardless of case and normalisation', () => {
    expect(evaluateDeterministic(UNICODE, a('CONTAINS', { text: 'CAFÉ ZOË' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(UNICODE, a('CONTAINS', { text: 'cafe\u0301' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(UNICODE, a('CONTAINS', { text: '🎉' }))!.status).toBe('PASSED');
  });
  it('not-contains fails at the reply that said it', () => {
    const v = evaluateDeterministic(BOOKING, a('NOT_CONTAINS', { text: 'goodbye' }))!;
    expect(v).toMatchObject({ status: 'FAILED', turn: 5 });
    expect(v.reason).toContain('Goodbye!');
  });
  it('turns bad settings into an ERROR verdict, not a crash', () => {
    expect(evaluateDeterministic(BOOKING, a('CONTAINS', { text: '' }))!.status).toBe('ERROR');
  });
});
