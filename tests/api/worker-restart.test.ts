import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startPeer, startTestApp, type TestApp } from '../helpers/app';

let api: TestApp;
let user: Account;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  // An API server with no worker: jobs wait in the queue until a worker appears.
  api = await startTestApp({}, { worker: false });
  user = await signUp(api.url);
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await api?.stop();
});

async function demoAgent(latencyMs: number) {
  const client = apiClient(api.url, user);
  const [demo] = (await client.customerVoiceAgent.list.query()).filter((a) => a.isDemo);
  await client.customerVoiceAgent.update.mutate({
    id: demo!.id,
    name: demo!.name,
    chat: { url: `${api.url}/api/demo-agent/chat`, protocol: 'REST', extraBody: { latencyMs }, maxTurns: 10 },
  });
  return { client, agentId: demo!.id };
}

describe('jobs survive restarts', () => {
  it('runs queued cases once a worker starts, on another "machine"', async () => {
    const { client, agentId } = await demoAgent(0);
    const run = await client.testRuns.create.mutate({ agentId });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await client.testRuns.get.query({ testRunId: run.id })).metrics.counts).toEqual({ QUEUED: 3 });

    const worker = await startPeer(api.databaseUrl, { http: false, worker: true }, { PUBLIC_URL: api.url });
    try {
      const done = await eventually(async () => {
        const r = await client.testRuns.get.query({ testRunId: run.id });
        return r.status === 'COMPLETED' && r;
      });
      expect(done.metrics.counts).toEqual({ COMPLETED: 3 });
    } finally {
      await worker.stop();
    }
  });

  it('finishes conversations whose worker was killed mid-call, each in exactly one terminal state and charged once', async () => {
    const { client, agentId } = await demoAgent(400);
    const workspace = await client.workspace.ensureDefaultWorkspace.query();
    await client.admin.updateWorkspaceFlags.mutate({ workspaceId: workspace.id, flags: { showCredits: true } });
    const before = (await client.credits.overview.query()).remainingCredits;
    const run = await client.testRuns.create.mutate({ agentId });

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--worker'], {
      env: { ...process.env, DATABASE_URL: api.databaseUrl, PUBLIC_URL: api.url, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => child.once('exit', r));
    await eventually(async () => {
      const r = await client.testRuns.get.query({ testRunId: run.id });
      return r.caseRuns.some((c) => c.status === 'IN_PROGRESS' && c.turnCount >= 1);
    }, 30_000);
    child.kill('SIGKILL');
    await exited;
    const midway = await client.testRuns.get.query({ testRunId: run.id });
    expect(midway.status).toBe('RUNNING');

    const worker = await startPeer(api.databaseUrl, { http: false, worker: true }, { PUBLIC_URL: api.url });
    stops.push(() => worker.stop());
    const done = await eventually(async () => {
      const r = await client.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    }, 60_000);
    expect(done.metrics.counts).toEqual({ COMPLETED: 3 });
    expect(done.caseRuns.some((c) => c.attempts >= 2)).toBe(true);
    // Retried cases were charged once each: three CHAT_SIM charges for three case runs.
    const credits = await client.credits.overview.query();
    expect(credits.transactions.filter((t) => t.testRunId === run.id).map((t) => [t.activityType, t.creditsUsed])).toEqual([
      ['CHAT_SIM', 1],
      ['CHAT_SIM', 1],
      ['CHAT_SIM', 1],
    ]);
    expect(credits.remainingCredits).toBe(before - 3);
    for (const c of done.caseRuns) {
      const t = await client.testRuns.getCaseRun.query({ caseRunId: c.id });
      // A retried conversation starts afresh: positions run 0..n-1 with no leftovers.
      expect(t.messages.map((m) => m.position)).toEqual(t.messages.map((_, i) => i));
      expect(t.messages.length).toBe(c.turnCount);
    }
  });
});
