import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingClinicAgent, type TestAgentServer } from '../helpers/agents';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';
import { collectSse } from '../helpers/sse';

let app: TestApp;
let user: Account;
let agentServer: TestAgentServer;
beforeAll(async () => {
  app = await startTestApp();
  user = await signUp(app.url);
  agentServer = await countingClinicAgent(40);
});
afterAll(async () => {
  await agentServer?.close();
  await app?.stop();
});

const BOOKING_TURNS = [
  { agentQuestion: 'May I have your name?', expectedResponse: 'My name is Robin Park.' },
  { agentQuestion: 'What day works?', expectedResponse: 'Friday at 3 pm.' },
  { expectedResponse: 'No, thank you. Goodbye!' },
];

describe('test runs against a real agent', () => {
  it('runs 20 cases with concurrencyMax 5: never more than 5 at once, all 20 COMPLETED', async () => {
    const api = apiClient(app.url, user);
    await api.workspace.updateSettings.mutate({ concurrencyMax: 5 });
    const agent = await api.customerVoiceAgent.create.mutate({
      name: 'Counting clinic',
      chat: { url: agentServer.url, protocol: 'REST', extraBody: {}, maxTurns: 10 },
    });
    for (let i = 0; i < 20; i++) {
      await api.testCase.create.mutate({ agentId: agent.id, title: `Booking ${i}`, initialMessage: 'I want to book an appointment.', turns: BOOKING_TURNS });
    }
    const run = await api.testRuns.create.mutate({ agentId: agent.id });

    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    }, 60_000);

    expect(done.metrics.counts).toEqual({ COMPLETED: 20 });
    expect(agentServer.maxOpenSessions).toBeLessThanOrEqual(5);
    expect(agentServer.maxOpenSessions).toBeGreaterThanOrEqual(2);

    // The database's own record of each slot agrees: no instant had more than 5 conversations.
    // A conversation's span is its start plus its duration: finishedAt also covers scoring, which holds no slot.
    const spans = done.caseRuns.map((c) => [c.startedAt!.getTime(), c.startedAt!.getTime() + c.durationMs!] as const);
    const maxOverlap = Math.max(...spans.map(([s]) => spans.filter(([s2, e2]) => s2 <= s && e2 > s).length));
    expect(maxOverlap).toBeLessThanOrEqual(5);

    for (const c of done.caseRuns) {
      expect(c.whoEndedConversation).toBe('AGENT');
      expect(c.endConversationReason).toBe('AGENT_ENDED_CALL');
      expect(c.turnCount).toBe(8);
    }
    expect(done.metrics.firstByteMs.p50).toBeGreaterThanOrEqual(40);
    expect(done.metrics.fullReplyMs.max).toBeGreaterThanOrEqual(done.metrics.fullReplyMs.p90!);
    expect(done.metrics.durationMs.p50).toBeGreaterThan(4 * 40);

    const transcript = await api.testRuns.getCaseRun.query({ caseRunId: done.caseRuns[0]!.id });
    expect(transcript.messages.map((m) => m.role)).toEqual(['tester', 'agent', 'tester', 'agent', 'tester', 'agent', 'tester', 'agent']);
    expect(transcript.messages[3]!.content).toContain('Robin Park');
    expect(transcript.messages[5]!.content).toContain('on Friday at 3 pm');
    for (const m of transcript.messages.filter((m) => m.role === 'agent')) {
      expect(m.firstByteMs).toBeGreaterThan(0);
      expect(m.fullReplyMs).toBeGreaterThanOrEqual(m.firstByteMs!);
    }
  });

  it('streams progress over SSE while the run goes on', async () => {
    const api = apiClient(app.url, user);
    const [demo] = (await api.customerVoiceAgent.list.query()).filter((a) => a.isDemo);
    // A slower demo agent, one conversation at a time, so the subscription opens while the run is still going.
    await api.workspace.updateSettings.mutate({ concurrencyMax: 1 });
    await api.customerVoiceAgent.update.mutate({
      id: demo!.id,
      name: demo!.name,
      chat: { url: `${app.url}/api/demo-agent/chat`, protocol: 'SSE', extraBody: { latencyMs: 150 }, maxTurns: 10 },
    });
    const run = await api.testRuns.create.mutate({ agentId: demo!.id });
    const input = encodeURIComponent(JSON.stringify({ json: { testRunId: run.id } }));
    const events = (await collectSse(`${app.url}/api/trpc/testRuns.onProgress?input=${input}`, user.cookie, (evs) =>
      evs.some((e) => (e as { type?: string }).type === 'run'),
    )) as Array<{ type: string; status?: string }>;
    expect(events.some((e) => e.type === 'caseRun' && e.status === 'IN_PROGRESS')).toBe(true);
    expect(events.some((e) => e.type === 'message')).toBe(true);
    expect(events.filter((e) => e.type === 'caseRun' && e.status === 'COMPLETED')).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ type: 'run', status: 'COMPLETED' });
  });

  it('drives the demo agent over REST, SSE and WebSocket alike', async () => {
    const api = apiClient(app.url, user);
    await api.workspace.updateSettings.mutate({ concurrencyMax: 10 });
    const [demo] = (await api.customerVoiceAgent.list.query()).filter((a) => a.isDemo);
    for (const protocol of ['REST', 'SSE', 'WEBSOCKET'] as const) {
      const run = await api.testRuns.create.mutate({ agentId: demo!.id, protocol });
      const done = await eventually(async () => {
        const r = await api.testRuns.get.query({ testRunId: run.id });
        return r.status === 'COMPLETED' && r;
      });
      expect(done.metrics.counts, protocol).toEqual({ COMPLETED: 3 });
      const hours = done.caseRuns.find((c) => c.title === 'Ask for opening hours')!;
      const t = await api.testRuns.getCaseRun.query({ caseRunId: hours.id });
      expect(t.messages[1]!.content, protocol).toContain('Monday to Friday from 8 am to 6 pm');
    }
  });

  it('lists runs newest first with a cursor', async () => {
    const api = apiClient(app.url, user);
    const first = await api.testRuns.list.query({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await api.testRuns.list.query({ limit: 2, cursor: first.nextCursor });
    expect(second.items[0]!.createdAt.getTime()).toBeLessThanOrEqual(first.items[1]!.createdAt.getTime());
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0]!.id);
  });
});

describe('cancelling a run', () => {
  it('cancels queued and running cases, keeps finished ones, and completes the run', async () => {
    const api = apiClient(app.url, user);
    await api.workspace.updateSettings.mutate({ concurrencyMax: 2 });
    const slow = await countingClinicAgent(300);
    try {
      const agent = await api.customerVoiceAgent.create.mutate({ name: 'Slow clinic', chat: { url: slow.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
      for (let i = 0; i < 6; i++) {
        await api.testCase.create.mutate({ agentId: agent.id, title: `Slow ${i}`, initialMessage: 'I want to book an appointment.', turns: BOOKING_TURNS });
      }
      const run = await api.testRuns.create.mutate({ agentId: agent.id });
      await eventually(async () => (await api.testRuns.get.query({ testRunId: run.id })).caseRuns.some((c) => c.status === 'IN_PROGRESS'));
      const { cancelled } = await api.testRuns.cancel.mutate({ testRunId: run.id });
      expect(cancelled).toBeGreaterThanOrEqual(4);
      const done = await api.testRuns.get.query({ testRunId: run.id });
      expect(done.status).toBe('COMPLETED');
      expect(done.caseRuns.every((c) => ['CANCELLED', 'COMPLETED'].includes(c.status))).toBe(true);
      // A conversation in flight stops at its next message and is not overwritten afterwards.
      await new Promise((r) => setTimeout(r, 1500));
      const later = await api.testRuns.get.query({ testRunId: run.id });
      expect(later.metrics.counts.CANCELLED).toBe(cancelled);
      const stopped = later.caseRuns.find((c) => c.status === 'CANCELLED' && c.turnCount > 0);
      if (stopped) expect(stopped.turnCount).toBeLessThan(8);
    } finally {
      await slow.close();
    }
  });
});
