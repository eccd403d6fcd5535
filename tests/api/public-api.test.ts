import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/server/db/schema';
import type { AppRouter } from '../../src/server/trpc/router';
import { agentPool } from '../helpers/agent-runs';
import { apiClient, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// API keys, the REST API and the CLI against a real server: scopes, revocation, tenancy,
// runs started by tags, progress and results, the CLI's exit codes and its JUnit XML.

let app: TestApp;
let owner: Account;
let other: Account;
let agentId: string;
let adminKey: string;
let memberKey: string;
const agents = agentPool();

const rest = (key: string | null, method: string, url: string, body?: unknown) =>
  fetch(`${app.url}/api/v1${url}`, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

const keyClient = (key: string) =>
  createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${app.url}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${key}` } })] });

const cli = promisify(execFile);
async function rehearse(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await cli(process.execPath, ['bin/rehearse.mjs', ...args], {
      env: { PATH: process.env.PATH, REHEARSE_URL: app.url, ...env },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}

async function waitDone(key: string, id: string) {
  for (let i = 0; i < 120; i++) {
    const p = await rest(key, 'GET', `/runs/${id}`);
    if (p.body.status === 'COMPLETED') return p.body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('run did not finish');
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp(app.url, 'Owner');
  other = await signUp(app.url, 'Other');
  await app.db.update(organizations).set({ admittedAt: new Date() });
  const api = apiClient(app.url, owner);
  // A booking agent that passes "Happy path" and fails "Grumpy" (it answers rudely to rude callers).
  const url = await agents.http((_req, res, body) => {
    const { messages } = JSON.parse(body) as { messages: Array<{ role: string; content: string }> };
    const last = messages.at(-1)?.content ?? '';
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ message: /rude/i.test(last) ? 'Go away.' : 'You are booked, goodbye!' }));
  });
  agentId = (await api.customerVoiceAgent.create.mutate({ name: 'Booking bot', chat: { url, protocol: 'REST', extraBody: {}, maxTurns: 2 } as never })).id;
  await api.testCase.create.mutate({ agentId, title: 'Happy path', initialMessage: 'Book me please', turns: [], tags: ['smoke'] });
  await api.testCase.create.mutate({ agentId, title: 'Grumpy <caller> & "friends"', initialMessage: 'I am rude', turns: [], tags: ['smoke', 'edge'] });
  await api.testCase.create.mutate({ agentId, title: 'Untagged', initialMessage: 'Hello', turns: [] });
  await api.assertion.create.mutate({ name: 'Books', importance: 'CRITICAL', evaluationType: 'CONTAINS', evaluationConfig: { text: 'booked' } });
  adminKey = (await api.apiKeys.create.mutate({ name: 'CI admin', role: 'WORKSPACE_ADMIN' })).key;
  memberKey = (await api.apiKeys.create.mutate({ name: 'CI member', role: 'WORKSPACE_MEMBER' })).key;
});
afterAll(async () => {
  await agents.closeAll();
  await app?.stop();
});

describe('API keys', () => {
  it('are shown once, listed by prefix with last use, and scoped to their role', async () => {
    const api = apiClient(app.url, owner);
    expect(adminKey).toMatch(/^rh_[A-Za-z0-9_-]{43}$/);
    const list = await api.apiKeys.list.query();
    expect(list.map((k) => k.name).sort()).toEqual(['CI admin', 'CI member']);
    expect(JSON.stringify(list)).not.toContain(adminKey);
    expect(list.find((k) => k.name === 'CI member')!.lastUsedAt).toBeNull();

    // A member key reads and runs, but cannot do admin things; no key reaches account settings or mints keys.
    const member = keyClient(memberKey);
    await expect(member.customerVoiceAgent.list.query()).resolves.toHaveLength(2);
    await expect(member.llmSettings.update.mutate({ baseUrl: 'http://127.0.0.1:1/v1', model: 'x', temperature: 0.5, stream: false } as never)).rejects.toThrow(/Only a workspace admin/);
    await expect(keyClient(adminKey).apiKeys.create.mutate({ name: 'x', role: 'WORKSPACE_MEMBER' })).rejects.toThrow(/API keys cannot manage API keys/);
    await expect(member.user.updateProfile.mutate({ name: 'Hacked', timezone: 'UTC' })).rejects.toThrow(/workspace data only/);
    expect((await api.apiKeys.list.query()).find((k) => k.name === 'CI member')!.lastUsedAt).not.toBeNull();

    // The owner is a system admin here; a key can still not be one.
    await expect(api.apiKeys.create.mutate({ name: 'x', role: 'SYSTEM_ADMIN' as never })).rejects.toThrow(/cannot be a system admin/);
  });

  it('stop working once revoked, and never reach another workspace', async () => {
    const api = apiClient(app.url, owner);
    const temp = await api.apiKeys.create.mutate({ name: 'Temp', role: 'WORKSPACE_MEMBER' });
    expect((await rest(temp.key, 'GET', '/agents')).status).toBe(200);
    await api.apiKeys.revoke.mutate({ id: temp.id });
    expect(await rest(temp.key, 'GET', '/agents')).toMatchObject({ status: 401, body: { error: { message: expect.stringMatching(/revoked/) } } });
    expect((await rest(null, 'GET', '/agents')).status).toBe(401);
    expect((await rest('rh_not-a-key', 'GET', '/agents')).status).toBe(401);

    const otherKey = (await apiClient(app.url, other).apiKeys.create.mutate({ name: 'B', role: 'WORKSPACE_ADMIN' })).key;
    const mine = await rest(adminKey, 'POST', '/runs', { agent: agentId, tags: ['edge'] });
    expect((await rest(otherKey, 'GET', `/runs/${mine.body.id}`)).status).toBe(404);
    expect((await rest(otherKey, 'POST', '/runs', { agent: agentId })).status).toBe(404);
    expect((await rest(otherKey, 'GET', '/agents')).body.agents.map((a: { id: string }) => a.id)).not.toContain(agentId);
    await expect(keyClient(otherKey).apiKeys.list.query()).rejects.toThrow();
    await waitDone(adminKey, mine.body.id);
  });
});

describe('REST API', () => {
  it('serves its OpenAPI document', async () => {
    const doc = await (await fetch(`${app.url}/api/v1/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(['/agents', '/runs', '/runs/{id}', '/runs/{id}/result']);
    expect(doc.paths['/runs'].post.requestBody.content['application/json'].schema.properties.tags).toBeTruthy();
  });

  it('previews, starts a run by tags, reports progress and the result', async () => {
    const dry = await rest(memberKey, 'POST', '/runs', { agent: 'Booking bot', tags: ['smoke'], repeats: 2, dryRun: true });
    expect(dry).toMatchObject({ status: 200, body: { caseRuns: 4, repeats: 2, credits: { enabled: false, estimate: 4 } } });
    expect(dry.body.cases.map((c: { title: string }) => c.title).sort()).toEqual(['Grumpy <caller> & "friends"', 'Happy path']);

    const started = await rest(memberKey, 'POST', '/runs', { agent: 'Booking bot', tags: ['smoke'] });
    expect(started).toMatchObject({ status: 201, body: { total: 2, triggerSource: 'API', agent: { id: agentId } } });
    await waitDone(memberKey, started.body.id);
    let result = (await rest(memberKey, 'GET', `/runs/${started.body.id}/result`)).body;
    for (let i = 0; i < 40 && result.cases.some((c: { verdict: string }) => c.verdict === 'UNDECIDED'); i++) {
      await new Promise((r) => setTimeout(r, 250));
      result = (await rest(memberKey, 'GET', `/runs/${started.body.id}/result`)).body;
    }
    expect(result.passRate).toBe(0.5);
    expect(result.cases.find((c: { title: string }) => c.title === 'Happy path').verdict).toBe('PASSED');
    expect(result.cases.find((c: { title: string }) => c.title.startsWith('Grumpy')).reason).toMatch(/Books/);
  });

  it('answers bad requests with a readable 4xx', async () => {
    expect(await rest(memberKey, 'POST', '/runs', { agent: 'Nobody' })).toMatchObject({ status: 404, body: { error: { message: 'No agent "Nobody" in this workspace' } } });
    expect(await rest(memberKey, 'POST', '/runs', { agent: agentId, tags: ['nope'] })).toMatchObject({ status: 412, body: { error: { message: expect.stringMatching(/tag nope/) } } });
    expect(await rest(memberKey, 'POST', '/runs', { agent: agentId, repeats: 99 })).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/repeats: At most 10/) } } });
    expect((await rest(memberKey, 'POST', '/runs', { agent: agentId, tags: ['smoke'], scenarioId: crypto.randomUUID() })).status).toBe(400);
    expect((await rest(memberKey, 'GET', '/runs/not-a-uuid')).status).toBe(400);
  });
});

describe('CLI', () => {
  it('exits 0 when the pass rate meets the threshold, 1 below it, and writes JUnit XML', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rehearse-cli-'));
    const junit = path.join(dir, 'junit.xml');
    const failed = await rehearse(['run', '--agent', 'Booking bot', '--tag', 'smoke', '--junit', junit], { REHEARSE_API_KEY: memberKey, GITHUB_ACTIONS: 'true' });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/Pass rate 50% \(1\/2\).*threshold 100% → FAILED/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuites name="Rehearse" tests="2" failures="1" errors="0" skipped="0"/);
    expect(xml).toContain('name="Grumpy &lt;caller&gt; &amp; &quot;friends&quot;"');
    expect(xml).toMatch(/<failure message="[^"]*Books[^"]*" type="FAILED">/);
    const runs = await apiClient(app.url, owner).testRuns.list.query({ limit: 1 });
    expect(runs.items[0]!.triggerSource).toBe('GITHUB_ACTIONS');

    const passed = await rehearse(['run', '--agent', agentId, '--tag', 'smoke', '--min-pass-rate', '0.5'], { REHEARSE_API_KEY: memberKey });
    expect(passed.code).toBe(0);
    expect(passed.stdout).toMatch(/→ PASSED/);
  });

  it('dry-runs, and exits 2 on usage and authentication errors, 3 when the server is unreachable', async () => {
    const dry = await rehearse(['run', '--agent', 'Booking bot', '--dry-run'], { REHEARSE_API_KEY: memberKey });
    expect(dry).toMatchObject({ code: 0, stdout: expect.stringMatching(/Dry run: 3 cases of Booking bot = 3 case runs/) });
    expect((await rehearse(['run'], { REHEARSE_API_KEY: memberKey })).code).toBe(2);
    expect((await rehearse(['run', '--agent', 'x', '--repeats', '0'], { REHEARSE_API_KEY: memberKey })).code).toBe(2);
    const badKey = await rehearse(['run', '--agent', 'Booking bot'], { REHEARSE_API_KEY: 'rh_wrong' });
    expect(badKey).toMatchObject({ code: 2, stderr: expect.stringMatching(/not valid or has been revoked/) });
    expect((await rehearse(['run', '--agent', 'Booking bot', '--url', 'http://127.0.0.1:9'], { REHEARSE_API_KEY: memberKey })).code).toBe(3);
  });
});
