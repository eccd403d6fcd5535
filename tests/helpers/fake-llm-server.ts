import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with one request. A string is the answer's content. */
export type FakeLlmAnswer =
  | string
  | {
      content?: string;
      /** Waits this long before answering (a slow model). */
      delayMs?: number;
      /** Answers with this HTTP status and body instead of a completion. */
      status?: number;
      body?: string;
      /** 200 with a body that is not a chat completion (`{"id":"x"}`, or raw text). */
      raw?: string;
      /** A completion with an empty choices list. */
      noChoices?: boolean;
    };

export interface FakeLlmRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    temperature?: number;
    response_format?: { type: string };
    messages: Array<{ role: string; content: string }>;
  };
}

export interface FakeLlmServer {
  /** The base URL to configure, ending in /v1. */
  baseUrl: string;
  /** Every chat-completion request received, in order. */
  requests: FakeLlmRequest[];
  /** Answers for the next requests, used first-in first-out. */
  enqueue(...answers: FakeLlmAnswer[]): void;
  /** Answers every request the queue does not cover. */
  respondWith(answer: (request: FakeLlmRequest) => FakeLlmAnswer | Promise<FakeLlmAnswer>): void;
  close(): Promise<void>;
}

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for tests of the LLM caller and judge: it
 * serves POST /v1/chat/completions whole (JSON) or streamed (server-sent chunks, when the request
 * says `stream: true`), from a queue of scripted answers or a function of the request, and can
 * be slow, fail with an HTTP status, or answer malformed.
 */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: FakeLlmAnswer[] = [];
  const requests: FakeLlmRequest[] = [];
  let fallback: ((request: FakeLlmRequest) => FakeLlmAnswer | Promise<FakeLlmAnswer>) | null = null;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const request: FakeLlmRequest = { headers: req.headers, body: JSON.parse(raw) };
      requests.push(request);
      const next = queue.shift() ?? (fallback ? await fallback(request) : { status: 500, body: '{"error":{"message":"no scripted answer"}}' });
      const answer = typeof next === 'string' ? { content: next } : next;
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      if (res.destroyed) return;
      if (answer.status) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '{"error":{"message":"failed"}}');
      } else if (answer.raw !== undefined) {
        const isJson = answer.raw.trimStart().startsWith('{');
        res.writeHead(200, { 'content-type': isJson ? 'application/json' : 'text/plain' }).end(answer.raw);
      } else if (request.body.stream) {
        streamAnswer(res, request, answer);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(request, answer)));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...answers) => void queue.push(...answers),
    respondWith: (answer) => void (fallback = answer),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

function completion(request: FakeLlmRequest, answer: Exclude<FakeLlmAnswer, string>) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.body.model ?? 'fake',
    choices: answer.noChoices ? [] : [{ index: 0, message: { role: 'assistant', content: answer.content ?? '' }, finish_reason: 'stop' }],
  };
}

/** Sends the content in a few chunks, as providers do, then [DONE]. */
function streamAnswer(res: http.ServerResponse, request: FakeLlmRequest, answer: Exclude<FakeLlmAnswer, string>) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: request.body.model ?? 'fake' };
  const send = (choices: unknown[]) => res.write(`data: ${JSON.stringify({ ...base, choices })}\n\n`);
  if (!answer.noChoices) {
    send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    const content = answer.content ?? '';
    const size = Math.max(1, Math.ceil(content.length / 3));
    for (let i = 0; i < content.length; i += size) send([{ index: 0, delta: { content: content.slice(i, i + size) }, finish_reason: null }]);
    send([{ index: 0, delta: {}, finish_reason: 'stop' }]);
  }
  res.end('data: [DONE]\n\n');
}
