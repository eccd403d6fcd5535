import { TRPCClientError } from '@trpc/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaceUsers } from '../../src/server/db/schema';
import { countingClinicAgent, type TestAgentServer } from '../helpers/agents';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';
import { type FakeLlmRequest, startFakeLlmServer, type FakeLlmServer } from '../helpers/fake-llm-server';

const KEY = 'sk-live-do-not-leak-7f3a9Q';
let app: TestApp;
let user: Account;
let fake: FakeLlmServer;
let agentServer: TestAgentServer;
/** Every response body the tests saw, checked at the end for the key. */
const bodies: string[] = [];

beforeAll(async () => {
  [app, fake, agentServer] = await Promise.all([startTestApp(), startFakeLlmServer(), countingClinicAgent(0)]);
  user = await signUp(app.url);
});
afterAll(async () => {
  await Promise.all([fake?.close(), agentServer?.close()]);
  await app?.stop();
});

const api = (account: Account = user) => apiClient(app.url, account);
/** A raw tRPC call whose response body is kept, to look for the key in it. */
async function raw(path: string, init?: RequestInit) {
  const res = await fetch(`${app.url}/api/trpc/${path}`, { ...init, headers: { cookie: user.cookie, 'content-type': 'application/json', ...init?.headers } });
  const text = await res.text();
  bodies.push(text);
  return { status: res.status, text };
}

const say = (text: string, endCall = false, reason = '') => JSON.stringify({ say: text, endCall, reason });
/** The fake caller model answers from the agent's last line, so concurrent conversations each get the right move. */
function clinicCaller(request: FakeLlmRequest) {
  const lastAgent = request.body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  if (/full name/i.test(lastAgent)) return say('My name is Robin Park.');
  if (/what day/i.test(lastAgent)) return say('Friday at 3 pm.');
  if (/booked/i.test(lastAgent)) return say('Great, thank you. Goodbye!', true, 'Appointment booked');
  return say('Sorry, I wanted to book an appointment.');
}

let agentId: string;
let llmCaseId: string;

async function runToEnd(input: Parameters<ReturnType<typeof api>['testRuns']['create']['mutate']>[0]) {
  const run = await api().testRuns.create.mutate(input);
  return eventually(async () => {
    const r = await api().testRuns.get.query({ testRunId: run.id });
    return r.status === 'COMPLETED' && r;
  });
}
const codeOf = (p: Promise<unknown>) => p.then(() => 'OK', (e: unknown) => (e instanceof TRPCClientError ? e.data?.code : String(e)));

describe('the LLM caller against a local OpenAI-compatible server', () => {
  it('refuses at run creation a case that needs an LLM when none is configured', async () => {
    agentId = (await api().customerVoiceAgent.create.mutate({ name: 'Clinic', chat: { url: agentServer.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } })).id;
    llmCaseId = (
      await api().testCase.create.mutate({
        agentId,
        title: 'Robin books a visit',
        callerMode: 'LLM',
        testType: 'end_to_end_testing',
        initialMessage: 'I want to book an appointment.',
        testPersonaRole: 'Robin Park, a patient',
        testAgentInstructions: 'Book an appointment for Friday afternoon.',
        scenarioFacts: 'Full name: Robin Park',
        languages: ['en-GB'],
        endCallInstructions: 'Hang up once the booking is confirmed.',
        expectedAgentOutput: 'book the appointment and confirm it',
      })
    ).id;
    const refused = await api().testRuns.create.mutate({ agentId, testCaseIds: [llmCaseId] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect(await codeOf(Promise.reject(refused))).toBe('PRECONDITION_FAILED');
    expect((refused as Error).message).toBe(
      '"Robin books a visit" uses an LLM caller, but no LLM is configured for this workspace. A workspace admin can add one in Settings → LLM.',
    );
    expect((await api().llmSettings.get.query()).source).toBe('NONE');
  });

  it('stores the key encrypted and only ever shows its last four characters', async () => {
    const saved = await raw('llmSettings.update', {
      method: 'POST',
      body: JSON.stringify({ json: { baseUrl: fake.baseUrl, apiKey: KEY, model: 'fake-caller', temperature: 0.4 } }),
    });
    expect(saved.status).toBe(200);
    const view = await api().llmSettings.get.query();
    expect(view).toMatchObject({ source: 'WORKSPACE', baseUrl: fake.baseUrl, model: 'fake-caller', temperature: 0.4, stream: false, apiKey: { configured: true, last4: KEY.slice(-4) } });
    await raw(`llmSettings.get?input=${encodeURIComponent(JSON.stringify({ json: null }))}`);
    // At rest the column holds ciphertext only.
    const stored = await app.db.execute<{ api_key: string }>(sql`select api_key from workspace_llm_settings`);
    expect(stored.rows[0]!.api_key).toMatch(/^enc:v1:/);
    expect(stored.rows[0]!.api_key).not.toContain(KEY);
  });

  it('plays the case: the model sees the persona and the transcript, and hangs up itself', async () => {
    fake.respondWith(clinicCaller);
    const done = await runToEnd({ agentId, testCaseIds: [llmCaseId] });
    const [caseRun] = done.caseRuns;
    expect(caseRun).toMatchObject({ status: 'COMPLETED', whoEndedConversation: 'TESTER', endConversationReason: 'CALLER_ENDED_CALL' });
    const detail = await api().testRuns.getCaseRun.query({ caseRunId: caseRun!.id });
    expect(detail.endConversationDetail).toBe('Appointment booked');
    expect(detail.messages.map((m) => `${m.role}:${m.content}`).slice(0, 3)).toEqual([
      'tester:I want to book an appointment.',
      expect.stringMatching(/^agent:.*full name/),
      'tester:My name is Robin Park.',
    ]);
    expect(detail.messages.at(-2)!.content).toBe('Great, thank you. Goodbye!');
    // The caller's model time is stored beside the tester's lines, never as the agent's latency.
    const tester = detail.messages.filter((m) => m.role === 'tester');
    expect(tester.slice(1).every((m) => (m.thinkMs ?? -1) >= 0)).toBe(true);

    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'fake-caller', temperature: 0.4, response_format: { type: 'json_object' } });
    const system = sent.body.messages[0]!.content;
    for (const part of ['Robin Park, a patient', 'Friday afternoon', 'Full name: Robin Park', 'British English', 'confirm it', 'regression test']) {
      expect(system).toContain(part);
    }
    bodies.push(JSON.stringify(detail));
  });

  it('reads a streaming provider and takes the run’s model override', async () => {
    await api().llmSettings.update.mutate({ baseUrl: fake.baseUrl, model: 'fake-caller', temperature: 0.4, stream: true });
    expect((await api().llmSettings.get.query()).apiKey.configured).toBe(true); // an omitted key is kept
    const before = fake.requests.length;
    const done = await runToEnd({ agentId, testCaseIds: [llmCaseId], model: 'override-model' });
    expect(done.caseRuns[0]).toMatchObject({ status: 'COMPLETED', endConversationReason: 'CALLER_ENDED_CALL' });
    const mine = fake.requests.slice(before);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.body.stream === true && r.body.model === 'override-model')).toBe(true);
    await api().llmSettings.update.mutate({ baseUrl: fake.baseUrl, model: 'fake-caller', temperature: 0.4, stream: false });
  });

  it('ends the case ERROR with the reason when the model answers malformed or too slowly; the run finishes', async () => {
    fake.respondWith(() => 'I am not JSON, sorry');
    const malformed = await runToEnd({ agentId, testCaseIds: [llmCaseId] });
    expect(malformed.caseRuns[0]).toMatchObject({ status: 'ERROR', whoEndedConversation: 'SYSTEM', endConversationReason: 'CALLER_ERROR' });
    expect(malformed.caseRuns[0]!.errorMessage).toBe('Caller LLM failed: The model did not answer with JSON: "I am not JSON, sorry"');

    fake.respondWith(() => ({ content: say('too late'), delayMs: 2500 }));
    const slow = await runToEnd({ agentId, testCaseIds: [llmCaseId], sessionTimeoutSeconds: 1 });
    expect(slow.caseRuns[0]).toMatchObject({ status: 'ERROR', endConversationReason: 'CALLER_ERROR' });
    expect(slow.caseRuns[0]!.errorMessage).toBe('Caller LLM failed: The model did not answer within 1 s');

    fake.respondWith(() => ({ status: 401, body: JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } }) }));
    const denied = await runToEnd({ agentId, testCaseIds: [llmCaseId] });
    expect(denied.caseRuns[0]!.errorMessage).toMatch(/^Caller LLM failed: The model endpoint answered HTTP 401: .*Incorrect API key provided: \*\*\*/);
    bodies.push(JSON.stringify(denied));
  });

  it('tests the connection for an admin, without the key', async () => {
    fake.respondWith(() => 'OK');
    const ok = await raw('llmSettings.test', { method: 'POST', body: '{}' });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text).result.data.json).toMatchObject({ ok: true, model: 'fake-caller', reply: 'OK' });
  });

  it('never sends the key in any response', () => {
    expect(bodies.length).toBeGreaterThan(4);
    for (const body of bodies) expect(body).not.toContain(KEY);
  });

  it('keeps LLM settings to the workspace, and editing them to admins', async () => {
    const bob = await signUp(app.url, 'Bob');
    const org = (await api().admin.listOrganizations.query()).find((o) => o.ownerEmail === bob.email)!;
    await api().admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() + 86_400_000) });
    expect((await api(bob).llmSettings.get.query()).source).toBe('NONE');
    // Bob's run of an LLM case is refused: Alice's model is hers alone.
    const bobAgent = await api(bob).customerVoiceAgent.create.mutate({ name: 'B', chat: { url: agentServer.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
    await api(bob).testCase.create.mutate({ agentId: bobAgent.id, title: 'B', callerMode: 'LLM', testPersonaRole: 'A caller' });
    expect(await codeOf(api(bob).testRuns.create.mutate({ agentId: bobAgent.id }))).toBe('PRECONDITION_FAILED');
    const ws = await api().workspace.get.query();
    const member = await signUp(app.url, 'Member');
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, member.email));
    await app.db.insert(workspaceUsers).values({ workspaceId: ws.id, userId: row!.id, role: 'WORKSPACE_MEMBER' });
    await app.db.update(users).set({ defaultWorkspaceId: ws.id }).where(eq(users.id, row!.id));
    expect((await api(member).llmSettings.get.query()).apiKey).toEqual({ configured: true, last4: KEY.slice(-4) });
    const change = { baseUrl: 'http://127.0.0.1:1/v1', model: 'x', temperature: 0 };
    expect(await codeOf(api(member).llmSettings.update.mutate(change))).toBe('FORBIDDEN');
    expect(await codeOf(api(member).llmSettings.clear.mutate())).toBe('FORBIDDEN');
    await app.db.update(workspaceUsers).set({ role: 'WORKSPACE_ADMIN' }).where(eq(workspaceUsers.userId, row!.id));
    expect(await codeOf(api(member).llmSettings.update.mutate({ ...change, baseUrl: fake.baseUrl }))).toBe('OK');
    expect(await codeOf(api().llmSettings.update.mutate({ ...change, baseUrl: 'ftp://x' }))).toBe('BAD_REQUEST');
    expect(await codeOf(api().llmSettings.update.mutate({ ...change, temperature: 3 }))).toBe('BAD_REQUEST');
  });
});

describe('the LLM from the environment', () => {
  it('is used when a workspace has none of its own', async () => {
    const envApp = await startTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: KEY, LLM_MODEL: 'env-model', LLM_STREAM: 'true' });
    try {
      const me = await signUp(envApp.url);
      const client = apiClient(envApp.url, me);
      const view = await client.llmSettings.get.query();
      expect(view).toMatchObject({ source: 'ENVIRONMENT', model: 'env-model', stream: true, apiKey: { configured: true, last4: null } });
      expect(JSON.stringify(view)).not.toContain(KEY);
      fake.respondWith(clinicCaller);
      const agent = await client.customerVoiceAgent.create.mutate({ name: 'Clinic', chat: { url: agentServer.url, protocol: 'REST', extraBody: {}, maxTurns: 10 } });
      await client.testCase.create.mutate({ agentId: agent.id, title: 'Env caller', callerMode: 'LLM', testPersonaRole: 'A patient', initialMessage: '' });
      const before = fake.requests.length;
      const run = await client.testRuns.create.mutate({ agentId: agent.id });
      const done = await eventually(async () => {
        const r = await client.testRuns.get.query({ testRunId: run.id });
        return r.status === 'COMPLETED' && r;
      });
      expect(done.caseRuns[0]).toMatchObject({ status: 'COMPLETED', endConversationReason: 'CALLER_ENDED_CALL' });
      // No initial message: the model opened the call.
      expect(fake.requests[before]!.body.messages.at(-1)!.content).toContain('Open the call');
      expect(fake.requests[before]!.body).toMatchObject({ model: 'env-model', stream: true });
    } finally {
      await envApp.stop();
    }
  });
});
