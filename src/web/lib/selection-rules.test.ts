import { describe, expect, test } from 'vitest';
import { agentDetailId, sanitizeSelection } from './selection-rules';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const G = '33333333-3333-4333-8333-333333333333';
const p = (s: string) => new URLSearchParams(s);

describe('agentDetailId', () => {
  test('detail and edit pages name their agent; new and create do not', () => {
    expect(agentDetailId(`/agents/${A}`)).toBe(A);
    expect(agentDetailId(`/agents/${A}/edit`)).toBe(A);
    expect(agentDetailId('/agents/new')).toBeNull();
    expect(agentDetailId('/agents/create')).toBeNull();
    expect(agentDetailId('/test-runs')).toBeNull();
    expect(agentDetailId(`/agents/${A}/other`)).toBeNull();
  });
});

describe('sanitizeSelection', () => {
  test('a valid selection is left alone', () => {
    expect(sanitizeSelection(p(`agent=${A}`), { agents: [A], groups: [] })).toBeNull();
    expect(sanitizeSelection(p(`group=${G}&tab=x`), { agents: [A], groups: [G] })).toBeNull();
  });
  test('ids that cannot exist are dropped at once, before the lists load', () => {
    expect(sanitizeSelection(p('agent=abc&tab=x'), {})!.toString()).toBe('tab=x');
    expect(sanitizeSelection(p('group=zzz'), {})!.toString()).toBe('');
    expect(sanitizeSelection(p('agent=overview'), {})!.toString()).toBe('');
  });
  test('unknown agents and groups are dropped once the lists are known', () => {
    expect(sanitizeSelection(p(`agent=${B}`), { agents: [A], groups: [] })!.toString()).toBe('');
    expect(sanitizeSelection(p(`agent=${A}&group=${G}`), { agents: [A], groups: [] })!.toString()).toBe(`agent=${A}`);
    expect(sanitizeSelection(p(`agent=${B}`), {})).toBeNull();
  });
  test("an agent's own page moves the selector to that agent", () => {
    expect(sanitizeSelection(p(`agent=${B}&group=${G}`), { pageAgentId: A })!.toString()).toBe(`agent=${A}`);
    expect(sanitizeSelection(p(''), { pageAgentId: A })!.toString()).toBe(`agent=${A}`);
    expect(sanitizeSelection(p(`agent=${A}`), { pageAgentId: A })).toBeNull();
  });
});
