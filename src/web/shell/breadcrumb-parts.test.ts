import { describe, expect, test } from 'vitest';
import type { SurfaceCrumb } from '../surface';
import { breadcrumbsFor, isIdSegment } from './breadcrumb-parts';

const useName = () => undefined;
const PARTS: SurfaceCrumb[] = [
  { segment: 'test-runs', label: 'Test Results', linkable: true, idLinkable: true, useName },
  { segment: 'test-cases', label: 'Test Cases', linkable: true, labels: { ':id/edit': 'Edit Test Case', new: 'New Test Case' }, useName },
  { segment: 'agents', label: 'Agents', idLinkable: true, labels: { ':id/edit': 'Edit Agent' }, useName },
  { segment: 'settings', label: 'Settings', labels: { profile: 'Profile' } },
];

describe('breadcrumbsFor', () => {
  test('an id after test-runs is looked up by its feature; the section has its fixed label', () => {
    const id = '0b9d6f6e-4a8e-4c43-9a57-0d2a3c1b2f11';
    expect(breadcrumbsFor(`/test-runs/${id}`, PARTS)).toEqual([
      { path: '/test-runs', label: 'Test Results', linked: true },
      { path: `/test-runs/${id}`, label: id, id: { segment: 'test-runs', value: id }, linked: false },
    ]);
  });

  test('edit pages get their fixed labels and the id crumb links only where the feature has that page', () => {
    const cases = breadcrumbsFor('/test-cases/abcdefghij12/edit', PARTS);
    expect(cases.at(-1)!.label).toBe('Edit Test Case');
    expect(cases[1]!.linked).toBe(false);
    const agent = breadcrumbsFor('/agents/abcdefghij12/edit', PARTS);
    expect(agent.at(-1)!.label).toBe('Edit Agent');
    expect(agent[0]!.linked).toBe(false);
    expect(agent[1]!.linked).toBe(true);
  });

  test('reserved words and short segments are not ids', () => {
    expect(isIdSegment('create')).toBe(false);
    expect(isIdSegment('settings')).toBe(false);
    expect(isIdSegment('short')).toBe(false);
    expect(isIdSegment('abcdefghi')).toBe(false);
    expect(isIdSegment('abcdefghij')).toBe(true);
    expect(isIdSegment('abc_DEF-123')).toBe(true);
    expect(isIdSegment('abc.def.ghij')).toBe(false);
    expect(breadcrumbsFor('/test-cases/new', PARTS)[1]).toEqual({ path: '/test-cases/new', label: 'New Test Case', linked: false });
  });

  test('an id under a segment that is not an id parent stays text', () => {
    expect(breadcrumbsFor('/settings/abcdefghijkl', PARTS)[1]).toEqual({ path: '/settings/abcdefghijkl', label: 'Abcdefghijkl', linked: false });
  });

  test('labels are cut at 40 characters', () => {
    const label = breadcrumbsFor(`/${'x'.repeat(60)}`, PARTS)[0]!.label;
    expect(label).toHaveLength(40);
    expect(label.endsWith('…')).toBe(true);
  });
});
