import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFlightAgent, type InFlightAgent } from '../helpers/agents';
import { apiClient, eventually, signUp } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const world = appWithUser();
const agents: InFlightAgent[] = [];
afterAll(async () => {
  for (const a of agents) await a.close();
});

async function agentWithCases(url: string, count: number, turns = 0) {
  const api = apiClient(world.app.url, world.user);
  const agent = await api.customerVoiceAgent.create.mutate({ name: `Agent ${Date.now()}`, chat: { url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
  for (let i = 0; i < count; i++) {
    await api.testCase.create.mutate({
      agentId: agent.id,
      title: `Case ${i}`,
      initialMessage: `Hello ${i}`,
      turns: Array.from({ length: turns }, (_, t) => ({ expectedResponse: `Line ${t}` })),
    });
  }
  return agent.id;
}

const finished = (api: ReturnType<typeof apiClient>, testRunId: string) =>
  eventually(async () => {
    const r = await api.testRuns.get.query({ testRunId });
    return r.status === 'COMPLETED' && r;
  }, 30_000);

describe('a run whose cases all errored', () => {
  let failedRunId: string;

  it('says FAILED in its summary and in Results, with counts per state', async () => {
    const broken = await inFlightAgent(0, { status: 500 });
    agents.push(broken);
    const api = apiClient(world.app.url, world.user);
    const run = await api.testRuns.create.mutate({ agentId: await agentWithCases(broken.url, 3) });
    const done = await finished(api, run.id);
    failedRunId = run.id;
    expect(done.outcome).toBe('FAILED');
    expect(done.metrics.counts).toEqual({ ERROR: 3 });
    expect((await api.testRuns.getTestRunSummary.query({ testRunId: run.id })).outcome).toBe('FAILED');
    const listed = (await api.testRuns.list.query({ limit: 5 })).items.find((r) => r.id === run.id)!;
    expect(listed.outcome).toBe('FAILED');
    expect(listed.counts).toEqual({ ERROR: 3 });
  });

  it('re-runs all failed cases as a new run, linked both ways', async () => {
    const api = apiClient(world.app.url, world.user);
    const { id } = await api.testRuns.rerun.mutate({ testRunId: failedRunId });
    const rerun = await finished(api, id);
    expect(rerun.parentTestRunId).toBe(failedRunId);
    expect(rerun.parent?.id).toBe(failedRunId);
    const old = await api.testRuns.get.query({ testRunId: failedRunId });
    expect(rerun.caseRuns).toHaveLength(3);
    for (const c of rerun.caseRuns) {
      expect(c.rerunOf?.testRunId).toBe(failedRunId);
      const original = old.caseRuns.find((o) => o.id === c.rerunOf?.id)!;
      expect(original.supersededBy).toMatchObject({ id: c.id, testRunId: id });
      expect(original.title).toBe(c.title);
    }
    // Only finished case runs can be re-run; one at a time works too; another workspace cannot.
    const single = await api.testRuns.rerun.mutate({ testRunId: id, caseRunIds: [rerun.caseRuns[0]!.id] });
    expect((await finished(api, single.id)).caseRuns).toHaveLength(1);
    const other = await signUp(world.app.url, 'Stranger');
    const org = (await api.admin.listOrganizations.query()).find((o) => o.ownerEmail === other.email)!;
    await api.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: null });
    const stranger = apiClient(world.app.url, other);
    await expect(stranger.testRuns.rerun.mutate({ testRunId: failedRunId })).rejects.toThrow(/not found/i);
  });
});

describe('one case at a time', () => {
  beforeAll(async () => {
    await apiClient(world.app.url, world.user).workspace.updateSettings.mutate({ concurrencyMax: 1 });
  });
  afterAll(async () => {
    await apiClient(world.app.url, world.user).workspace.updateSettings.mutate({ concurrencyMax: 10 });
  });

  it('cancels one queued case; the others complete and the run reads as partial', async () => {
    const slow = await inFlightAgent(300);
    agents.push(slow);
    const api = apiClient(world.app.url, world.user);
    const run = await api.testRuns.create.mutate({ agentId: await agentWithCases(slow.url, 3) });
    const queued = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.caseRuns.some((c) => c.status === 'IN_PROGRESS') && r.caseRuns.find((c) => c.status === 'QUEUED');
    });
    expect(await api.testRuns.cancelCaseRun.mutate({ caseRunId: queued.id })).toEqual({ cancelled: 1 });
    const done = await finished(api, run.id);
    expect(done.metrics.counts).toEqual({ COMPLETED: 2, CANCELLED: 1 });
    expect(done.caseRuns.find((c) => c.id === queued.id)).toMatchObject({ status: 'CANCELLED', whoEndedConversation: 'USER', turnCount: 0 });
    expect(done.outcome).toBe('PARTIAL');
    await expect(api.testRuns.cancelCaseRun.mutate({ caseRunId: queued.id })).rejects.toThrow(/can no longer be cancelled/);
  });

  it('ends a conversation in progress by hand, keeping its transcript', async () => {
    const chatty = await inFlightAgent(250);
    agents.push(chatty);
    const api = apiClient(world.app.url, world.user);
    const run = await api.testRuns.create.mutate({ agentId: await agentWithCases(chatty.url, 1, 20), maxTurns: 30 });
    const talking = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.caseRuns.find((c) => c.status === 'IN_PROGRESS' && c.turnCount >= 4);
    });
    await api.testRuns.endCaseRun.mutate({ caseRunId: talking.id });
    const done = await finished(api, run.id);
    const c = done.caseRuns[0]!;
    expect(c).toMatchObject({ status: 'COMPLETED', whoEndedConversation: 'USER', endConversationReason: 'MANUALLY_ENDED' });
    const transcript = await api.testRuns.getCaseRun.query({ caseRunId: c.id });
    expect(transcript.messages.length).toBeGreaterThanOrEqual(4);
    expect(transcript.messages.length).toBeLessThan(42);
    expect(transcript.messages.map((m) => m.position)).toEqual(transcript.messages.map((_, i) => i));
    expect(done.outcome).toBe('SUCCEEDED');
    await expect(api.testRuns.endCaseRun.mutate({ caseRunId: c.id })).rejects.toThrow(/in progress/);
  });
});
