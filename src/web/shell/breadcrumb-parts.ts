import { BREADCRUMB_MAX_CHARS } from '../../shared/constants';
import { truncate } from '../lib/format';

export type IdKind = 'test-runs' | 'test-cases' | 'agents' | 'assertions' | 'evals';

export interface Crumb {
  path: string;
  label: string;
  /** When set, the label is fetched: the name or title of this entity. */
  id?: { kind: IdKind; value: string };
  linked: boolean;
}

const ID_PARENTS = new Set<string>(['test-runs', 'test-cases', 'agents', 'datasets', 'assertions', 'evals']);
const RESERVED = new Set(['new', 'edit', 'create', 'settings']);
const FETCHABLE = new Set<string>(['test-runs', 'test-cases', 'agents', 'assertions', 'evals']);
const LABELS: Record<string, string> = {
  'test-runs': 'Test Results',
  'test-cases': 'Test Cases',
  agents: 'Agents',
  admin: 'Admin',
  evals: 'Custom Metrics',
  custom: 'Custom metrics (beta)',
  'metrics-thresholds': 'Metrics thresholds',
};
/** Paths that are pages of their own; other crumbs render as text. */
const LINKABLE = [/^\/test-runs$/, /^\/metrics\/assertions$/, /^\/evals$/, /^\/test-cases$/, /^\/admin$/, /^\/test-runs\/[^/]+$/, /^\/agents\/[^/]+$/];

/** SPEC §2.3: an id has ≥10 letters, digits, underscores or hyphens and is not a reserved word. */
export function isIdSegment(segment: string): boolean {
  return /^[A-Za-z0-9_-]{10,}$/.test(segment) && !RESERVED.has(segment);
}

function titleCase(segment: string) {
  return segment.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Breadcrumbs derived from the path; text is cut at 40 characters. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, i) => {
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const parent = segments[i - 1];
    const linked = i < segments.length - 1 && LINKABLE.some((re) => re.test(path));
    if (parent && ID_PARENTS.has(parent) && isIdSegment(segment)) {
      return {
        path,
        label: truncate(segment, BREADCRUMB_MAX_CHARS),
        id: FETCHABLE.has(parent) ? { kind: parent as IdKind, value: segment } : undefined,
        linked,
      };
    }
    let label = LABELS[segment] ?? titleCase(segment);
    if (segment === 'edit' && segments[i - 2] === 'test-cases') label = 'Edit Test Case';
    if (segment === 'edit' && segments[i - 2] === 'agents') label = 'Edit Agent';
    if (segment === 'edit' && segments[i - 2] === 'assertions') label = 'Edit Assertion';
    if (segment === 'new' && parent === 'assertions') label = 'Create new Assertion';
    return { path, label: truncate(label, BREADCRUMB_MAX_CHARS), linked };
  });
}
