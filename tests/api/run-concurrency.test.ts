import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFlightAgent, type InFlightAgent } from '../helpers/agents';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startPeer, startTestApp, type TestApp } from '../helpers/app';

let api: TestApp;
let user: Account;
const stops: Array<() => Promise<unknown> | unknown> = [];

beforeAll(async () => {
  // An API server with no worker of its own: the workers below are separate.
  api = await startTestApp({}, { worker: false });
  user = await signUp(api.url);
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await api?.stop();
});

async function agentWithCases(agent: InFlightAgent, count: number, turns: number) {
  const client = apiClient(api.url, user);
  const created = await client.customerVoiceAgent.create.mutate({ name: `Agent ${Date.now()}`, chat: { url: agent.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
  for (let i = 0; i < count; i++) {
    await client.testCase.create.mutate({
      agentId: created.id,
      title: `Case ${i}`,
      initialMessage: `Hello ${i}`,
      turns: Array.from({ length: turns }, (_, t) => ({ expectedResponse: `Line ${t}` })),
    });
  }
  return created.id;
}

describe('the concurrency limit across worker processes', () => {
  it('two workers together never hold more conversations than concurrencyMax, and fill it', async () => {
    const agent = await inFlightAgent(200);
    stops.push(() => agent.close());
    const client = apiClient(api.url, user);
    await client.workspace.updateSettings.mutate({ concurrencyMax: 6 });
    const agentId = await agentWithCases(agent, 30, 1);
    // Each worker alone could run all 30 at once: only the shared limit holds them back.
    const peer = () => startPeer(api.databaseUrl, { http: false, worker: true }, { PUBLIC_URL: api.url, WORKER_CONCURRENCY: '30', WORKER_BATCH_SIZE: '10' });
    const workers = [await peer(), await peer()];
    const run = await client.testRuns.create.mutate({ agentId });
    const done = await eventually(async () => {
      const r = await client.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    }, 60_000).finally(() => Promise.all(workers.map((w) => w.stop())));
    expect(done.metrics.counts).toEqual({ COMPLETED: 30 });
    expect(agent.requests).toBe(60);
    expect(agent.maxInFlight).toBeLessThanOrEqual(6);
    expect(agent.maxInFlight).toBeGreaterThanOrEqual(5);
    // The database agrees: no instant had more than 6 conversations.
    // A case holds its slot while it converses; scoring afterwards needs no slot.
    const spans = done.caseRuns.map((c) => [c.startedAt!.getTime(), c.startedAt!.getTime() + c.durationMs!] as const);
    expect(Math.max(...spans.map(([s]) => spans.filter(([s2, e2]) => s2 <= s && e2 > s).length))).toBeLessThanOrEqual(6);
  });
});

describe('stale case runs', () => {
  it('a case whose worker froze mid-call is ended ERROR as stale, and stays so when that worker wakes', async () => {
    const agent = await inFlightAgent(600);
    stops.push(() => agent.close());
    const client = apiClient(api.url, user);
    const agentId = await agentWithCases(agent, 1, 3);
    const run = await client.testRuns.create.mutate({ agentId, sessionTimeoutSeconds: 1, maxTurns: 4 });

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--worker'], {
      env: { ...process.env, DATABASE_URL: api.databaseUrl, PUBLIC_URL: api.url, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    stops.push(() => child.kill('SIGKILL'));
    await eventually(async () => (await client.testRuns.get.query({ testRunId: run.id })).caseRuns[0]!.turnCount >= 1, 30_000);
    child.kill('SIGSTOP');

    // Another worker's supervisor looks every half second with a one-second grace.
    const w = await startPeer(api.databaseUrl, { http: false, worker: true }, { PUBLIC_URL: api.url, STALE_SWEEP_SECONDS: '0.5', STALE_GRACE_SECONDS: '1' });
    stops.push(() => w.stop());
    const stale = await eventually(async () => {
      const r = await client.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r.caseRuns[0];
    }, 30_000);
    expect(stale).toMatchObject({ status: 'ERROR', whoEndedConversation: 'SYSTEM', endConversationReason: 'STALE' });
    expect(stale.errorMessage).toMatch(/^Stale: still in progress after its time limit of 8 s/);

    child.kill('SIGCONT');
    await new Promise((r) => setTimeout(r, 2500));
    const later = await client.testRuns.get.query({ testRunId: run.id });
    expect(later.caseRuns[0]).toMatchObject({ status: 'ERROR', endConversationReason: 'STALE' });
    expect(later.outcome).toBe('FAILED');
  });
});
