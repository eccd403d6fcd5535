import { describe, expect, it } from 'vitest';
import { evaluateDeterministic, type AssertionSpec } from '.';
import { parsePath, select } from './json-path';
import { BOOKING, convo, EMPTY } from './test-fixtures';

const jp = (config: Record<string, unknown>): AssertionSpec => ({ name: 'j', evaluationType: 'JSON_PATH', config });
const withTools = convo(['Book me Tuesday', 'Done'], {}, [
  {},
  { toolCalls: [{ name: 'lookup', arguments: {} }, { name: 'book', arguments: '{"date":"2026-11-24","slots":[{"h":10}],"tags":["new"],"name":"Zoë"}' }] },
]);

describe('json path', () => {
  it('parses the supported subset', () => {
    expect(parsePath("$.a['b c'][0][*].d")).toEqual([{ key: 'a' }, { key: 'b c' }, { index: 0 }, { any: true }, { key: 'd' }]);
    expect(() => parsePath('$.a..b')).toThrow(/Cannot read/);
    expect(select({ a: [{ b: 1 }, { b: 2 }] }, parsePath('$.a[*].b'))).toEqual([1, 2]);
  });
  it('checks a named tool call’s arguments (JSON text or object)', () => {
    expect(evaluateDeterministic(withTools, jp({ toolName: 'book', path: '$.date', operator: 'EQUALS', expected: '2026-11-24' }))).toMatchObject({ status: 'PASSED', turn: 1 });
    expect(evaluateDeterministic(withTools, jp({ toolName: 'book', path: '$.slots[0].h', operator: 'EQUALS', expected: '11' }))!.status).toBe('FAILED');
    expect(evaluateDeterministic(withTools, jp({ path: '$.tags', operator: 'CONTAINS', expected: 'new' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(withTools, jp({ path: '$.name', operator: 'CONTAINS', expected: 'ZOË' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(withTools, jp({ toolName: 'cancel', path: '$.id' }))).toMatchObject({ status: 'FAILED', reason: 'The agent never called tool “cancel”' });
  });
  it('checks the final state, and fails honestly without one', () => {
    const t = { ...BOOKING, finalState: { booking: { status: 'confirmed' } } };
    expect(evaluateDeterministic(t, jp({ source: 'FINAL_STATE', path: '$.booking.status', operator: 'EQUALS', expected: 'confirmed' }))!.status).toBe('PASSED');
    expect(evaluateDeterministic(EMPTY, jp({ source: 'FINAL_STATE', path: '$.x' }))!.status).toBe('FAILED');
  });
});
