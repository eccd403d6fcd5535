import WebSocket from 'ws';
import type { AgentReply, ChatEndpoint, ChatSession } from '../types';
import { AgentError, agentErrors, connectionError, shownUrl } from './agent-error';
import { pinned } from './http-client';
import { agentIo } from './io';
import { ByteBudget, tooLarge } from './limits';
import { deltaText, endCallFlag, parseJson, replyText } from './reply-json';
import { safeText } from './safe-text';
import { checkAgentUrl } from './url-policy';

export const DEFAULT_PING_INTERVAL_MS = 15_000;

/** ws:// for http://, wss:// for https://; anything else is refused with the reason. */
export function websocketUrl(raw: string): URL {
  const url = new URL(raw.replace(/^http(s?):/i, 'ws$1:'));
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new AgentError('BAD_CONFIG', `Agent URL ${shownUrl(url)} must start with ws://, wss://, http:// or https:// for the WebSocket protocol`);
  }
  return url;
}

/**
 * One socket per conversation. We send {"type":"message", ...}; the agent streams
 * {"type":"delta","delta":"..."} frames and closes the reply with {"type":"done"} (or sends
 * one {"reply": "..."} frame). Protocol pings keep the socket alive and notice a dead agent.
 */
export async function websocketSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number): Promise<ChatSession> {
  const io = agentIo(endpoint);
  const url = websocketUrl(endpoint.url);
  const target = await checkAgentUrl(url, io.policy);
  const budget = new ByteBudget(io.limits);
  const headers: Record<string, string> = endpoint.secret ? { authorization: `Bearer ${endpoint.secret}` } : {};
  const socket = new WebSocket(url, {
    headers,
    handshakeTimeout: replyTimeoutMs,
    // ws refuses a frame larger than this before buffering it, so one frame cannot exhaust memory.
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
      reject(agentErrors.http(res.statusCode ?? 0, res.statusMessage ?? '', 'WebSocket upgrade refused')),
    );
    socket.once('error', (e) => reject(e.message.includes('timed out') ? agentErrors.timeout(replyTimeoutMs) : connectionError(e, url.toString())));
  });
  // Without a listener an error after the handshake would crash the worker.
  socket.on('error', (e: Error & { code?: string }) => {
    if (e.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') fail(tooLarge(io.limits.maxReplyBytes));
    else fail(connectionError(e, url.toString()));
  });
  const stopPings = keepAlive(socket, endpoint.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS, fail);

  return {
    send(message, history): Promise<AgentReply> {
      return new Promise<AgentReply>((resolve, reject) => {
        if (failure) return reject(failure);
        const startedAt = performance.now();
        let firstByteAt: number | undefined;
        let text = '';
        budget.startReply();
        const finish = (error: AgentError | null, endCall = false) => {
          clearTimeout(timer);
          socket.off('message', onMessage);
          socket.off('close', onClose);
          if (error) return reject(error);
          const end = performance.now();
          resolve({ text: safeText(text), endCall, firstByteMs: (firstByteAt ?? end) - startedAt, fullReplyMs: end - startedAt });
        };
        const onMessage = (data: WebSocket.RawData) => {
          firstByteAt ??= performance.now();
          let json: unknown;
          try {
            budget.take(byteLength(data));
            json = parseJson(data.toString());
          } catch (e) {
            fail(e as AgentError);
            return finish(e as AgentError);
          }
          const frame = json as { type?: string };
          if (frame.type === 'ping' || frame.type === 'pong') return;
          if (frame.type === 'delta') return void (text += deltaText(json) ?? '');
          const full = replyText(json);
          if (full !== undefined) text = full;
          else if (frame.type !== 'done') return finish(agentErrors.noText());
          finish(null, endCallFlag(json));
        };
        const onClose = () => finish(failure ?? new AgentError('CLOSED', 'Agent closed the WebSocket before finishing its reply'));
        const timer = setTimeout(() => finish(agentErrors.timeout(replyTimeoutMs)), replyTimeoutMs);
        socket.on('message', onMessage);
        socket.once('close', onClose);
        socket.send(JSON.stringify({ ...endpoint.extraBody, type: 'message', sessionId, message, messages: history }));
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
