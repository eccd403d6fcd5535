import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clinicReply } from '../../src/engine/demo-agent/clinic';
import type { ChatMessage } from '../../src/engine/types';

export interface TestAgentServer {
  url: string;
  /** Most conversations that were open at the same moment. */
  maxOpenSessions: number;
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

export async function serve(handler: Handler): Promise<{ url: string; server: http.Server; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/chat`,
    server,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The clinic agent behind a counting door: it records how many conversations are open at once. */
export async function countingClinicAgent(latencyMs: number): Promise<TestAgentServer> {
  const open = new Set<string>();
  const state = { maxOpenSessions: 0 };
  const s = await serve((_req, res, body) => {
    const { sessionId, messages } = JSON.parse(body) as { sessionId: string; messages: ChatMessage[] };
    open.add(sessionId);
    state.maxOpenSessions = Math.max(state.maxOpenSessions, open.size);
    setTimeout(() => {
      const answer = clinicReply(messages);
      if (answer.endCall) open.delete(sessionId);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    }, latencyMs);
  });
  return {
    url: s.url,
    get maxOpenSessions() {
      return state.maxOpenSessions;
    },
    close: s.close,
  };
}

export interface InFlightAgent {
  url: string;
  /** Most requests the agent was answering at the same moment. */
  readonly maxInFlight: number;
  readonly requests: number;
  close(): Promise<void>;
}

/**
 * A REST agent that answers every message after `delayMs` ("OK: <message>", ending the call when
 * `endAfter` replies were sent in a session) and counts the requests it holds at once.
 */
export async function inFlightAgent(delayMs: number, opts: { status?: number; endAfter?: number } = {}): Promise<InFlightAgent> {
  const state = { inFlight: 0, maxInFlight: 0, requests: 0 };
  const replies = new Map<string, number>();
  const s = await serve((_req, res, body) => {
    state.requests++;
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    const { sessionId, message } = JSON.parse(body) as { sessionId: string; message: string };
    setTimeout(() => {
      state.inFlight--;
      const n = (replies.get(sessionId) ?? 0) + 1;
      replies.set(sessionId, n);
      res.statusCode = opts.status ?? 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ reply: `OK: ${message}`, endCall: opts.endAfter != null && n >= opts.endAfter }));
    }, delayMs);
  });
  return {
    url: s.url,
    get maxInFlight() {
      return state.maxInFlight;
    },
    get requests() {
      return state.requests;
    },
    close: s.close,
  };
}
