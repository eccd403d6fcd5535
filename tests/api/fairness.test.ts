import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingClinicAgent, type TestAgentServer } from '../helpers/agents';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let busy: Account;
let other: Account;
let slowAgent: TestAgentServer;

beforeAll(async () => {
  // A deliberately small worker: two conversations at once, four jobs per fetch.
  app = await startTestApp({ WORKER_BATCH_SIZE: '4', WORKER_CONCURRENCY: '2' });
  busy = await signUp(app.url, 'Busy');
  other = await signUp(app.url, 'Other');
  const admin = apiClient(app.url, busy);
  const org = (await admin.admin.listOrganizations.query()).find((o) => o.ownerEmail === other.email)!;
  await admin.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: null });
  slowAgent = await countingClinicAgent(300);
});
afterAll(async () => {
  await slowAgent?.close();
  await app?.stop();
});

describe('workspaces share workers fairly', () => {
  it("a workspace at its concurrency limit does not hold up another workspace's run", async () => {
    const a = apiClient(app.url, busy);
    await a.workspace.updateSettings.mutate({ concurrencyMax: 1 });
    const agent = await a.customerVoiceAgent.create.mutate({ name: 'Slow', chat: { url: slowAgent.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
    for (let i = 0; i < 10; i++) {
      await a.testCase.create.mutate({
        agentId: agent.id,
        title: `Slow ${i}`,
        initialMessage: 'I want to book an appointment.',
        turns: [{ expectedResponse: 'My name is Ray.' }, { expectedResponse: 'Monday at 9 am.' }, { expectedResponse: 'Goodbye!' }],
      });
    }
    const slowRun = await a.testRuns.create.mutate({ agentId: agent.id });
    await eventually(async () => (await a.testRuns.get.query({ testRunId: slowRun.id })).caseRuns.some((c) => c.status === 'IN_PROGRESS'));

    const b = apiClient(app.url, other);
    const [demo] = await b.customerVoiceAgent.list.query();
    const started = Date.now();
    const quickRun = await b.testRuns.create.mutate({ agentId: demo!.id });
    await eventually(async () => (await b.testRuns.get.query({ testRunId: quickRun.id })).status === 'COMPLETED', 20_000);
    const quickMs = Date.now() - started;

    const slow = await a.testRuns.get.query({ testRunId: slowRun.id });
    expect(slow.status).toBe('RUNNING');
    // Ten 1.2 s conversations one at a time take 12 s; the other workspace's run must not wait for them.
    expect(quickMs).toBeLessThan(6000);
    expect(slowAgent.maxOpenSessions).toBe(1);
  });
});
