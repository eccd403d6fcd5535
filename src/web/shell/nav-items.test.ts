import { FlaskConical } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CLIENT_FLAGS_OFF } from '../../shared/flags';
import type { SurfaceNavEntry, Viewer } from '../surface';
import { navSections } from './nav-items';
import { effectiveCollapsed, effectiveNavMode } from './nav-prefs';

const icon = FlaskConical;
const ENTRIES: SurfaceNavEntry[] = [
  { label: 'Dashboard', to: '/', icon, section: 'main', order: 0 },
  { label: 'Cases', to: '/test-cases', icon, mode: 'classic', section: 'testing', order: 20, adminOnly: true },
  { label: 'Results', to: '/test-runs', icon, mode: 'classic', section: 'testing', order: 40, adminOnly: true },
  { label: 'Test results', to: '/test-runs', icon, mode: 'classic', section: 'main', order: 40, nonAdminOnly: true },
  { label: 'Cases', to: '/test-cases', icon, mode: 'testing-framework', section: 'testing', order: 20 },
  { label: 'Assertions', to: '/metrics/assertions', icon, mode: 'testing-framework', section: 'configuration', order: 10 },
  { label: 'Playground', to: '/playground', icon, section: 'main', order: 90, flag: 'isPlaygroundEnabled' },
  { label: 'Members', to: '/settings/members', icon, section: 'footer', order: 10, permission: 'LIST_MEMBERS' },
];
const viewer = (isAdmin: boolean, extra: Partial<Viewer> = {}): Viewer => ({ isAdmin, flags: CLIENT_FLAGS_OFF, role: 'WORKSPACE_MEMBER', ...extra });
const shape = (s: ReturnType<typeof navSections>) => s.map((x) => [x.label ?? x.id, x.items.map((i) => i.label)]);

describe('navigation', () => {
  it('classic for an admin: the Testing group; for others a single Test results link', () => {
    expect(shape(navSections(ENTRIES, 'classic', viewer(true)))).toEqual([
      ['main', ['Dashboard']],
      ['Testing', ['Cases', 'Results']],
    ]);
    expect(shape(navSections(ENTRIES, 'classic', viewer(false)))).toEqual([['main', ['Dashboard', 'Test results']]]);
  });
  it('Testing Framework: Configuration, then Testing; empty sections are dropped', () => {
    expect(shape(navSections(ENTRIES, 'testing-framework', viewer(true)))).toEqual([
      ['main', ['Dashboard']],
      ['Configuration', ['Assertions']],
      ['Testing', ['Cases']],
    ]);
  });
  it('flags and permission bits decide the rest', () => {
    const flags = { ...CLIENT_FLAGS_OFF, isPlaygroundEnabled: true };
    expect(shape(navSections(ENTRIES, 'classic', viewer(false, { flags })))[0]![1]).toContain('Playground');
    expect(navSections(ENTRIES, 'classic', viewer(false, { role: 'WORKSPACE_ADMIN' })).find((s) => s.id === 'footer')?.items.map((i) => i.label)).toEqual(['Members']);
    expect(navSections(ENTRIES, 'classic', viewer(false)).find((s) => s.id === 'footer')).toBeUndefined();
  });
  it('the mode: new navigation by default where the toggle is offered; classic otherwise', () => {
    expect(effectiveNavMode(true, null)).toBe('testing-framework');
    expect(effectiveNavMode(true, 'classic')).toBe('classic');
    expect(effectiveNavMode(false, 'testing-framework')).toBe('classic');
  });
  it('the rail: open from tablet width by default; a stored choice wins', () => {
    expect(effectiveCollapsed(true, null)).toBe(false);
    expect(effectiveCollapsed(false, null)).toBe(true);
    expect(effectiveCollapsed(true, '1')).toBe(true);
    expect(effectiveCollapsed(false, '0')).toBe(false);
  });
});
