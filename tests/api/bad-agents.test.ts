import { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../helpers/agents';
import { apiClient, eventually, signUp, type Account } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';
import { freePort } from '../helpers/free-port';

let app: TestApp;
let user: Account;
const closers: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  app = await startTestApp();
  user = await signUp(app.url);
});
afterAll(async () => {
  for (const close of closers) await close();
  await app?.stop();
});

async function httpAgent(handler: Parameters<typeof serve>[0]) {
  const s = await serve(handler);
  closers.push(s.close);
  return s.url;
}

async function wsAgent(onConnection: (socket: import('ws').WebSocket) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  closers.push(() => server.close());
  server.on('connection', onConnection);
  return `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** Runs two cases against the endpoint and returns the finished run. */
async function runAgainst(url: string, protocol: 'REST' | 'SSE' | 'WEBSOCKET', sessionTimeoutSeconds = 5) {
  const api = apiClient(app.url, user);
  const agent = await api.customerVoiceAgent.create.mutate({ name: `Bad ${protocol}`, chat: { url, protocol, extraBody: {}, maxTurns: 5 } });
  for (const title of ['one', 'two']) {
    await api.testCase.create.mutate({ agentId: agent.id, title, initialMessage: 'Hello?', turns: [{ expectedResponse: 'Bye.' }] });
  }
  const run = await api.testRuns.create.mutate({ agentId: agent.id, sessionTimeoutSeconds });
  return eventually(async () => {
    const r = await api.testRuns.get.query({ testRunId: run.id });
    return r.status === 'COMPLETED' && r;
  }, 30_000);
}

function expectAllErrored(run: Awaited<ReturnType<typeof runAgainst>>, messagePart: string | RegExp) {
  expect(run.status).toBe('COMPLETED');
  expect(run.metrics.counts).toEqual({ ERROR: 2 });
  for (const c of run.caseRuns) {
    expect(c.status).toBe('ERROR');
    expect(c.errorMessage).toMatch(messagePart);
    expect(c.whoEndedConversation).toBe('SYSTEM');
  }
}

describe('an agent that misbehaves makes its case runs ERROR with the reason, and the run finishes', () => {
  it('refuses the connection', async () => {
    const url = `http://127.0.0.1:${await freePort()}/chat`;
    expectAllErrored(await runAgainst(url, 'REST'), /refused the connection at http:\/\/127\.0\.0\.1:\d+\/chat/);
  });

  it('answers HTTP 500', async () => {
    const url = await httpAgent((_req, res) => {
      res.statusCode = 500;
      res.end('database on fire');
    });
    expectAllErrored(await runAgainst(url, 'REST'), 'Agent answered HTTP 500 Internal Server Error: database on fire');
  });

  it('hangs past the session timeout', async () => {
    const url = await httpAgent(() => {});
    const run = await runAgainst(url, 'REST', 1);
    expectAllErrored(run, 'Agent did not reply within 1 s (the session timeout)');
    expect(run.caseRuns.every((c) => c.endConversationReason === 'SESSION_TIMEOUT')).toBe(true);
  });

  it('sends something that is not JSON', async () => {
    const url = await httpAgent((_req, res) => res.end('<html>Bad gateway</html>'));
    expectAllErrored(await runAgainst(url, 'REST'), 'Agent sent a reply that is not JSON: <html>Bad gateway</html>');
  });

  it('sends JSON without a reply', async () => {
    const url = await httpAgent((_req, res) => res.end('{"status":"ok"}'));
    expectAllErrored(await runAgainst(url, 'REST'), 'without a reply text');
  });

  it('streams garbage over SSE', async () => {
    const url = await httpAgent((_req, res) => {
      res.setHeader('content-type', 'text/event-stream');
      res.end('data: hello there\n\n');
    });
    expectAllErrored(await runAgainst(url, 'SSE'), 'not JSON: hello there');
  });

  it('sends garbage over a WebSocket, or drops it', async () => {
    const garbage = await wsAgent((s) => s.on('message', () => s.send('%%%')));
    expectAllErrored(await runAgainst(garbage, 'WEBSOCKET'), 'not JSON: %%%');
    const dropper = await wsAgent((s) => s.on('message', () => s.close()));
    expectAllErrored(await runAgainst(dropper, 'WEBSOCKET'), 'closed the WebSocket');
  });

  it('keeps good agents unaffected in the same workspace', async () => {
    const api = apiClient(app.url, user);
    const [demo] = (await api.customerVoiceAgent.list.query()).filter((a) => a.isDemo);
    const run = await api.testRuns.create.mutate({ agentId: demo!.id });
    const done = await eventually(async () => {
      const r = await api.testRuns.get.query({ testRunId: run.id });
      return r.status === 'COMPLETED' && r;
    });
    expect(done.metrics.counts).toEqual({ COMPLETED: 3 });
  });
});
