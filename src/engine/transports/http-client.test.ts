import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { httpCall, MAX_REDIRECTS } from './http-client';
import type { AgentUrlPolicy } from './url-policy';

const servers: http.Server[] = [];
afterAll(() => servers.forEach((s) => (s.closeAllConnections(), s.close())));

/** A local server that records what reached it. */
async function server(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Array<{ method?: string; url?: string; auth?: string }> = [];
  const s = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization });
    req.resume();
    handler(req, res);
  });
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, seen };
}

const policy: AgentUrlPolicy = { allow: [], deny: [] };
const call = (url: string, p = policy) =>
  httpCall({ url, method: 'POST', headers: { authorization: 'Bearer s' }, body: '{}', policy: p, signal: AbortSignal.timeout(5000) }).then(
    ({ response, url: final }) => (response.resume(), { status: response.statusCode, final }),
  );

describe('following redirects by hand', () => {
  it('follows a chain, turning a POST into a GET on 303 and keeping it on 307', async () => {
    const target = await server((_req, res) => res.end('ok'));
    const hop = await server((req, res) => {
      res.writeHead(req.url === '/a' ? 307 : 303, { location: req.url === '/a' ? '/b' : `${target.origin}/end` }).end();
    });
    await expect(call(`${hop.origin}/a`)).resolves.toEqual({ status: 200, final: `${target.origin}/end` });
    expect(hop.seen.map((s) => s.method)).toEqual(['POST', 'POST']);
    // Another origin gets neither the POST nor the secret.
    expect(target.seen).toEqual([{ method: 'GET', url: '/end', auth: undefined }]);
  });

  it(`stops after ${MAX_REDIRECTS} redirects and names a loop`, async () => {
    const loop = await server((req, res) => res.writeHead(302, { location: req.url === '/x' ? '/y' : '/x' }).end());
    await expect(call(`${loop.origin}/x`)).rejects.toThrow(/^Agent redirected more than 5 times in a loop \(last to http:\/\/127\.0\.0\.1:\d+\/(x|y)\)$/);
  });

  it('checks every hop against the policy, not only the first', async () => {
    const hop = await server((_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end());
    await expect(call(`${hop.origin}/a`)).rejects.toThrow(
      "Agent URL http://169.254.169.254/latest/meta-data/ is not allowed by this installation's agent URL policy: 169.254.169.254 is a link-local address",
    );
    const denyLoopback: AgentUrlPolicy = { allow: [], deny: [{ kind: 'host', text: 'localhost' }] };
    const toLocalhost = await server((_req, res) => res.writeHead(302, { location: 'http://localhost:1/' }).end());
    await expect(call(`${toLocalhost.origin}/a`, denyLoopback)).rejects.toThrow('the host matches AGENT_URL_DENY entry localhost');
  });

  it('names a WebSocket URL used over HTTP', async () => {
    await expect(call('ws://127.0.0.1:1/chat')).rejects.toThrow(
      'Agent URL ws://127.0.0.1:1/chat is a WebSocket address, but this agent uses an HTTP protocol (REST or SSE)',
    );
  });
});
