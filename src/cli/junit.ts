/** What the CLI reads back from GET /api/v1/runs/{id}/result. */
export interface RunResult {
  id: string;
  name: string;
  agent: { id: string; name: string };
  status: string;
  outcome: string;
  total: number;
  finished: number;
  url: string;
  passRate: number | null;
  passAllK: number | null;
  repeats: number;
  cases: Array<{
    caseRunId: string;
    title: string;
    attempt: number;
    status: string;
    verdict: 'PASSED' | 'FAILED' | 'ERROR' | 'UNDECIDED' | 'CANCELLED';
    score: number | null;
    reason: string | null;
    durationMs: number | null;
  }>;
}

// XML 1.0 cannot carry most control characters at all, even escaped; agents' words may hold them.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xml = (text: string) => text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const seconds = (ms: number | null) => ((ms ?? 0) / 1000).toFixed(3);
export const caseName = (c: RunResult['cases'][number], repeats: number) => (repeats > 1 ? `${c.title} (attempt ${c.attempt})` : c.title);

/** One testsuite for the run, one testcase per case run: FAILED as failure, ERROR as error, the rest skipped. */
export function junitXml(result: RunResult, timestamp = new Date()): string {
  const count = (v: string) => result.cases.filter((c) => c.verdict === v).length;
  const failures = count('FAILED');
  const errors = count('ERROR');
  const skipped = count('UNDECIDED') + count('CANCELLED');
  const time = seconds(result.cases.reduce((sum, c) => sum + (c.durationMs ?? 0), 0));
  const attrs = `tests="${result.cases.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${time}"`;
  const cases = result.cases.map((c) => {
    const open = `    <testcase classname="${xml(result.agent.name)}" name="${xml(caseName(c, result.repeats))}" time="${seconds(c.durationMs)}">`;
    const reason = xml(c.reason ?? c.status);
    const body =
      c.verdict === 'FAILED'
        ? `\n      <failure message="${reason}" type="FAILED">${reason}</failure>\n    `
        : c.verdict === 'ERROR'
        ? `\n      <error message="${reason}" type="ERROR">${reason}</error>\n    `
        : c.verdict === 'PASSED'
        ? ''
        : `\n      <skipped message="${xml(c.verdict === 'CANCELLED' ? 'Cancelled' : 'No verdict')}"/>\n    `;
    return `${open}${body}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="Rehearse" ${attrs}>`,
    `  <testsuite name="${xml(result.name)}" ${attrs} timestamp="${timestamp.toISOString()}">`,
    `    <properties><property name="url" value="${xml(result.url)}"/></properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
