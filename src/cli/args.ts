import { parseArgs } from 'node:util';

export const USAGE = `Usage: rehearse run --agent <id or name> [options]

Starts a test run on a Rehearse server, waits for it, prints a summary and exits non-zero
when the pass rate is below the threshold.

Choose the cases (one way; none means every active case of the agent):
  --case <id>             a test case id (repeatable)
  --tag <name>            active cases with this tag (repeatable: any of them)
  --scenario <id>         a scenario's cases

Options:
  --name <text>           the run's name
  --repeats <n>           play each case n times (1-10): pass^k and flaky cases
  --spend-cap <credits>   stop starting cases once the run used this many credits
  --wait                  wait for the run to finish (implied by --junit and --min-pass-rate)
  --timeout <seconds>     give up waiting after this long (default 1800)
  --min-pass-rate <0-1>   exit 1 below this pass rate (default 1: every decided case passes)
  --junit <file>          write JUnit XML for your CI system
  --dry-run               show what would run, start nothing
  --url <url>             the Rehearse server (env REHEARSE_URL, default http://127.0.0.1:3000)
  --api-key <key>         an API key (env REHEARSE_API_KEY; prefer the env variable)
  -h, --help              this text

Exit codes: 0 passed · 1 below the pass-rate threshold · 2 usage, configuration or
authentication error · 3 the run could not finish (timeout, cancelled, server unreachable)`;

export interface RunOptions {
  agent: string;
  cases: string[];
  tags: string[];
  scenario?: string;
  name?: string;
  repeats?: number;
  spendCap?: number;
  wait: boolean;
  timeoutSeconds: number;
  minPassRate: number;
  junit?: string;
  dryRun: boolean;
  url: string;
  apiKey: string;
}

export class UsageError extends Error {}

/** The command line (and environment) as options, or a UsageError saying what is wrong. */
export function parseRunArgs(argv: string[], env: NodeJS.ProcessEnv): RunOptions | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      agent: { type: 'string' },
      case: { type: 'string', multiple: true },
      tag: { type: 'string', multiple: true },
      scenario: { type: 'string' },
      name: { type: 'string' },
      repeats: { type: 'string' },
      'spend-cap': { type: 'string' },
      wait: { type: 'boolean' },
      timeout: { type: 'string' },
      'min-pass-rate': { type: 'string' },
      junit: { type: 'string' },
      'dry-run': { type: 'boolean' },
      url: { type: 'string' },
      'api-key': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (positionals[0] !== 'run' || positionals.length > 1) throw new UsageError(positionals.length ? `Unknown command: ${positionals.join(' ')}` : 'Say what to do: rehearse run …');
  if (!values.agent) throw new UsageError('Name the agent: --agent <id or name>');
  const ways = [values.case?.length, values.tag?.length, values.scenario].filter(Boolean).length;
  if (ways > 1) throw new UsageError('Choose cases one way: --case, --tag or --scenario');
  const number = (flag: string, raw: string | undefined, min: number, max: number) => {
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) throw new UsageError(`--${flag} must be a number from ${min} to ${max}`);
    return n;
  };
  const repeats = number('repeats', values.repeats, 1, 10);
  if (repeats !== undefined && !Number.isInteger(repeats)) throw new UsageError('--repeats must be a whole number');
  const spendCap = number('spend-cap', values['spend-cap'], 1, 10_000_000);
  if (spendCap !== undefined && !Number.isInteger(spendCap)) throw new UsageError('--spend-cap must be a whole number of credits');
  const apiKey = values['api-key'] ?? env.REHEARSE_API_KEY;
  if (!apiKey) throw new UsageError('No API key: set REHEARSE_API_KEY (create one under Settings → API keys)');
  const url = (values.url ?? env.REHEARSE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(url)) throw new UsageError(`--url must be an http(s) address, not "${url}"`);
  const minPassRate = number('min-pass-rate', values['min-pass-rate'], 0, 1);
  return {
    agent: values.agent,
    cases: values.case ?? [],
    tags: values.tag ?? [],
    scenario: values.scenario,
    name: values.name,
    repeats,
    spendCap,
    wait: Boolean(values.wait || values.junit || minPassRate !== undefined),
    timeoutSeconds: number('timeout', values.timeout, 1, 86_400) ?? 1800,
    minPassRate: minPassRate ?? 1,
    junit: values.junit,
    dryRun: Boolean(values['dry-run']),
    url,
    apiKey,
  };
}

/** Where the run was started from, read from the CI system's own variables. */
export function detectTriggerSource(env: NodeJS.ProcessEnv): 'GITHUB_ACTIONS' | 'GITLAB_CI' | 'JENKINS' | 'CIRCLECI' | 'CLI' {
  if (env.GITHUB_ACTIONS === 'true') return 'GITHUB_ACTIONS';
  if (env.GITLAB_CI) return 'GITLAB_CI';
  if (env.JENKINS_URL || env.JENKINS_HOME) return 'JENKINS';
  if (env.CIRCLECI) return 'CIRCLECI';
  return 'CLI';
}
