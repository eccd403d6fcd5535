import type { z } from 'zod';
import type { ZJsonPathConfig } from '../../shared/evaluation-config';
import { agentMessages, error, fail, pass, quote, type ScoringTranscript, type Verdict } from './types';

type Config = z.infer<typeof ZJsonPathConfig>;
type Step = { key: string } | { index: number } | { any: true };

/** Parses the JSONPath subset people use for tool arguments: $.a.b, $.a[0], $['a b'], $.items[*].id. */
export function parsePath(path: string): Step[] {
  if (!path.startsWith('$')) throw new Error('A JSON path starts with $');
  const steps: Step[] = [];
  const re = /\.([A-Za-z_$][\w$-]*)|\.\*|\[(\d+)\]|\[\*\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\]/y;
  re.lastIndex = 1;
  while (re.lastIndex < path.length) {
    const at = re.lastIndex;
    const m = re.exec(path);
    if (!m) throw new Error(`Cannot read the JSON path at “${path.slice(at)}”`);
    if (m[1] !== undefined) steps.push({ key: m[1] });
    else if (m[2] !== undefined) steps.push({ index: Number(m[2]) });
    else if (m[3] !== undefined || m[4] !== undefined) steps.push({ key: (m[3] ?? m[4])!.replace(/\\(.)/g, '$1') });
    else steps.push({ any: true });
  }
  return steps;
}

/** Every value the path reaches in a document (wildcards can reach many). */
export function select(doc: unknown, steps: Step[]): unknown[] {
  let current: unknown[] = [doc];
  for (const step of steps) {
    const next: unknown[] = [];
    for (const v of current) {
      if (v === null || typeof v !== 'object') continue;
      if ('any' in step) next.push(...(Array.isArray(v) ? v : Object.values(v)));
      else if ('index' in step) Array.isArray(v) && step.index < v.length && next.push(v[step.index]);
      else if (!Array.isArray(v) && Object.hasOwn(v, step.key)) next.push((v as Record<string, unknown>)[step.key]);
    }
    current = next;
  }
  return current;
}

function parseExpected(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw; // a bare word is a string: expected `confirmed` means "confirmed"
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function check(values: unknown[], c: Config): { ok: boolean; shown: string } {
  if (c.operator === 'EXISTS') return { ok: values.some((v) => v !== undefined), shown: `${c.path} exists` };
  const expected = parseExpected(c.expected ?? '');
  if (c.operator === 'EQUALS') return { ok: values.some((v) => same(v, expected)), shown: `${c.path} equals ${JSON.stringify(expected)}` };
  const needle = String(expected).toLowerCase();
  const ok = values.some((v) =>
    Array.isArray(v) ? v.some((x) => same(x, expected)) : typeof v === 'string' ? v.toLowerCase().includes(needle) : same(v, expected),
  );
  return { ok, shown: `${c.path} contains ${JSON.stringify(expected)}` };
}

/** Checks a JSON path on the agent's tool-call arguments (any call, or calls of one tool) or on its final state. */
export function scoreJsonPath(t: ScoringTranscript, c: Config): Verdict {
  let steps: Step[];
  try {
    steps = parsePath(c.path);
  } catch (e) {
    return error((e as Error).message);
  }
  if (c.source === 'FINAL_STATE') {
    if (t.finalState === undefined || t.finalState === null) return fail('The agent reported no final state');
    const r = check(select(t.finalState, steps), c);
    return r.ok ? pass(`Final state: ${r.shown}`) : fail(`Final state: expected ${r.shown}`);
  }
  const calls = agentMessages(t).flatMap((m) =>
    (m.toolCalls ?? []).filter((tc) => !c.toolName || tc.name === c.toolName).map((tc) => ({ tc, position: m.position })),
  );
  const which = c.toolName ? `tool ${quote(c.toolName)}` : 'any tool';
  if (!calls.length) return fail(`The agent never called ${which}`);
  for (const { tc, position } of calls) {
    const args = typeof tc.arguments === 'string' ? parseExpected(tc.arguments) : tc.arguments;
    const r = check(select(args, steps), c);
    if (r.ok) return pass(`${tc.name}: ${r.shown}`, position);
  }
  return fail(`No call of ${which} had ${check([], c).shown}`, calls[0]!.position);
}
