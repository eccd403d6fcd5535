/**
 * promptfoo for bench:peer: installed on first use into .cache/promptfoo (git-ignored, ~1.4 GB),
 * never an app or test dependency. 0.121.20 is the newest release that runs on Node 20.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VERSION = '0.121.20';
const DIR = path.resolve(import.meta.dirname, '../.cache/promptfoo');
const ENTRY = path.join(DIR, 'node_modules/promptfoo/dist/src/entrypoint.js');

export interface Promptfoo {
  entry: string;
  version: string;
}

export async function ensurePromptfoo(): Promise<Promptfoo> {
  const pkg = path.join(DIR, 'node_modules/promptfoo/package.json');
  if (!fs.existsSync(pkg) || JSON.parse(fs.readFileSync(pkg, 'utf8')).version !== VERSION) {
    console.log(`Installing promptfoo@${VERSION} into ${DIR} (first use only; this takes a few minutes)…`);
    fs.mkdirSync(DIR, { recursive: true });
    if (!fs.existsSync(path.join(DIR, 'package.json'))) fs.writeFileSync(path.join(DIR, 'package.json'), '{"name":"promptfoo-bench","private":true}\n');
    execFileSync('npm', ['install', `promptfoo@${VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR, stdio: 'inherit' });
  }
  return { entry: ENTRY, version: VERSION };
}

/** Runs one eval: `cases` tests through the http provider, each checked with `contains`. */
export async function runPromptfoo(pf: Promptfoo, url: string, cases: number, concurrency: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-promptfoo-'));
  const config = {
    description: 'bench:peer',
    prompts: ['{{question}}'],
    providers: [
      {
        id: 'http',
        config: {
          url,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: { message: '{{prompt}}', sessionId: 'pf-{{n}}' },
          transformResponse: 'json.reply',
        },
      },
    ],
    tests: Array.from({ length: cases }, (_, n) => ({ vars: { question: `Hello ${n}`, n }, assert: [{ type: 'contains', value: 'OK' }] })),
  };
  // YAML is a superset of JSON, so the JSON text is a valid promptfooconfig.yaml.
  fs.writeFileSync(path.join(dir, 'promptfooconfig.yaml'), JSON.stringify(config));
  const args = [pf.entry, 'eval', '-c', 'promptfooconfig.yaml', '-j', String(concurrency), '--no-cache', '--no-write', '--no-table', '--no-progress-bar', '--no-share', '-o', 'out.json'];
  const started = performance.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: dir,
      env: { ...process.env, PROMPTFOO_DISABLE_TELEMETRY: '1', PROMPTFOO_DISABLE_UPDATE: '1', PROMPTFOO_CONFIG_DIR: dir, NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', resolve);
  });
  const wallMs = performance.now() - started;
  let ok = 0;
  try {
    const out = JSON.parse(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')) as { results: { stats: { successes: number } } };
    ok = out.results.stats.successes;
  } catch {
    console.error(`promptfoo exited ${code} without results`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return { wallMs, ok };
}
