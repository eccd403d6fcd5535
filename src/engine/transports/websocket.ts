import WebSocket from 'ws';
import type { AgentReply, ChatEndpoint, ChatSession } from '../types';
import { AgentError, agentErrors, connectionError } from './agent-error';
import { deltaText, endCallFlag, parseJson, replyText } from './reply-json';

/**
 * One socket per conversation. We send {"type":"message", ...}; the agent streams
 * {"type":"delta","delta":"..."} frames and closes the reply with {"type":"done"} (or sends
 * one {"reply": "..."} frame).
 */
export async function websocketSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number): Promise<ChatSession> {
  const url = endpoint.url.replace(/^http/, 'ws');
  const headers: Record<string, string> = endpoint.secret ? { authorization: `Bearer ${endpoint.secret}` } : {};
  const socket = new WebSocket(url, { headers, handshakeTimeout: replyTimeoutMs });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) =>
      reject(agentErrors.http(res.statusCode ?? 0, res.statusMessage ?? '', 'WebSocket upgrade refused')),
    );
    socket.once('error', (e) => reject(e.message.includes('timed out') ? agentErrors.timeout(replyTimeoutMs) : connectionError(e, url)));
  });
  // Without a listener an error after the handshake would crash the worker.
  socket.on('error', () => {});

  return {
    send(message, history): Promise<AgentReply> {
      return new Promise<AgentReply>((resolve, reject) => {
        const startedAt = performance.now();
        let firstByteAt: number | undefined;
        let text = '';
        const finish = (error: AgentError | null, endCall = false) => {
          clearTimeout(timer);
          socket.off('message', onMessage);
          socket.off('close', onClose);
          if (error) return reject(error);
          const end = performance.now();
          resolve({ text, endCall, firstByteMs: (firstByteAt ?? end) - startedAt, fullReplyMs: end - startedAt });
        };
        const onMessage = (data: WebSocket.RawData) => {
          firstByteAt ??= performance.now();
          let json: unknown;
          try {
            json = parseJson(data.toString());
          } catch (e) {
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
        const onClose = () => finish(new AgentError('CLOSED', 'Agent closed the WebSocket before finishing its reply'));
        const timer = setTimeout(() => finish(agentErrors.timeout(replyTimeoutMs)), replyTimeoutMs);
        socket.on('message', onMessage);
        socket.once('close', onClose);
        socket.send(JSON.stringify({ ...endpoint.extraBody, type: 'message', sessionId, message, messages: history }));
      });
    },
    async close() {
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
    },
  };
}
