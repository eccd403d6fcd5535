import WebSocket from 'ws';
import type { AgentReply, ChatEndpoint, ChatSession, ChatSessionOptions } from '../types';
import { AgentError, agentErrors, connectionError, shownUrl } from './agent-error';
import { pinned } from './http-client';
import { Capture } from './http-request';
import { agentIo } from './io';
import { ByteBudget, tooLarge } from './limits';
import { parseJson, StreamFolder } from './reply-mapping';
import { connectionOf, masker, shapeBody, turnVariables } from './request-shape';
import { checkAgentUrl } from './url-policy';
import { interpolate } from '../../shared/body-template';

/** ws:// for http://, wss:// for https://; anything else is refused with the reason. */
export function websocketUrl(raw: string): URL {
  const url = new URL(raw.replace(/^http(s?):/i, 'ws$1:'));
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new AgentError('BAD_CONFIG', `Agent URL ${shownUrl(url)} must start with ws://, wss://, http:// or https:// for the WebSocket protocol`);
  }
  return url;
}

/**
 * One socket per conversation. Each message is the body template sent as one frame; the
 * agent's frames are folded by the stream mapping until one marks the end of the reply (with
 * the Rehearse preset: {"type":"delta"} frames closed by {"type":"done"}, or one {"reply"}).
 * Protocol pings keep the socket alive and notice a dead agent.
 */
export async function websocketSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number, options: ChatSessionOptions = {}): Promise<ChatSession> {
  const io = agentIo(endpoint);
  const conn = connectionOf(endpoint);
  const vars0 = turnVariables(sessionId, [], options);
  const url = websocketUrl(interpolate(endpoint.url, vars0, encodeURIComponent));
  const headers: Record<string, string> = {};
  for (const h of conn.headers) if (h.name.trim()) headers[h.name.trim().toLowerCase()] = interpolate(h.value, vars0);
  if (endpoint.secret && conn.secretPlacement === 'BEARER') headers.authorization = `Bearer ${endpoint.secret}`;
  if (endpoint.secret && conn.secretPlacement === 'HEADER' && conn.secretName) headers[conn.secretName.toLowerCase()] = endpoint.secret;
  if (endpoint.secret && conn.secretPlacement === 'QUERY' && conn.secretName) url.searchParams.set(conn.secretName, endpoint.secret);
  const target = await checkAgentUrl(url, io.policy);
  const budget = new ByteBudget(io.limits);
  const mask = masker(endpoint.secret);
  const socket = new WebSocket(url, {
    headers,
    handshakeTimeout: replyTimeoutMs,
    // ws refuses a message larger than this before buffering it whole, so one cannot exhaust memory.
    maxPayload: Math.min(io.limits.maxReplyBytes, io.limits.maxConversationBytes) + 1,
    lookup: pinned(target),
    followRedirects: false,
  });
  let failure: AgentError | null = null;
  const fail = (error: AgentError) => {
    failure ??= error;
    socket.terminate();
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) =>
      reject(agentErrors.http(res.statusCode ?? 0, res.statusMessage ?? '', 'WebSocket upgrade refused (redirects are not followed for WebSockets)')),
    );
    socket.once('error', (e) => reject(e.message.includes('timed out') ? agentErrors.timeout(replyTimeoutMs) : connectionError(e, url.toString())));
  });
  // Without a listener an error after the handshake would crash the worker.
  socket.on('error', (e: Error & { code?: string }) => {
    if (e.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') fail(tooLarge(io.limits.maxReplyBytes));
    else fail(connectionError(e, url.toString()));
  });
  const stopPings = keepAlive(socket, conn.pingIntervalSeconds * 1000, fail);

  return {
    send(_message, history): Promise<AgentReply> {
      return new Promise<AgentReply>((resolve, reject) => {
        if (failure) return reject(failure);
        const frame = shapeBody(endpoint, conn, turnVariables(sessionId, history, options)) ?? '';
        const folder = new StreamFolder(conn.stream, true);
        const capture = new Capture(options.onExchange ? 16_384 : 0);
        const startedAt = performance.now();
        let firstByteAt: number | undefined;
        budget.startReply();
        const finish = (error: AgentError | null) => {
          clearTimeout(timer);
          socket.off('message', onMessage);
          socket.off('close', onClose);
          options.onExchange?.({
            request: { method: 'WEBSOCKET', url: mask(url.toString()), headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, mask(v)])), body: mask(frame) },
            response: { status: null, headers: {}, body: capture.text, truncated: capture.truncated },
          });
          if (error) return reject(error);
          const end = performance.now();
          resolve({ ...folder.result(), firstByteMs: (firstByteAt ?? end) - startedAt, fullReplyMs: end - startedAt });
        };
        const onMessage = (data: WebSocket.RawData) => {
          firstByteAt ??= performance.now();
          try {
            budget.take(byteLength(data));
            const text = data.toString();
            capture.add(`${text}\n`);
            folder.event(parseJson(text));
          } catch (e) {
            const error = e instanceof AgentError ? e : connectionError(e, url.toString());
            fail(error);
            return finish(error);
          }
          if (folder.done) finish(null);
        };
        const onClose = () => finish(failure ?? new AgentError('CLOSED', 'Agent closed the WebSocket before finishing its reply'));
        const timer = setTimeout(() => finish(agentErrors.timeout(replyTimeoutMs)), replyTimeoutMs);
        socket.on('message', onMessage);
        socket.once('close', onClose);
        socket.send(frame);
      });
    },
    async close() {
      stopPings();
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
    },
  };
}

const byteLength = (data: WebSocket.RawData) =>
  Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;

/** Pings every interval; a pong missing by the next ping means the agent is gone. */
function keepAlive(socket: WebSocket, intervalMs: number, fail: (e: AgentError) => void) {
  if (!intervalMs) return () => {};
  let waiting = false;
  socket.on('pong', () => (waiting = false));
  const timer = setInterval(() => {
    if (waiting) {
      return fail(new AgentError('CLOSED', `Agent stopped answering WebSocket pings (no pong within ${Math.round(intervalMs / 1000)} s)`));
    }
    waiting = true;
    socket.ping();
  }, intervalMs);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
  return () => clearInterval(timer);
}
