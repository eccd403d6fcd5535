import { allowed, type NavMode, type NavSectionId, type SurfaceNavEntry, type Viewer } from '../surface';

export interface NavSection {
  id: NavSectionId;
  label?: string;
  items: SurfaceNavEntry[];
}

/** Section headings per mode; `main` and `footer` have none. */
export const SECTION_LABELS: Record<NavMode, Partial<Record<NavSectionId, string>>> = {
  classic: { testing: 'Testing', metrics: 'Metrics', monitoring: 'Monitoring' },
  'testing-framework': { configuration: 'Configuration', testing: 'Testing', monitoring: 'Monitoring' },
};
const SECTION_ORDER: NavSectionId[] = ['main', 'configuration', 'testing', 'metrics', 'monitoring', 'footer'];

/** The navigation for one mode and viewer: only the features' entries this viewer may see, empty sections dropped. */
export function navSections(entries: SurfaceNavEntry[], mode: NavMode, viewer: Viewer): NavSection[] {
  const visible = entries.filter((e) => (!e.mode || e.mode === mode) && allowed(e, viewer)).sort((a, b) => a.order - b.order);
  return SECTION_ORDER.map((id) => ({ id, label: SECTION_LABELS[mode][id], items: visible.filter((e) => e.section === id) })).filter(
    (s) => s.items.length > 0,
  );
}
