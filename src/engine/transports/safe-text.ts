/**
 * Postgres refuses NUL in text and jsonb, and lone UTF-16 surrogates cannot be encoded as UTF-8,
 * so either in an agent's reply would make every later write of the conversation fail. Agent
 * text is passed through here once, where it enters the engine.
 */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function safeText(text: string): string {
  return text.replace(UNSAFE, (ch) => (ch === '\u0000' ? '' : '\uFFFD'));
}

/** The same for any JSON value (tool-call arguments end up in jsonb): strings and keys alike. */
export function safeJson(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return safeText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 64) return null;
  if (Array.isArray(value)) return value.map((v) => safeJson(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [safeText(k), safeJson(v, depth + 1)]));
}
