import type { LucideIcon } from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import type { ClientFlagName } from '../shared/flags';
import { hasPermission, type Permission } from '../shared/roles';

// What a feature shows on the web, declared in one file per feature (`ui/surface.ts`) and
// listed once in `web/surfaces.ts`. The shell only reads these lists, so a new page touches
// its own folder and one line there.

export type NavMode = 'classic' | 'testing-framework';
/** Where an entry sits: `main` is the unlabelled top group, `footer` sits above the profile; the others are labelled per mode. */
export type NavSectionId = 'main' | 'configuration' | 'testing' | 'metrics' | 'monitoring' | 'footer';

/** Who may see an entry or open a route. `admin` is the system-admin check. */
export interface Audience {
  adminOnly?: boolean;
  nonAdminOnly?: boolean;
  /** A client flag that must be on. */
  flag?: ClientFlagName;
  /** A permission bit the viewer's role in the current workspace must carry. */
  permission?: Permission;
}

export interface SurfaceRoute extends Audience {
  /** Relative to the root, React Router syntax: `test-runs/:id`; '' is the index. */
  path: string;
  /** A component made with lazyPage, so the page downloads only when opened. */
  page: ComponentType;
  /** Renders without the shell, the user, the workspace or the flags (e.g. sign-in). */
  bare?: boolean;
  /** `:id` params are UUIDs unless this says otherwise; anything else shows the not-found page. */
  anyId?: boolean;
}

export interface SurfaceNavEntry extends Audience {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Omitted: shown in both navigation modes. */
  mode?: NavMode;
  section: NavSectionId;
  /** Smaller first, across all features. */
  order: number;
  /** Active only on an exact path match. */
  end?: boolean;
  beta?: boolean;
}

export interface SurfaceCrumb {
  /** The first path segment this feature owns, e.g. `test-runs`. */
  segment: string;
  label: string;
  /** `/segment` is a page of its own. */
  linkable?: boolean;
  /** `/segment/:id` is a page of its own. */
  idLinkable?: boolean;
  /** Fixed labels of deeper paths, keyed by the path under the segment with ids as `:id` (`':id/edit'`, `'new'`). */
  labels?: Record<string, string>;
  /** A hook returning the name or title for an id segment (undefined until known). */
  useName?: (id: string) => string | undefined;
}

export interface SettingsEntry extends Audience {
  label: string;
  to: string;
  icon: LucideIcon;
  order: number;
}

export interface Surface {
  name: string;
  routes?: SurfaceRoute[];
  nav?: SurfaceNavEntry[];
  crumbs?: SurfaceCrumb[];
  settings?: SettingsEntry[];
}

/** A page component loaded on first render (route-level code splitting). */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export interface Viewer {
  isAdmin: boolean;
  /** The viewer's role in the current workspace. */
  role?: string | null;
  flags: Record<ClientFlagName, boolean>;
}

/** Whether a viewer may see an entry or open a route. */
export function allowed(item: Audience, viewer: Viewer): boolean {
  if (item.adminOnly && !viewer.isAdmin) return false;
  if (item.nonAdminOnly && viewer.isAdmin) return false;
  if (item.flag && !viewer.flags[item.flag]) return false;
  if (item.permission && !hasPermission(viewer.role, item.permission)) return false;
  return true;
}
