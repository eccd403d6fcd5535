import { describe, expect, it } from 'vitest';
import { detectTriggerSource, parseRunArgs, UsageError } from './args';
import { junitXml, xml, type RunResult } from './junit';

const env = { REHEARSE_API_KEY: 'rh_test' };

describe('CLI arguments', () => {
  it('reads agent, repeated tags and the environment', () => {
    const o = parseRunArgs(['run', '--agent', 'Demo', '--tag', 'a', '--tag', 'b', '--min-pass-rate', '0.9'], { ...env, REHEARSE_URL: 'http://x:1/' });
    expect(o).toMatchObject({ agent: 'Demo', tags: ['a', 'b'], minPassRate: 0.9, wait: true, url: 'http://x:1', apiKey: 'rh_test' });
  });
  it('refuses usage mistakes with a readable message', () => {
    expect(() => parseRunArgs(['run'], env)).toThrow(UsageError);
    expect(() => parseRunArgs(['run', '--agent', 'A', '--tag', 't', '--scenario', 's'], env)).toThrow(/one way/);
    expect(() => parseRunArgs(['run', '--agent', 'A', '--min-pass-rate', '2'], env)).toThrow(/0 to 1/);
    expect(() => parseRunArgs(['run', '--agent', 'A'], {})).toThrow(/REHEARSE_API_KEY/);
  });
  it('detects the CI system from its own variables', () => {
    expect(detectTriggerSource({ GITHUB_ACTIONS: 'true' })).toBe('GITHUB_ACTIONS');
    expect(detectTriggerSource({ GITLAB_CI: 'true' })).toBe('GITLAB_CI');
    expect(detectTriggerSource({ JENKINS_URL: 'http://j' })).toBe('JENKINS');
    expect(detectTriggerSource({ CIRCLECI: 'true' })).toBe('CIRCLECI');
    expect(detectTriggerSource({})).toBe('CLI');
  });
});

describe('JUnit XML', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xml(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
  it('writes one testcase per case run with failures and errors counted', () => {
    const base = { caseRunId: '', attempt: 1, status: 'COMPLETED', score: null, durationMs: 1500 };
    const result: RunResult = {
      id: 'r', name: 'Run <1>', agent: { id: 'a', name: 'Demo & Co' }, status: 'COMPLETED', outcome: 'FAILED', total: 3, finished: 3,
      url: 'http://x/runs/r', passRate: 0.5, passAllK: null, repeats: 1,
      cases: [
        { ...base, title: 'ok', verdict: 'PASSED', reason: null },
        { ...base, title: 'rude', verdict: 'FAILED', reason: 'Said "go away" <rudely>' },
        { ...base, title: 'down', verdict: 'ERROR', reason: 'Agent unreachable' },
      ],
    };
    const out = junitXml(result, new Date(0));
    expect(out.match(/<testcase /g)).toHaveLength(3);
    expect(out).toContain('tests="3" failures="1" errors="1" skipped="0"');
    expect(out).toContain('<failure message="Said &quot;go away&quot; &lt;rudely&gt;" type="FAILED">');
    expect(out).toContain('<error message="Agent unreachable" type="ERROR">');
    expect(out).toContain('classname="Demo &amp; Co"');
  });
});
