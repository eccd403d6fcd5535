import { describe, expect, it } from 'vitest';
import { appWithUser } from '../helpers/app';

const world = appWithUser();

const get = (path: string, input: unknown) =>
  fetch(`${world.app.url}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { headers: { cookie: world.user.cookie } });
const post = (path: string, body: string) =>
  fetch(`${world.app.url}/api/trpc/${path}`, { method: 'POST', headers: { cookie: world.user.cookie, 'content-type': 'application/json' }, body });

async function expectClientError(res: Response, status: number, code: number, messagePart: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.error.json.code).toBe(code);
  expect(body.error.json.message).toContain(messagePart);
  expect(JSON.stringify(body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

describe('bad input is a 4xx with a readable message', () => {
  it('rejects a malformed id', async () => {
    await expectClientError(await get('customerVoiceAgent.get', { id: 'nope' }), 400, -32600, 'That is not a valid agent id');
  });

  it('names each missing or wrong field', async () => {
    const res = await post('testCase.create', JSON.stringify({ json: { agentId: crypto.randomUUID(), title: '', turns: [{ expectedResponse: '' }] } }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.json.message).toContain('title: Title is required');
    expect(body.error.json.message).toContain('initialMessage');
    expect(body.error.json.message).toContain('turns.0.expectedResponse: Each turn needs what the caller says');
    expect(body.error.json.data.fieldErrors.title).toEqual(['Title is required']);
  });

  it('rejects a bad agent endpoint', async () => {
    const res = await post(
      'customerVoiceAgent.create',
      JSON.stringify({ json: { name: 'x', chat: { url: 'ftp://agent', protocol: 'CARRIER_PIGEON' } } }),
    );
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.json.message).toContain('chat.url');
    expect(error.json.message).toContain('chat.protocol');
  });

  it('rejects unparseable JSON and unknown procedures', async () => {
    const res = await post('testCase.create', '{not json');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const unknown = await get('nope.nothing', {});
    expect(unknown.status).toBe(404);
    await expectClientError(await post('customerVoiceAgent.list', '{}'), 405, -32005, '');
  });

  it('reports a missing row as NOT_FOUND, not a server error', async () => {
    await expectClientError(await get('testRuns.get', { testRunId: crypto.randomUUID() }), 404, -32004, 'Test run not found');
  });

  it('refuses a run for an agent with no cases', async () => {
    const created = await post(
      'customerVoiceAgent.create',
      JSON.stringify({ json: { name: 'Empty', chat: { url: 'http://127.0.0.1:9/chat' } } }),
    );
    const { result } = await created.json();
    await expectClientError(
      await post('testRuns.create', JSON.stringify({ json: { agentId: result.data.json.id } })),
      412,
      -32012,
      'no active test cases',
    );
  });

  it('supports batching with comma-joined paths', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: null } }));
    const res = await fetch(`${world.app.url}/api/trpc/user.get,workspace.list?batch=1&input=${input}`, { headers: { cookie: world.user.cookie } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toHaveLength(2);
    expect(body[0].result.data.json.email).toBe(world.user.email);
  });
});
