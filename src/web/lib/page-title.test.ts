import { describe, expect, test } from 'vitest';
import { pageTitleFor } from './page-title';

describe('pageTitleFor (SPEC §2.1)', () => {
  test('sections match by prefix', () => {
    expect(pageTitleFor('/admin')).toBe('Rehearse - Admin');
    expect(pageTitleFor('/auth')).toBe('Rehearse - Authentication');
    expect(pageTitleFor('/settings/profile')).toBe('Rehearse - Settings');
  });
  test('the root and unknown paths are the Dashboard', () => {
    expect(pageTitleFor('/')).toBe('Rehearse - Dashboard');
    expect(pageTitleFor('/administrator')).toBe('Rehearse - Dashboard');
    expect(pageTitleFor('/test-runs/abc')).toBe('Rehearse - Dashboard');
  });
});
