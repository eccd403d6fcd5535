import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../../..');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('one owner of a case run state', () => {
  it('no file outside case-run-state/ updates test_case_runs', () => {
    const writers = files(src)
      .filter((f) => !f.startsWith(here))
      .filter((f) => /update\(testCaseRuns\)|update\s+test_case_runs/i.test(fs.readFileSync(f, 'utf8')));
    expect(writers.map((f) => path.relative(src, f))).toEqual([]);
  });
});
