import { describe, expect, test } from 'vitest';
import { searchAgents } from './agent-search';

const agents = [
  { id: 'a1', name: 'Demo Clinic Front Desk', sourceId: 'demo-clinic' },
  { id: 'a2', name: 'Billing assistant', sourceId: null },
  { id: 'a3', name: 'Pharmacy refills', sourceId: 'rx-42' },
];

describe('searchAgents (SPEC §9: fuzzy, threshold 0.4)', () => {
  test('an empty query keeps every agent', () => {
    expect(searchAgents(agents, '  ')).toEqual(agents);
  });
  test('matches names fuzzily, tolerating a typo', () => {
    expect(searchAgents(agents, 'clinc')[0]!.id).toBe('a1');
    expect(searchAgents(agents, 'zzzz')).toEqual([]);
  });
  test('an exact source id comes first', () => {
    expect(searchAgents(agents, 'rx-42')[0]!.id).toBe('a3');
  });
});
