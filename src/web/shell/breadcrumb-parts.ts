import { BREADCRUMB_MAX_CHARS } from '../../shared/constants';
import { truncate } from '../lib/format';
import type { SurfaceCrumb } from '../surface';

export interface Crumb {
  path: string;
  label: string;
  /** When set, the label is fetched through the owning feature's lookup. */
  id?: { segment: string; value: string };
  linked: boolean;
}

/** Only ids under these segments are replaced by a name. */
const ID_PARENTS = new Set(['test-runs', 'test-cases', 'datasets', 'assertions', 'agents', 'evals']);
const RESERVED = new Set(['new', 'edit', 'create', 'settings']);

/** An id segment has 10 or more letters, digits, underscores or hyphens and is not a reserved word. */
export function isIdSegment(segment: string): boolean {
  return /^[A-Za-z0-9_-]{10,}$/.test(segment) && !RESERVED.has(segment);
}

function titleCase(segment: string) {
  return segment.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Breadcrumbs derived from the path and the features' crumb parts; text is cut at 40 characters. */
export function breadcrumbsFor(pathname: string, parts: SurfaceCrumb[]): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const part = parts.find((p) => p.segment === segments[0]);
  const isId = (i: number) => i > 0 && ID_PARENTS.has(segments[i - 1]!) && isIdSegment(segments[i]!);
  return segments.map((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const last = i === segments.length - 1;
    const linked = !last && !!part && ((i === 0 && !!part.linkable) || (i === 1 && isId(1) && !!part.idLinkable));
    if (isId(i)) {
      return {
        path,
        label: truncate(segment, BREADCRUMB_MAX_CHARS),
        id: part?.useName && i === 1 ? { segment: segments[0]!, value: segment } : undefined,
        linked,
      };
    }
    if (i === 0) return { path, label: truncate(part?.label ?? titleCase(segment), BREADCRUMB_MAX_CHARS), linked };
    const key = segments
      .slice(1, i + 1)
      .map((s, j) => (isId(j + 1) ? ':id' : s))
      .join('/');
    return { path, label: truncate(part?.labels?.[key] ?? titleCase(segment), BREADCRUMB_MAX_CHARS), linked };
  });
}
