import { describe, expect, it } from 'vitest';
import { unsafeRegexReason } from '../../shared/safe-regex';
import { evaluateDeterministic, type AssertionSpec } from '.';
import { compileSafe } from './regex';
import { BOOKING, convo, EMPTY, UNICODE } from './test-fixtures';

const rx = (config: Record<string, unknown>): AssertionSpec => ({ name: 'r', evaluationType: 'REGEX', config });

describe('regex', () => {
  it('matches agent replies and points at the turn', () => {
    expect(evaluateDeterministic(BOOKING, rx({ pattern: '[A-Z]{2}-\\d{4}' }))).toMatchObject({ status: 'PASSED', turn: 3 });
    expect(evaluateDeterministic(BOOKING, rx({ pattern: 'refund' }))!.status).toBe('FAILED');
  });
  it('is case-insensitive unless asked, including inside classes and ranges', () => {
    expect(evaluateDeterministic(BOOKING, rx({ pattern: 'TUESDAY AT [0-9]+' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(BOOKING, rx({ pattern: 'TUESDAY', caseSensitive: true }))!.status).toBe('FAILED');
    expect(evaluateDeterministic(BOOKING, rx({ pattern: 'reference is [a-z]{2}-\\d+' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(BOOKING, rx({ pattern: '\\x41B-1234' }))!.status).toBe('PASSED');
  });
  it('supports "must not match"', () => {
    expect(evaluateDeterministic(BOOKING, rx({ pattern: 'sorry|cannot', shouldMatch: false }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(EMPTY, rx({ pattern: 'x', shouldMatch: false }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(EMPTY, rx({ pattern: 'x' }))!.status).toBe('FAILED');
  });
  it('handles unicode text', () => {
    expect(evaluateDeterministic(UNICODE, rx({ pattern: 'café zoë' }))!.status).toBe('PASSED');
  });
  it('refuses back-references, lookarounds, over-long and invalid patterns with a reason', () => {
    expect(unsafeRegexReason('(a)\\1')).toMatch(/Back-references/);
    expect(unsafeRegexReason('(?=a)b')).toMatch(/Lookarounds/);
    expect(unsafeRegexReason('a'.repeat(400))).toMatch(/limited/);
    expect(unsafeRegexReason('(')).toMatch(/Not a valid/);
    expect(evaluateDeterministic(BOOKING, rx({ pattern: '(?<!x)y' }))).toMatchObject({ status: 'ERROR' });
  });
  it('runs a classic catastrophic pattern in linear time', () => {
    const evil = convo(['hi', `${'a'.repeat(4000)}!`]);
    // A backtracking engine would not finish this within the test's timeout; the linear one takes milliseconds.
    const v = evaluateDeterministic(evil, rx({ pattern: '^(a+)+$' }))!;
    expect(v.status).toBe('FAILED');
    expect(compileSafe('(a|aa)*b', false).test('a'.repeat(5000))).toBe(false);
  });
});
