import { writeFileSync } from 'node:fs';
import { detectTriggerSource, parseRunArgs, USAGE, UsageError, type RunOptions } from './args';
import { caseName, junitXml, type RunResult } from './junit';

/** Exit codes, documented in docs/ci.md and the usage text. */
export const EXIT = { PASSED: 0, BELOW_THRESHOLD: 1, USAGE: 2, RUN_FAILED: 3 } as const;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const POLL_MS = 2000;

async function call<T>(opts: RunOptions, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${opts.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${opts.apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    throw new ApiError(0, `Cannot reach ${opts.url}: ${(e as Error).message}`);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(res.status, `${opts.url} did not answer like a Rehearse server (HTTP ${res.status})`);
  }
  if (!res.ok) throw new ApiError(res.status, (data as { error?: { message?: string } }).error?.message ?? `HTTP ${res.status}`);
  return data as T;
}

const pct = (x: number | null) => (x == null ? '—' : `${Math.round(x * 1000) / 10}%`);

export async function main(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let opts: RunOptions;
  try {
    const parsed = parseRunArgs(argv, env);
    if (parsed === 'help') return out(USAGE), EXIT.PASSED;
    opts = parsed;
  } catch (e) {
    if (!(e instanceof UsageError) && !(e instanceof TypeError)) throw e;
    err(`rehearse: ${e.message}`);
    err('Run `rehearse --help` for the options.');
    return EXIT.USAGE;
  }
  try {
    return await runCommand(opts, env, out, err);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    err(`rehearse: ${e.message}`);
    // 4xx: something the caller must fix (key, agent, cases); else the server or network failed.
    return e.status >= 400 && e.status < 500 ? EXIT.USAGE : EXIT.RUN_FAILED;
  }
}

async function runCommand(opts: RunOptions, env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void) {
  const body = {
    agent: opts.agent,
    ...(opts.cases.length ? { testCaseIds: opts.cases } : {}),
    ...(opts.tags.length ? { tags: opts.tags } : {}),
    ...(opts.scenario ? { scenarioId: opts.scenario } : {}),
    ...(opts.name ? { name: opts.name } : {}),
    ...(opts.repeats ? { repeats: opts.repeats } : {}),
    ...(opts.spendCap ? { spendCapCredits: opts.spendCap } : {}),
    triggerSource: detectTriggerSource(env),
  };
  if (opts.dryRun) {
    const preview = await call<{
      agent: { name: string };
      caseRuns: number;
      repeats: number;
      cases: Array<{ title: string }>;
      credits: { enabled: boolean; estimate: number; remainingCredits: number | null; perMinute: boolean };
    }>(opts, 'POST', '/runs', { ...body, dryRun: true });
    out(`Dry run: ${preview.cases.length} case${preview.cases.length === 1 ? '' : 's'} of ${preview.agent.name}${preview.repeats > 1 ? ` × ${preview.repeats} attempts` : ''} = ${preview.caseRuns} case runs`);
    for (const c of preview.cases) out(`  · ${c.title}`);
    const { credits } = preview;
    if (credits.enabled) {
      out(`Estimated cost: at most ${credits.estimate} credits${credits.perMinute ? ' (calls are charged per started minute)' : ''}; ${credits.remainingCredits} left this cycle`);
    }
    return EXIT.PASSED;
  }
  const started = await call<{ id: string; name: string; total: number; url: string }>(opts, 'POST', '/runs', body);
  out(`Started "${started.name}" (${started.total} case runs): ${started.url}`);
  if (!opts.wait) return EXIT.PASSED;

  const deadline = Date.now() + opts.timeoutSeconds * 1000;
  let last = '';
  for (;;) {
    const p = await call<{ status: string; finished: number; total: number; counts: Record<string, number> }>(opts, 'GET', `/runs/${started.id}`);
    const line = `${p.finished}/${p.total} finished (${Object.entries(p.counts).map(([k, v]) => `${v} ${k.toLowerCase().replaceAll('_', ' ')}`).join(', ')})`;
    if (line !== last) out(line);
    last = line;
    if (p.status === 'COMPLETED') break;
    if (Date.now() > deadline) {
      err(`rehearse: the run did not finish within ${opts.timeoutSeconds} s; it goes on at ${started.url}`);
      return EXIT.RUN_FAILED;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  // Scoring follows the conversations; the result is final once no case waits for a verdict.
  let result = await call<RunResult>(opts, 'GET', `/runs/${started.id}/result`);
  for (let i = 0; i < 30 && result.cases.some((c) => c.verdict === 'UNDECIDED' && c.status !== 'CANCELLED'); i++) {
    await new Promise((r) => setTimeout(r, 1000));
    result = await call<RunResult>(opts, 'GET', `/runs/${started.id}/result`);
  }
  printSummary(result, opts, out);
  if (opts.junit) {
    writeFileSync(opts.junit, junitXml(result));
    out(`JUnit XML written to ${opts.junit}`);
  }
  if (result.outcome === 'CANCELLED') {
    err('rehearse: the run was cancelled');
    return EXIT.RUN_FAILED;
  }
  return (result.passRate ?? 0) >= opts.minPassRate ? EXIT.PASSED : EXIT.BELOW_THRESHOLD;
}

function printSummary(result: RunResult, opts: RunOptions, out: (line: string) => void) {
  out('');
  for (const c of result.cases) {
    const score = c.score == null ? '' : ` · score ${c.score}`;
    out(`${c.verdict.padEnd(9)} ${caseName(c, result.repeats)}${score}${c.verdict === 'PASSED' || !c.reason ? '' : ` — ${c.reason}`}`);
  }
  const passed = result.cases.filter((c) => c.verdict === 'PASSED').length;
  const decided = result.cases.filter((c) => c.verdict === 'PASSED' || c.verdict === 'FAILED' || c.verdict === 'ERROR').length;
  const verdict = (result.passRate ?? 0) >= opts.minPassRate ? 'PASSED' : 'FAILED';
  out('');
  out(`Pass rate ${pct(result.passRate)} (${passed}/${decided})${result.passAllK != null ? ` · pass^${result.repeats} ${pct(result.passAllK)}` : ''} · threshold ${pct(opts.minPassRate)} → ${verdict}`);
  out(result.url);
}
