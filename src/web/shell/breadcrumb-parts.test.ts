import { describe, expect, test } from 'vitest';
import { breadcrumbsFor, isIdSegment } from './breadcrumb-parts';

describe('breadcrumbsFor (SPEC §2.3)', () => {
  test('an id after test-runs is fetched by name; the section has its fixed label', () => {
    const id = '0b9d6f6e-4a8e-4c43-9a57-0d2a3c1b2f11';
    expect(breadcrumbsFor(`/test-runs/${id}`)).toEqual([
      { path: '/test-runs', label: 'Test Results', linked: true },
      { path: `/test-runs/${id}`, label: id, id: { kind: 'test-runs', value: id }, linked: false },
    ]);
  });

  test('edit pages get their fixed labels', () => {
    expect(breadcrumbsFor('/test-cases/abcdefghij12/edit').at(-1)!.label).toBe('Edit Test Case');
    expect(breadcrumbsFor('/agents/abcdefghij12/edit').at(-1)!.label).toBe('Edit Agent');
  });

  test('reserved words and short segments are not ids', () => {
    expect(isIdSegment('create')).toBe(false);
    expect(isIdSegment('short')).toBe(false);
    expect(isIdSegment('abc_DEF-123')).toBe(true);
    expect(breadcrumbsFor('/test-cases/new')[1]).toEqual({ path: '/test-cases/new', label: 'New', linked: false });
  });

  test('labels are cut at 40 characters', () => {
    const label = breadcrumbsFor(`/${'x'.repeat(60)}`)[0]!.label;
    expect(label).toHaveLength(40);
    expect(label.endsWith('…')).toBe(true);
  });
});
