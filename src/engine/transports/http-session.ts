import type { AgentReply, ChatEndpoint, ChatSession, ChatSessionOptions } from '../types';
import { agentErrors } from './agent-error';
import { asAgentError, Capture, headerRecord, readBody, sendRequest } from './http-request';
import { agentIo } from './io';
import { ByteBudget } from './limits';
import { extractWhole, StreamFolder } from './reply-mapping';
import { connectionOf, masker, shapeRequest, turnVariables } from './request-shape';
import { SseParser } from './sse-parser';

/**
 * REST and SSE: one HTTP request per message. The reply is read by what the agent sent, not by
 * what we asked for: an event stream is folded event by event, anything else is a whole reply.
 * Time to first byte is the first chunk, which is what a streaming agent's user feels.
 */
export function httpSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number, options: ChatSessionOptions = {}): ChatSession {
  const budget = new ByteBudget(agentIo(endpoint).limits);
  const conn = connectionOf(endpoint);
  const accept = endpoint.protocol === 'SSE' ? 'text/event-stream' : 'application/json';
  const mask = masker(endpoint.secret);
  return {
    async send(_message, history): Promise<AgentReply> {
      const req = shapeRequest(endpoint, conn, turnVariables(sessionId, history, options), accept);
      // A short capture always, so an empty or odd stream can be quoted in the error.
      const capture = new Capture(options.onExchange ? 16_384 : 200);
      const report = (status: number | null, headers: Record<string, string>) =>
        options.onExchange?.({
          request: {
            method: req.method,
            url: mask(req.url),
            headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, mask(v)])),
            body: req.body === undefined ? null : mask(req.body),
          },
          response: status === null ? null : { status, headers, body: capture.text, truncated: capture.truncated },
        });
      let res;
      try {
        res = await sendRequest(endpoint, req, replyTimeoutMs, budget);
      } catch (error) {
        report(null, {});
        throw error;
      }
      const status = res.response.statusCode ?? 0;
      try {
        if (status < 200 || status >= 300) {
          const body = await readBody(res, budget, { maxBytes: 4096, capture }).catch(() => ({ text: '' }));
          throw agentErrors.http(status, res.response.statusMessage ?? '', body.text);
        }
        if ((res.response.headers['content-type'] ?? '').includes('text/event-stream')) {
          const parser = new SseParser();
          const folder = new StreamFolder(conn.stream, false);
          const body = await readBody(res, budget, { capture, onText: (t) => parser.push(t).forEach((d) => folder.data(d)) });
          parser.end().forEach((d) => folder.data(d));
          if (!folder.events) throw agentErrors.notJson(capture.text);
          return { ...folder.result(), firstByteMs: body.firstByteMs, fullReplyMs: body.fullReplyMs };
        }
        const body = await readBody(res, budget, { capture });
        return { ...extractWhole(body.text, conn.reply), firstByteMs: body.firstByteMs, fullReplyMs: body.fullReplyMs };
      } catch (error) {
        throw asAgentError(error, res.signal, endpoint.url);
      } finally {
        clearTimeout(res.timeout);
        report(status, headerRecord(res.response.headers));
      }
    },
    async close() {},
  };
}
