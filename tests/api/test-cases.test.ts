import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingClinicAgent, type TestAgentServer } from '../helpers/agents';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

let app: TestApp;
let user: Account;
let other: Account;
let agentServer: TestAgentServer;
beforeAll(async () => {
  app = await startTestApp();
  user = await signUp(app.url, 'Owner');
  other = await signUp(app.url, 'Other');
  const admin = apiClient(app.url, user);
  await admin.workspace.ensureDefaultWorkspace.query();
  const org = (await admin.admin.listOrganizations.query()).find((o) => o.ownerEmail === other.email)!;
  await admin.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() + 86_400_000) });
  await apiClient(app.url, other).workspace.ensureDefaultWorkspace.query();
  agentServer = await countingClinicAgent(5);
});
afterAll(async () => {
  await agentServer?.close();
  await app?.stop();
});

const TURNS = [
  { agentQuestion: 'May I have your name?', expectedResponse: 'My name is Robin Park.' },
  { agentQuestion: 'What day works?', expectedResponse: 'Friday at 3 pm.' },
  { expectedResponse: 'No, thank you. Goodbye!' },
];

async function codeOf(p: Promise<unknown>) {
  try {
    await p;
    return 'OK';
  } catch (e) {
    if (e instanceof TRPCClientError) return e.data?.code as string;
    throw e;
  }
}

describe('test cases: fields, versions, scenarios, import/export', () => {
  it('keeps the version a run played, after the case is edited again', async () => {
    const api = apiClient(app.url, user);
    const agent = await api.customerVoiceAgent.create.mutate({ name: 'Clinic', chat: { url: agentServer.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
    const created = await api.testCase.create.mutate({
      agentId: agent.id, title: 'Book', initialMessage: 'I want to book an appointment.', turns: TURNS,
      accent: 'GB-WESTCOUNTRY', backgroundNoise: 'cafe', backgroundNoiseVolume: 40, tags: ['smoke', 'booking'],
    });
    expect(created.version).toBe(1);
    const base = await api.testCase.get.query({ id: created.id });
    const { id: _id, workspaceId: _w, createdAt: _c, updatedAt: _u, currentVersion: _v, ...fields } = base;
    const v2 = await api.testCase.update.mutate({ ...fields, id: created.id, title: 'Book a visit', changeDescription: 'clearer title' });
    expect(v2.version).toBe(2);

    const scenario = await api.dataset.create.mutate({ name: 'Bookings', testCaseIds: [created.id], scenarioSettings: { gender: 'female', language: 'en-GB' } });
    expect((await api.dataset.get.query({ id: scenario.id })).name).toBe('Bookings');
    const run = await api.testRuns.create.mutate({ agentId: agent.id, datasetId: scenario.id });
    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    }, 30_000);
    expect(done.caseRuns.map((c) => c.testCaseVersion)).toEqual([2]);

    await api.testCase.update.mutate({ ...fields, id: created.id, title: 'Book again', turns: TURNS.slice(0, 2) });
    const after = await api.testRuns.get.query({ testRunId: run.id });
    expect(after.caseRuns[0]!.testCaseVersion).toBe(2);

    const history = await api.testCase.versions.query({ id: created.id });
    expect(history.map((h) => h.version)).toEqual([3, 2, 1]);
    expect(history[1]).toMatchObject({ changeType: 'UPDATED', changeDescription: 'clearer title', changeSummary: 'Changed title' });
    expect(history[0]!.changes.map((c) => c.field)).toEqual(['title', 'turns']);

    const page = await api.testCase.page.query({ tag: 'smoke', search: 'again', sort: 'title', page: 1, pageSize: 10 });
    expect(page.total).toBe(1);
    expect(page.items[0]!.tags).toEqual(['booking', 'smoke']);
  });

  it('rejects out-of-range and unknown voice settings with readable messages', async () => {
    const api = apiClient(app.url, user);
    const [agent] = await api.customerVoiceAgent.list.query();
    const err = await api.testCase.create
      .mutate({ agentId: agent!.id, title: 'x', initialMessage: 'hi', backgroundNoiseVolume: 101, voiceSynthesizer: 'acme' as never })
      .catch((e) => e);
    expect(err.data.code).toBe('BAD_REQUEST');
    expect(err.message).toContain('Background noise volume must be a number from 0 to 100');
    expect(err.message).toContain('Synthesizer must be one of azure, cartesia, elevenlabs, playht, rime, openai');
  });

  it('round-trips cases through JSON, YAML and CSV, and reports bad rows one by one', async () => {
    const api = apiClient(app.url, user);
    const [agent] = await api.customerVoiceAgent.list.query();
    const strip = (cases: Awaited<ReturnType<typeof api.testCase.get.query>>[]) =>
      cases.map(({ id: _i, createdAt: _c, updatedAt: _u, currentVersion: _v, ...rest }) => rest);
    const original = await Promise.all((await api.testCase.list.query({ agentId: agent!.id })).map((c) => api.testCase.get.query({ id: c.id })));
    for (const format of ['json', 'yaml', 'csv'] as const) {
      const file = await api.testCase.export.query({ format, agentId: agent!.id });
      expect(file.count).toBe(original.length);
      const target = await api.customerVoiceAgent.create.mutate({ name: `Copy ${format}`, chat: { url: agentServer.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
      const res = await api.testCase.import.mutate({ format, content: file.content, agentId: target.id });
      expect(res).toMatchObject({ created: original.length, errors: [] });
      const copies = await Promise.all((await api.testCase.list.query({ agentId: target.id })).map((c) => api.testCase.get.query({ id: c.id })));
      expect(strip(copies).map((c) => ({ ...c, agentId: agent!.id }))).toEqual(strip(original));
    }
    const bad = await api.testCase.import.mutate({
      format: 'csv',
      agentId: agent!.id,
      content: 'title,initialMessage,backgroundNoiseVolume,disableHangup\nGood,Hello,10,true\n,Hi,500,maybe\n',
    });
    expect(bad.created).toBe(0);
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors[0]!.row).toBe(2);
    expect(bad.errors[0]!.messages.join(' | ')).toMatch(/title: Title is required.*backgroundNoiseVolume.*disableHangup: Use true or false/);

    // Another tool's call configuration: persona flags as text, snake-case digits.
    const foreign = JSON.stringify([{ title: 'From another tool', initialMessage: 'Hi', disableHangup: 'true', smartIvrNavigate: 'TRUE', send_digits: '12#', from_number: '+15550100' }]);
    expect(await api.testCase.import.mutate({ format: 'json', content: foreign, agentId: agent!.id })).toMatchObject({ created: 1, errors: [] });
    const imported = (await api.testCase.list.query({ agentId: agent!.id })).find((c) => c.title === 'From another tool')!;
    expect(await api.testCase.get.query({ id: imported.id })).toMatchObject({ disableHangup: true, smartIvrNavigate: true, sendDTMFDigits: '12#' });
    await api.testCase.delete.mutate({ id: imported.id });
  });

  it('keeps scenarios, tags and cases inside their workspace', async () => {
    const mine = apiClient(app.url, user);
    const theirs = apiClient(app.url, other);
    const [scenario] = await mine.dataset.list.query();
    expect(await codeOf(theirs.dataset.get.query({ id: scenario!.id }))).toBe('NOT_FOUND');
    expect(await codeOf(theirs.dataset.update.mutate({ id: scenario!.id, name: 'x' }))).toBe('NOT_FOUND');
    expect(await codeOf(theirs.dataset.delete.mutate({ id: scenario!.id }))).toBe('NOT_FOUND');
    expect(await theirs.dataset.list.query()).toEqual([]);
    expect(await theirs.tag.list.query()).toEqual([]);
    const [mineCase] = await mine.testCase.list.query();
    expect(await codeOf(theirs.testCase.versions.query({ id: mineCase!.id }))).toBe('NOT_FOUND');
    expect(await codeOf(theirs.dataset.create.mutate({ name: 'Steal', testCaseIds: [mineCase!.id] }))).toBe('NOT_FOUND');
    const exported = await theirs.testCase.export.query({ format: 'json' });
    expect(exported.content).not.toContain('Book again');
    expect(exported.content).not.toContain('smoke');
    expect((await theirs.testCase.page.query({ tag: 'smoke' })).total).toBe(0);
  });
});
