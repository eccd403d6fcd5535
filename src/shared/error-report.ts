// How the browser sorts an error before showing or reporting it: its category (what the user
// should do), its class (what kind of failure it was), the report level and the fingerprint.

export type ErrorCategory =
  | 'network'
  | 'data_fetch'
  | 'authentication'
  | 'validation'
  | 'server'
  | 'timeout'
  | 'permission'
  | 'json_parse'
  | 'unknown';

// Checked in this order: a timeout is not a network failure, an auth failure not a permission one.
const CATEGORY_RULES: Array<[ErrorCategory, RegExp]> = [
  ['timeout', /timeout|timed out|deadline/i],
  ['json_parse', /unexpected token|json|end of input/i],
  ['authentication', /\b401\b|unauthenticated|not authenticated/i],
  ['permission', /\b403\b|permission|forbidden/i],
  ['network', /network|cors|connection|offline|failed to fetch/i],
  ['data_fetch', /fetch|load/i],
  ['validation', /validation|invalid|required|format/i],
  ['server', /server|internal|\b5\d\d\b/i],
];

export function errorCategory(message: string | null | undefined): ErrorCategory {
  if (!message) return 'unknown';
  return CATEGORY_RULES.find(([, re]) => re.test(message))?.[0] ?? 'unknown';
}

export type ErrorClass = 'network' | 'type' | 'reference' | 'async' | 'validation' | 'general';

/** The kind of failure, from the error's name first and its message second. */
export function errorClass(error: { name?: string; message?: string } | null | undefined): ErrorClass {
  const name = error?.name ?? '';
  const message = error?.message ?? '';
  if (name === 'TypeError' && /fetch|network/i.test(message)) return 'network';
  if (/network|failed to fetch|cors/i.test(message)) return 'network';
  if (name === 'TypeError') return 'type';
  if (name === 'ReferenceError') return 'reference';
  if (name === 'AbortError' || /promise|async|unhandled rejection/i.test(`${name} ${message}`)) return 'async';
  if (name === 'ZodError' || /validation|invalid input/i.test(message)) return 'validation';
  return 'general';
}

export type ReportLevel = 'warning' | 'error' | 'fatal';
const CRITICAL_PAGES = ['/agents', '/test-runs', '/monitoring'];

/** Fetch and network failures are warnings (the user's line, not our code); failures on the key pages are fatal. */
export function reportLevel(message: string, route: string): ReportLevel {
  if (/fetch|network/i.test(message)) return 'warning';
  if (CRITICAL_PAGES.some((p) => route === p || route.startsWith(`${p}/`))) return 'fatal';
  return 'error';
}

export const FINGERPRINT_MAX_CHARS = 100;

/** Groups reports of the same failure: its class and the start of its message. */
export function fingerprint(error: { name?: string; message?: string }): string[] {
  return [errorClass(error), (error.message ?? '').slice(0, FINGERPRINT_MAX_CHARS)];
}
