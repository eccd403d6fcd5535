import type { AgentReply, ChatEndpoint, ChatSession } from '../types';
import { agentErrors } from './agent-error';
import { asAgentError, postMessage, readBody } from './http-request';
import { agentIo } from './io';
import { ByteBudget } from './limits';
import { deltaText, endCallFlag, parseJson, replyText } from './reply-json';
import { safeText } from './safe-text';
import { SseParser } from './sse-parser';

/**
 * Server-sent events: each `data:` line is a JSON chunk ({"delta": "..."}); a final
 * {"reply": "...", "endCall": true} or `[DONE]` closes the reply. Time to first byte is
 * the first chunk, which is what a streaming agent's user feels.
 */
export function sseSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number): ChatSession {
  const budget = new ByteBudget(agentIo(endpoint).limits);
  return {
    async send(message, history): Promise<AgentReply> {
      const res = await postMessage(endpoint, sessionId, message, history, replyTimeoutMs, 'text/event-stream', budget);
      try {
        const type = res.response.headers['content-type'] ?? '';
        if (type.includes('application/json')) {
          const body = await readBody(res, budget);
          const json = parseJson(body.text);
          const text = replyText(json);
          if (text === undefined) throw agentErrors.noText();
          return { text: safeText(text), endCall: endCallFlag(json), firstByteMs: body.firstByteMs, fullReplyMs: body.fullReplyMs };
        }
        const reader = eventStreamReader();
        const body = await readBody(res, budget, { onText: (t) => reader.push(t) });
        const { text, endCall } = reader.end();
        return { text: safeText(text), endCall, firstByteMs: body.firstByteMs, fullReplyMs: body.fullReplyMs };
      } catch (error) {
        throw asAgentError(error, res.signal, endpoint.url);
      } finally {
        clearTimeout(res.timeout);
      }
    },
    async close() {},
  };
}

/** Folds events into the reply as they arrive, keeping only the text so far. */
function eventStreamReader() {
  const parser = new SseParser();
  let text = '';
  let endCall = false;
  let sawData = false;
  let done = false;
  let first = '';
  const take = (data: string) => {
    if (done) return;
    sawData = true;
    if (data === '[DONE]') return void (done = true);
    const json = parseJson(data);
    const full = replyText(json);
    if (full !== undefined && deltaText(json) === undefined) text = full;
    else text += deltaText(json) ?? '';
    endCall ||= endCallFlag(json);
  };
  return {
    push(chunk: string) {
      if (first.length < 200) first += chunk.slice(0, 200);
      for (const data of parser.push(chunk)) take(data);
    },
    end() {
      for (const data of parser.end()) take(data);
      if (!sawData) throw agentErrors.notJson(first);
      return { text, endCall };
    },
  };
}

/** The whole stream at once; kept for tests and callers that already hold the text. */
export function parseEventStream(stream: string): { text: string; endCall: boolean } {
  const reader = eventStreamReader();
  reader.push(stream);
  return reader.end();
}
