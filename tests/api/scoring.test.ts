import { afterAll, describe, expect, it } from 'vitest';
import { agentPool } from '../helpers/agent-runs';
import { apiClient, eventually, signUp } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const world = appWithUser();

const BOOK = { initialMessage: 'I would like to book an appointment.', turns: [{ expectedResponse: 'My name is Robin Park.' }, { expectedResponse: 'Friday at 3 pm.' }, { expectedResponse: 'No, thank you. Goodbye!' }] };
const HOURS = { initialMessage: 'What are your opening hours?', turns: [{ expectedResponse: 'Thanks, bye.' }] };

async function finished(api: ReturnType<typeof apiClient>, testRunId: string) {
  return eventually(async () => {
    const r = await api.testRuns.get.query({ testRunId });
    return r.status === 'COMPLETED' && r;
  }, 60_000);
}

describe('scoring', () => {
  it('scores each case through SCORING, overrides keep the original, re-scoring keeps old verdicts, runs compare', async () => {
    const api = apiClient(world.app.url, world.user);
    const [demo] = await api.customerVoiceAgent.list.query();
    const booking = await api.testCase.create.mutate({ agentId: demo!.id, title: 'Books', ...BOOK });
    const hours = await api.testCase.create.mutate({ agentId: demo!.id, title: 'Hours', ...HOURS });

    const booked = await api.assertion.create.mutate({
      name: 'Confirms the booking',
      importance: 'CRITICAL',
      evaluationType: 'CONTAINS',
      evaluationConfig: { text: "you're booked" },
    });
    await api.assertion.create.mutate({ name: 'Says goodbye', importance: 'IMPORTANT', evaluationType: 'REGEX', evaluationConfig: { pattern: 'good\\s?bye' } });
    const judged = await api.assertion.create.mutate({
      name: 'Polite',
      importance: 'NICE_TO_HAVE',
      evaluationType: 'LLM_JUDGE',
      assertionText: 'The agent is polite',
    });
    // MANUAL on the hours case: only the goodbye check applies there.
    const all = await api.assertion.getAssertions.query();
    const goodbye = all.find((a) => a.name === 'Says goodbye')!;
    await api.assertion.setTestCaseAssertions.mutate({ testCaseId: hours.id, strategy: 'MANUAL', assertionIds: [goodbye.id] });

    const run = await api.testRuns.create.mutate({ agentId: demo!.id, testCaseIds: [booking.id, hours.id] });
    await finished(api, run.id);
    const scoring = await api.scoring.getRunScoring.query({ testRunId: run.id });
    const byTitle = Object.fromEntries(scoring.cases.map((c) => [c.title, c]));
    expect(byTitle.Books).toMatchObject({ status: 'COMPLETED', outcomeAchieved: true, score: 100, passed: 2, skipped: 1 });
    // MANUAL: only the goodbye check ran on the hours case.
    expect(byTitle.Hours).toMatchObject({ outcomeAchieved: true, passed: 1, failed: 0, skipped: 0 });
    expect(scoring).toMatchObject({ passed: 2, failed: 0, passRate: 1 });

    const verdicts = await api.scoring.getCaseVerdicts.query({ caseRunId: byTitle.Books!.caseRunId });
    const confirm = verdicts.current.find((v) => v.assertionId === booked.id)!;
    expect(confirm).toMatchObject({ status: 'PASSED', versionNumber: 1, importance: 'CRITICAL' });
    expect(confirm.turn).toBeGreaterThan(0);
    expect(verdicts.current.find((v) => v.assertionId === judged.id)).toMatchObject({ status: 'SKIPPED', reason: expect.stringMatching(/Needs an LLM/) });

    // A person overrides the critical verdict: the case fails, the pass rate drops, the original stays.
    await api.scoring.overrideVerdict.mutate({ assertionRunId: confirm.id, status: 'FAILED', reason: 'Booked the wrong doctor' });
    const after = await api.scoring.getRunScoring.query({ testRunId: run.id });
    expect(after).toMatchObject({ passed: 1, failed: 1, passRate: 0.5, overridden: 1 });
    const overridden = (await api.scoring.getCaseVerdicts.query({ caseRunId: byTitle.Books!.caseRunId })).current.find((v) => v.id === confirm.id)!;
    expect(overridden).toMatchObject({ status: 'PASSED', overrideStatus: 'FAILED', overrideReason: 'Booked the wrong doctor' });
    expect((await api.scoring.judgeAgreement.query()).find((a) => a.assertionId === booked.id)).toMatchObject({ reviewed: 1, agreed: 0, agreement: 0 });

    // A new version, then re-score: round 2 uses v2, round 1 stays as history.
    const full = await api.assertion.get.query({ id: booked.id });
    const v2 = await api.assertion.update.mutate({ id: booked.id, fields: { ...full, evaluationType: 'CONTAINS', evaluationConfig: { text: 'Dr. Who' } } });
    expect(v2).toMatchObject({ versionNumber: 2, isMajorVersion: true });
    expect((await api.assertion.get.query({ id: booked.id })).versions.map((v) => v.versionNumber)).toEqual([2, 1]);
    expect(await api.scoring.rescoreRun.mutate({ testRunId: run.id })).toEqual({ round: 2, queued: 2 });
    const rescored = await eventually(async () => {
      const v = await api.scoring.getCaseVerdicts.query({ caseRunId: byTitle.Books!.caseRunId });
      return v.score?.round === 2 && v;
    });
    expect(rescored.current.find((v) => v.assertionId === booked.id)).toMatchObject({ status: 'FAILED', versionNumber: 2 });
    expect(rescored.history.find((v) => v.id === confirm.id)).toMatchObject({ status: 'PASSED', overrideStatus: 'FAILED', round: 1 });

    // A second run compared with the first; the first becomes the agent's baseline.
    await api.assertion.update.mutate({ id: booked.id, fields: { ...full, evaluationConfig: { text: "you're booked" } } });
    const second = await api.testRuns.create.mutate({ agentId: demo!.id, testCaseIds: [booking.id, hours.id] });
    await finished(api, second.id);
    await api.scoring.setBaseline.mutate({ testRunId: run.id });
    expect((await api.scoring.comparisonOptions.query({ testRunId: second.id })).baselineRunId).toBe(run.id);
    const cmp = await api.scoring.compareRuns.query({ baseRunId: run.id, headRunId: second.id });
    expect(cmp.rows[0]).toMatchObject({ title: 'Books', change: 'FIXED', base: { outcomeAchieved: false }, head: { outcomeAchieved: true } });
    expect(cmp.rows[0]!.latencyMaxDeltaMs).toEqual(expect.any(Number));
    const rates = await api.scoring.runPassRates.query({ testRunIds: [run.id, second.id] });
    expect(rates[second.id]).toMatchObject({ passRate: 1 });
    expect(rates[run.id]).toMatchObject({ passRate: 0.5 });
  });

  it('refuses unsafe or invalid settings with a readable 400', async () => {
    const api = apiClient(world.app.url, world.user);
    await expect(api.assertion.create.mutate({ name: 'x', evaluationType: 'REGEX', evaluationConfig: { pattern: '(a)\\1' } })).rejects.toThrow(/Back-references/);
    await expect(api.assertion.create.mutate({ name: 'x', evaluationType: 'LLM_JUDGE' })).rejects.toThrow(/needs the assertion text/);
    await expect(api.assertion.create.mutate({ name: '', evaluationType: 'TURN_COUNT', evaluationConfig: {} })).rejects.toThrow(/Name is required/);
  });

  it('keeps every workspace’s assertions and verdicts to itself', async () => {
    const a = apiClient(world.app.url, world.user);
    const other = await signUp(world.app.url, 'Other');
    const org = (await a.admin.listOrganizations.query()).find((o) => o.ownerEmail === other.email)!;
    await a.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() + 86_400_000) });
    const b = apiClient(world.app.url, other);
    const mine = await a.assertion.create.mutate({ name: 'Mine', evaluationType: 'TURN_COUNT', evaluationConfig: { min: 1 } });
    expect((await b.assertion.getAssertions.query()).map((x) => x.id)).not.toContain(mine.id);
    await expect(b.assertion.get.query({ id: mine.id })).rejects.toThrow(/not found/i);
    await expect(b.assertion.getAssertionById.query({ id: mine.id })).rejects.toThrow(/not found/i);
    const full = await a.assertion.get.query({ id: mine.id });
    await expect(b.assertion.update.mutate({ id: mine.id, fields: { ...full, evaluationType: 'TURN_COUNT', evaluationConfig: { min: 2 } } })).rejects.toThrow(/not found/i);
    await expect(b.assertion.archive.mutate({ id: mine.id })).rejects.toThrow(/not found/i);
    const [run] = (await a.testRuns.list.query()).items;
    await expect(b.scoring.getRunScoring.query({ testRunId: run!.id })).rejects.toThrow(/not found/i);
    const { cases } = await a.scoring.getRunScoring.query({ testRunId: run!.id });
    const verdict = (await a.scoring.getCaseVerdicts.query({ caseRunId: cases[0]!.caseRunId })).current[0]!;
    await expect(b.scoring.overrideVerdict.mutate({ assertionRunId: verdict.id, status: 'PASSED', reason: 'mine now' })).rejects.toThrow(/not found/i);
    await expect(b.scoring.getCaseVerdicts.query({ caseRunId: cases[0]!.caseRunId })).rejects.toThrow(/not found/i);
  });
});

describe('repeats', () => {
  const agents = agentPool();
  afterAll(() => agents.closeAll());

  it('plays each case k times, shows pass^k and the flaky case with the turn where attempts diverged; AUTO attaches by tag', async () => {
    const api = apiClient(world.app.url, world.user);
    // Assertions left by other tests would attach to every agent; this workspace starts clean.
    for (const a of await api.assertion.getAssertions.query()) await api.assertion.archive.mutate({ id: a.id });
    // Every other conversation the agent has no slots: the same case passes and fails.
    const sessions = new Map<string, number>();
    const url = await agents.http((_req, res, body) => {
      const { sessionId } = JSON.parse(body) as { sessionId: string };
      if (!sessions.has(sessionId)) sessions.set(sessionId, sessions.size);
      const lucky = sessions.get(sessionId)! % 2 === 0;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message: lucky ? 'Booked for Friday, see you!' : 'Sorry, no slots left.' }));
    });
    const agent = await api.customerVoiceAgent.create.mutate({ name: 'Moody agent', chat: { url, protocol: 'REST', extraBody: {}, maxTurns: 2 } as never });
    const tc = await api.testCase.create.mutate({ agentId: agent.id, title: 'Book Friday', initialMessage: 'Book me for Friday.', turns: [], tags: ['booking'] });
    await api.assertion.create.mutate({ name: 'Confirms booking', importance: 'CRITICAL', evaluationType: 'CONTAINS', evaluationConfig: { text: 'booked' }, tags: ['booking'], agentIds: [agent.id] });
    await api.assertion.create.mutate({ name: 'Other tag only', importance: 'CRITICAL', evaluationType: 'CONTAINS', evaluationConfig: { text: 'never said' }, tags: ['billing'], agentIds: [agent.id] });

    await expect(api.testRuns.create.mutate({ agentId: agent.id, repeats: 11 })).rejects.toThrow(/At most 10 attempts per case/);
    await expect(api.testRuns.create.mutate({ agentId: agent.id, assertionSelectionMode: 'SELECTED', assertionIds: [] })).rejects.toThrow(/Choose at least one assertion/);

    const run = await api.testRuns.create.mutate({ agentId: agent.id, repeats: 4 });
    const done = await finished(api, run.id);
    expect(done.caseRuns).toHaveLength(4);
    const scoring = await eventually(async () => {
      const s = await api.scoring.getRunScoring.query({ testRunId: run.id });
      return s.undecided === 0 && s;
    });
    expect(scoring.cases.map((c) => c.attempt).sort()).toEqual([1, 2, 3, 4]);
    expect(scoring).toMatchObject({ repeats: 4, passed: 2, failed: 2, passRate: 0.5, passAllK: 0, flaky: [tc.id] });
    const [detail] = scoring.flakyDetails;
    expect(detail).toMatchObject({ testCaseId: tc.id, flippedAssertions: ['Confirms booking'] });
    expect(detail!.differingTurns[0]).toEqual({ turn: 1, passed: 'Booked for Friday, see you!', failed: 'Sorry, no slots left.' });
    // AUTO by tag: the billing-tagged assertion never scored this booking case.
    const verdicts = await api.scoring.getCaseVerdicts.query({ caseRunId: scoring.cases[0]!.caseRunId });
    expect(verdicts.current.map((v) => v.name)).toEqual(['Confirms booking']);

    // A re-run of the failed attempts keeps their attempt numbers.
    const failedIds = scoring.cases.filter((c) => c.outcomeAchieved === false).map((c) => c.caseRunId);
    const rerun = await api.testRuns.rerun.mutate({ testRunId: run.id, caseRunIds: failedIds });
    await finished(api, rerun.id);
    const rerunScoring = await api.scoring.getRunScoring.query({ testRunId: rerun.id });
    expect(rerunScoring.repeats).toBe(4);
    expect(rerunScoring.cases.map((c) => c.attempt).sort()).toEqual(scoring.cases.filter((c) => c.outcomeAchieved === false).map((c) => c.attempt).sort());
  });
});
