import { describe, expect, it } from 'vitest';
import { evaluateDeterministic, type AssertionSpec } from '.';
import { BOOKING, convo, EMPTY, SILENT } from './test-fixtures';

const as = (evaluationType: AssertionSpec['evaluationType'], config: Record<string, unknown>): AssertionSpec => ({ name: 't', evaluationType, config });
const timed = convo(['a', 'b', 'c', 'd'], {}, [{}, { firstByteMs: 50, fullReplyMs: 120 }, {}, { firstByteMs: 80, fullReplyMs: 900 }]);

describe('latency, duration, turn count, ending', () => {
  it('bounds every agent turn’s latency and points at the slowest', () => {
    expect(evaluateDeterministic(timed, as('TURN_LATENCY', { maxMs: 500 }))).toMatchObject({ status: 'FAILED', turn: 3 });
    expect(evaluateDeterministic(timed, as('TURN_LATENCY', { maxMs: 500, measure: 'FIRST_BYTE' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(timed, as('TURN_LATENCY', { maxMs: 500, turn: 1 }))).toMatchObject({ status: 'PASSED', turn: 1 });
    expect(evaluateDeterministic(SILENT, as('TURN_LATENCY', { maxMs: 500 }))!.status).toBe('FAILED');
    expect(evaluateDeterministic(BOOKING, as('TURN_LATENCY', { maxMs: 500 }))!.reason).toMatch(/No full reply time/);
  });
  it('bounds call duration on both sides', () => {
    expect(evaluateDeterministic(BOOKING, as('CALL_DURATION', { maxMs: 2000 }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(BOOKING, as('CALL_DURATION', { minMs: 2000 }))!.status).toBe('FAILED');
    expect(evaluateDeterministic(BOOKING, as('CALL_DURATION', {}))!.status).toBe('ERROR');
  });
  it('counts agent turns', () => {
    expect(evaluateDeterministic(BOOKING, as('TURN_COUNT', { min: 2, max: 3 }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(BOOKING, as('TURN_COUNT', { max: 2 }))!.reason).toBe('3 agent turns, expected at most 2');
    expect(evaluateDeterministic(EMPTY, as('TURN_COUNT', { min: 1 }))!.status).toBe('FAILED');
  });
  it('checks who ended the call and why', () => {
    expect(evaluateDeterministic(BOOKING, as('ENDED_BY', { ender: 'TESTER' }))).toMatchObject({ status: 'PASSED', turn: 5 });
    expect(evaluateDeterministic(SILENT, as('ENDED_BY', { ender: 'AGENT' }))!.reason).toMatch(/system ended the call, expected the agent/);
    expect(evaluateDeterministic(BOOKING, as('END_REASON', { reasons: ['SCRIPT_COMPLETED', 'AGENT_ENDED_CALL'] }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(SILENT, as('END_REASON', { reasons: ['SCRIPT_COMPLETED'] }))!.reason).toBe('Ended: SESSION TIMEOUT, expected SCRIPT COMPLETED');
    expect(evaluateDeterministic(EMPTY, as('END_REASON', { reasons: [] }))!.status).toBe('ERROR');
  });
});
