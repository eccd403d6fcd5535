import { FlaskConical, Gauge, LayoutDashboard, ListChecks, ShieldCheck, SlidersHorizontal, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on an exact path match. */
  end?: boolean;
}

export interface NavSection {
  label?: string;
  items: NavItem[];
}

/** Classic-mode navigation for the screens that exist (SPEC §2.2, §6: Testing is admin-only). */
export function navSections(isAdmin: boolean): NavSection[] {
  const dashboard: NavSection = { items: [{ label: 'Dashboard', to: '/', icon: LayoutDashboard, end: true }] };
  if (!isAdmin) return [dashboard, { items: [{ label: 'Test results', to: '/test-runs', icon: FlaskConical }] }];
  return [
    dashboard,
    {
      label: 'Testing',
      items: [
        { label: 'Cases', to: '/test-cases', icon: ListChecks },
        { label: 'Results', to: '/test-runs', icon: FlaskConical },
      ],
    },
    {
      label: 'Metrics',
      items: [
        { label: 'Assertions', to: '/metrics/assertions', icon: ShieldCheck },
        { label: 'Custom metrics (beta)', to: '/metrics/custom', icon: Gauge },
        { label: 'Thresholds', to: '/settings/metrics-thresholds', icon: SlidersHorizontal },
      ],
    },
  ];
}
