/**
 * Nothing secret reaches a log line. Fastify's logger censors these paths wherever they appear
 * (headers that carry sessions and tokens, and any field named like a secret), and errors are
 * reduced by `loggableError` before they are logged.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.secret',
  '*.apiKey',
  '*.token',
  '*.params',
  'err.params',
  'err.detail',
  'err.cause.detail',
];

const DB_FIELDS_SAFE = ['code', 'constraint', 'table', 'column', 'schema', 'severity'] as const;

/**
 * A failed query's error carries its parameters (drizzle puts them in the message) and
 * Postgres's `detail` may quote the failing row; both can hold a secret. What is kept: the SQL
 * text, the database's reason and code, and the stack.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 3) return error;
  const e = error as Error & { query?: unknown; params?: unknown; cause?: unknown } & Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.name, message: e.message, stack: e.stack };
  if (typeof e.query === 'string' && 'params' in e) {
    out.message = `Failed query: ${e.query}`;
    out.stack = e.stack?.replace(/^[\s\S]*?\n(?=\s+at )/, `${e.name}: ${out.message}\n`);
  }
  for (const field of DB_FIELDS_SAFE) if (e[field] !== undefined) out[field] = e[field];
  if (e.cause !== undefined) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** An error's message fit for a log line or a stored reason: a failed query's parameters cut off. */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\nparams: [\s\S]*$/, '');
}
