import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiClient, eventually, signUp } from '../helpers/api';
import { startTestApp, type TestApp } from '../helpers/app';

// With SENTRY_DSN set, a browser error report reaches a (local, fake) Sentry as an envelope,
// signed with the DSN's key, tagged with where it happened and who saw it, and scrubbed.

interface Received {
  url: string;
  auth: string;
  lines: unknown[];
}
const received: Received[] = [];
let sentry: http.Server;
let app: TestApp;

beforeAll(async () => {
  sentry = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: String(req.headers['x-sentry-auth'] ?? ''), lines: body.split('\n').map((l) => JSON.parse(l)) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const { port } = sentry.address() as AddressInfo;
  app = await startTestApp({ SENTRY_DSN: `http://pubkey123@127.0.0.1:${port}/42` });
});

afterAll(async () => {
  await app?.stop();
  sentry?.close();
});

it('forwards a browser error to Sentry with tags, user and fingerprint, and no secrets', async () => {
  const account = await signUp(app.url, 'Reporter');
  const api = apiClient(app.url, account);
  await api.clientErrors.report.mutate({
    level: 'error',
    errorClass: 'type',
    message: "Cannot read properties of undefined (password=hunter2, header 'Bearer abcdefghijklmnop')",
    stack: 'TypeError: boom\n    at render (http://app/assets/index.js:10:5)\n    at commit (http://app/assets/index.js:20:7)',
    route: '/agents/:id',
    fingerprint: ['type', '/agents/:id'],
    workspaceId: null,
  });

  const hit = await eventually(async () => received[0]);
  expect(hit.url).toBe('/api/42/envelope/');
  expect(hit.auth).toContain('sentry_key=pubkey123');
  const [header, item, event] = hit.lines as [Record<string, unknown>, Record<string, unknown>, Record<string, any>];
  expect(header.event_id).toBe(event.event_id);
  expect(item.type).toBe('event');
  expect(event.level).toBe('error');
  expect(event.tags).toMatchObject({ source: 'browser', route: '/agents/:id', errorClass: 'type' });
  expect(event.user.email).toBe(account.email);
  expect(event.fingerprint).toEqual(['type', '/agents/:id']);
  expect(event.exception.values[0].stacktrace.frames.map((f: { function: string }) => f.function)).toEqual(['commit', 'render']);
  const text = JSON.stringify(hit.lines);
  expect(text).not.toContain('hunter2');
  expect(text).not.toContain('abcdefghijklmnop');
});
