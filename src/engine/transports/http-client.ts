import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AgentError, connectionError, shownUrl } from './agent-error';
import { checkAgentUrl, type AgentUrlPolicy, type ResolvedAddress } from './url-policy';

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Conversations send many messages to the same agent; reusing sockets keeps our overhead low.
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export interface HttpCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Header names that carry the secret; they are not sent on to another origin by a redirect. */
  secretHeaders?: string[];
  policy: AgentUrlPolicy;
  signal: AbortSignal;
}

export interface HttpReply {
  response: http.IncomingMessage;
  /** Where the reply finally came from, after redirects. */
  url: string;
}

/** Connects to the address the policy checked, never to a second DNS answer. */
export const pinned = (target: ResolvedAddress): LookupFunction => (_host, opts, cb) => {
  if ((opts as { all?: boolean }).all) (cb as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
  else cb(null, target.address, target.family);
};

/**
 * Sends one request to an agent, following redirects by hand so each hop passes the URL
 * policy, and resolves with the response once its headers arrived; the caller reads the body.
 */
export async function httpCall(call: HttpCall): Promise<HttpReply> {
  let url = new URL(call.url);
  let { method, body } = call;
  let headers = { ...call.headers };
  const seen = [url.toString()];
  for (let hop = 0; ; hop++) {
    assertHttpScheme(url);
    const target = await checkAgentUrl(url, call.policy);
    const response = await send(url, method, headers, body, target, call.signal);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return { response, url: url.toString() };
    response.destroy();
    const next = new URL(location, url);
    if (hop + 1 > MAX_REDIRECTS) {
      const loop = seen.includes(next.toString()) ? ' in a loop' : '';
      throw new AgentError('BAD_RESPONSE', `Agent redirected more than ${MAX_REDIRECTS} times${loop} (last to ${shownUrl(next)})`);
    }
    seen.push(next.toString());
    if (next.origin !== url.origin) headers = withoutSecrets(headers, call.secretHeaders ?? []);
    // As browsers do: 303, and 301/302 after a POST, become a GET without a body.
    if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
    }
    url = next;
  }
}

function assertHttpScheme(url: URL) {
  if (url.protocol === 'http:' || url.protocol === 'https:') return;
  if (url.protocol === 'ws:' || url.protocol === 'wss:') {
    throw new AgentError(
      'BAD_CONFIG',
      `Agent URL ${shownUrl(url)} is a WebSocket address, but this agent uses an HTTP protocol (REST or SSE); choose the WebSocket protocol or an http(s):// URL`,
    );
  }
  throw new AgentError('BAD_CONFIG', `Agent URL ${shownUrl(url)} must start with http:// or https://`);
}

function withoutSecrets(headers: Record<string, string>, secret: string[]) {
  const drop = new Set(['authorization', 'cookie', ...secret.map((h) => h.toLowerCase())]);
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !drop.has(k.toLowerCase())));
}

function send(url: URL, method: string, headers: Record<string, string>, body: string | undefined, target: ResolvedAddress, signal: AbortSignal, retried = false) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const payload = body === undefined ? undefined : Buffer.from(body);
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, {
      method,
      headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
      agent: agents[url.protocol as 'http:' | 'https:'],
      lookup: pinned(target),
      signal,
    });
    let answered = false;
    req.once('response', (res) => {
      answered = true;
      resolve(res);
    });
    // Kept for the request's whole life: an error after the response (an abort, a reset) is
    // the body reader's to report, and an unheard 'error' event would crash the worker.
    req.on('error', (error) => {
      if (answered) return;
      if (signal.aborted) return reject(signal.reason);
      // A kept-alive socket the agent closed meanwhile: the request never reached it, so send again.
      if (req.reusedSocket && !retried && (error as { code?: string }).code === 'ECONNRESET') {
        return send(url, method, headers, body, target, signal, true).then(resolve, reject);
      }
      reject(connectionError(error, url.toString()));
    });
    req.end(payload);
  });
}
