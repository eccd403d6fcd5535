import { describe, expect, it } from 'vitest';
import { checkThresholds, conversationMetrics, scoreCase, scoreRun, type CheckResult } from '.';
import { convo } from './test-fixtures';

const c = (importance: CheckResult['importance'], status: CheckResult['status'], name: string = importance): CheckResult => ({ kind: 'ASSERTION', name, importance, status });

describe('the verdict rule', () => {
  it('passes when every critical check passed; IMPORTANT failures lower the score only', () => {
    expect(scoreCase('COMPLETED', [c('CRITICAL', 'PASSED'), c('IMPORTANT', 'PASSED')])).toMatchObject({ outcomeAchieved: true, score: 100 });
    const s = scoreCase('COMPLETED', [c('CRITICAL', 'PASSED'), c('IMPORTANT', 'FAILED'), c('NICE_TO_HAVE', 'FAILED')]);
    expect(s).toMatchObject({ outcomeAchieved: true, score: 75, counts: { passed: 1, failed: 2 } });
  });
  it('fails the case on any critical failure', () => {
    expect(scoreCase('COMPLETED', [c('CRITICAL', 'FAILED', 'Books'), c('IMPORTANT', 'PASSED')])).toMatchObject({ outcomeAchieved: false, score: 25, reason: 'Critical check failed: Books' });
  });
  it('never passes a case whose critical check was skipped or errored', () => {
    expect(scoreCase('COMPLETED', [c('CRITICAL', 'SKIPPED', 'Judge'), c('IMPORTANT', 'PASSED')])).toMatchObject({ outcomeAchieved: null, score: 100, reason: 'Critical check not decided: Judge' });
    expect(scoreCase('COMPLETED', [c('CRITICAL', 'ERROR')]).outcomeAchieved).toBeNull();
    expect(scoreCase('COMPLETED', [c('CRITICAL', 'ERROR'), c('CRITICAL', 'FAILED')]).outcomeAchieved).toBe(false);
  });
  it('says nothing was checked rather than passing, and NICE_TO_HAVE alone gives no score', () => {
    expect(scoreCase('COMPLETED', [])).toMatchObject({ outcomeAchieved: null, score: null, reason: 'Nothing was checked' });
    expect(scoreCase('COMPLETED', [c('NICE_TO_HAVE', 'PASSED')])).toMatchObject({ outcomeAchieved: true, score: null });
  });
  it('fails conversations that errored and leaves cancelled ones unscored', () => {
    expect(scoreCase('ERROR', [])).toMatchObject({ outcomeAchieved: false, score: 0 });
    expect(scoreCase('CANCELLED', [c('CRITICAL', 'PASSED')])).toMatchObject({ outcomeAchieved: null, score: null });
  });
  it('rolls cases up into pass rate, score, pass^k and flaky cases', () => {
    const run = scoreRun([
      { testCaseId: 'a', outcomeAchieved: true, score: 100 },
      { testCaseId: 'a', outcomeAchieved: true, score: 100 },
      { testCaseId: 'b', outcomeAchieved: true, score: 80 },
      { testCaseId: 'b', outcomeAchieved: false, score: 20 },
      { testCaseId: 'c', outcomeAchieved: null, score: null },
    ]);
    expect(run).toEqual({ passed: 3, failed: 1, undecided: 1, passRate: 0.75, score: 75, passAllK: 1 / 3, flaky: ['b'] });
    expect(scoreRun([]).passRate).toBeNull();
    expect(scoreRun([{ testCaseId: 'a', outcomeAchieved: true, score: 1 }]).passAllK).toBeNull();
  });
});

describe('thresholds', () => {
  const t = convo(['a', 'b', 'c', 'd e f g'], {}, [{}, { firstByteMs: 40, fullReplyMs: 100 }, {}, { firstByteMs: 60, fullReplyMs: 700 }]);
  it('compares measured metrics and skips what chat cannot measure', () => {
    const m = conversationMetrics(t);
    expect(m).toMatchObject({ latencyP50Ms: 100, latencyMaxMs: 700, timeToFirstWordMs: 40, interruptions: null, talkRatio: 5 / 7 });
    const r = checkThresholds(m, [
      { metric: 'LATENCY_MAX', value: 500, importance: 'CRITICAL', scope: 'AGENT' },
      { metric: 'LATENCY_P50', value: 500, importance: 'IMPORTANT', scope: 'WORKSPACE' },
      { metric: 'INTERRUPTIONS', value: 1, importance: 'IMPORTANT', scope: 'WORKSPACE' },
      { metric: 'TALK_RATIO_MIN', value: 0.8, importance: 'NICE_TO_HAVE', scope: 'WORKSPACE' },
    ]);
    expect(r.map((x) => x.status)).toEqual(['FAILED', 'PASSED', 'SKIPPED', 'FAILED']);
    expect(r[0]!.reason).toBe('Latency max 700 ms (at most 500 ms)');
    expect(r[3]!.reason).toBe('Talk ratio min 71% (at least 80%)');
  });
});
