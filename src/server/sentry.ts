import { randomUUID } from 'node:crypto';

/**
 * Errors forwarded to Sentry when SENTRY_DSN is set: one envelope POST per error, no SDK. The
 * server already knows everything Sentry needs (level, route, who saw it, a fingerprint), and an
 * SDK would patch globals and pull a large dependency into a process that must stay small.
 */
export interface ErrorReport {
  level: 'warning' | 'error' | 'fatal';
  message: string;
  /** The error's class name (TypeError, …) when there is one. */
  type?: string;
  stack?: string;
  /** Searchable tags: source, route, workspaceId, errorClass, … (null values are left out). */
  tags?: Record<string, string | null | undefined>;
  user?: { id?: string | null; email?: string | null };
  fingerprint?: string[];
}

export interface ErrorReporter {
  capture(report: ErrorReport): void;
  /** Waits for reports still being sent (shutdown, tests). */
  flush(): Promise<void>;
}

export const noopErrorReporter: ErrorReporter = { capture() {}, flush: async () => {} };

interface Dsn {
  envelopeUrl: string;
  publicKey: string;
  raw: string;
}

/** `https://<key>@host[:port][/path]/<project>` → where envelopes go and the key that signs them. */
export function parseDsn(dsn: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const project = parts.pop();
  if (!url.username || !project || !/^https?:$/.test(url.protocol)) return null;
  const prefix = parts.length ? `/${parts.join('/')}` : '';
  return { envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`, publicKey: decodeURIComponent(url.username), raw: dsn };
}

const SECRET_IN_TEXT: Array<[RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [redacted]'],
  [/\b(password|passwd|secret|token|api[_-]?key|authorization)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi, '$1$2[redacted]'],
  [/\b(rh|sk)[_-][A-Za-z0-9_-]{8,}/g, '[redacted]'],
];

/** Free text from a browser or a stack can quote a credential; those spans are blanked. */
export function scrubText(text: string): string {
  return SECRET_IN_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** The Sentry event for one report; tags and text are scrubbed and bounded here. */
export function sentryEvent(report: ErrorReport, meta: { environment: string; release: string }) {
  const tags = Object.fromEntries(
    Object.entries(report.tags ?? {})
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => [k, scrubText(String(v)).slice(0, 200)]),
  );
  const message = scrubText(report.message).slice(0, 2000);
  return {
    event_id: randomUUID().replace(/-/g, ''),
    timestamp: Date.now() / 1000,
    platform: 'node',
    level: report.level,
    logger: tags.source ?? 'server',
    environment: meta.environment,
    release: meta.release,
    message: { formatted: message },
    exception: { values: [{ type: report.type ?? 'Error', value: message, ...(report.stack ? { stacktrace: { frames: framesOf(scrubText(report.stack)) } } : {}) }] },
    tags,
    user: report.user?.id || report.user?.email ? { id: report.user.id ?? undefined, email: report.user.email ?? undefined } : undefined,
    fingerprint: report.fingerprint?.length ? report.fingerprint.map((f) => f.slice(0, 200)) : undefined,
  };
}

/** V8 stack lines → Sentry frames, oldest first as Sentry expects. */
function framesOf(stack: string) {
  return stack
    .split('\n')
    .slice(1, 51)
    .map((line) => line.trim().match(/^at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ function: m[1] ?? '?', filename: m[2], lineno: Number(m[3]), colno: Number(m[4]) }))
    .reverse();
}

const MAX_IN_FLIGHT = 8;
const SEND_TIMEOUT_MS = 5000;

/**
 * A reporter for the DSN, or the no-op one without it. Sending never throws and never queues:
 * while eight reports are in flight more are dropped, so an error storm cannot pile up memory or
 * sockets, and a Sentry that hangs costs at most the timeout.
 */
export function createErrorReporter(dsn: string | undefined, meta: { environment: string; release: string }, log?: (message: string) => void): ErrorReporter {
  const target = dsn ? parseDsn(dsn) : null;
  if (!target) {
    if (dsn) log?.('SENTRY_DSN is not a valid Sentry DSN; errors are only logged.');
    return noopErrorReporter;
  }
  const inFlight = new Set<Promise<void>>();
  return {
    capture(report) {
      if (inFlight.size >= MAX_IN_FLIGHT) return;
      const event = sentryEvent(report, meta);
      const body = [
        JSON.stringify({ event_id: event.event_id, dsn: target.raw, sent_at: new Date().toISOString() }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify(event),
      ].join('\n');
      const sending = fetch(target.envelopeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=rehearse/${meta.release}`,
        },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
        .then((res) => res.body?.cancel())
        .catch(() => {})
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}
