/**
 * Request templates: JSON with `{{variable}}` placeholders. A string that is exactly one
 * placeholder becomes the variable's JSON value (`"{{turn}}"` → 3, `"{{messages}}"` → an array);
 * a placeholder inside a longer string is written as text. Nothing is ever evaluated as code.
 */
export const TEMPLATE_VARIABLES = {
  message: 'the caller’s message for this turn',
  messages: 'OpenAI-style [{role, content}] including this message',
  history: 'earlier messages as [{role, content}], without this one',
  transcript: 'earlier messages as plain text, one "User: …" / "Agent: …" line each',
  turn: 'this message’s number, 1 for the first',
  sessionId: 'one id per conversation',
  vars: 'the test case’s variables (e.g. {{vars.accountId}})',
  persona: 'the simulated caller’s attributes (e.g. {{persona.name}})',
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w]*(?:\.[\w-]+)*)\s*\}\}/g;
const WHOLE = /^\{\{\s*([A-Za-z_][\w]*(?:\.[\w-]+)*)\s*\}\}$/;

/** Names of unknown variables used in a text (a header value, the URL, the template). */
export function unknownVariables(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!.split('.')[0]!).filter((root) => !(root in TEMPLATE_VARIABLES));
}

/** Why a body template cannot be used, or null. An empty template sends no body. */
export function templateError(text: string): string | null {
  if (!text.trim()) return null;
  try {
    JSON.parse(text);
  } catch (e) {
    return `The body template is not valid JSON: ${(e as Error).message}. Put placeholders in quotes, e.g. "{{turn}}"`;
  }
  const unknown = unknownVariables(text);
  if (unknown.length) return `Unknown template variable ${unknown.map((u) => `{{${u}}}`).join(', ')}; use ${Object.keys(TEMPLATE_VARIABLES).join(', ')}`;
  return null;
}

export function lookupVariable(vars: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), vars);
}

const asText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Replaces placeholders inside a text; `encode` escapes each value (e.g. for a URL). */
export function interpolate(text: string, vars: Record<string, unknown>, encode: (s: string) => string = (s) => s): string {
  return text.replace(PLACEHOLDER, (_m, path: string) => encode(asText(lookupVariable(vars, path))));
}

/** Renders a parsed template value with the turn's variables. */
export function renderTemplate(value: unknown, vars: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) return lookupVariable(vars, whole[1]!) ?? null;
    return interpolate(value, vars);
  }
  if (Array.isArray(value)) return value.map((v) => renderTemplate(v, vars));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderTemplate(v, vars)]));
  }
  return value;
}
