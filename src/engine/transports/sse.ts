import type { AgentReply, ChatEndpoint, ChatSession } from '../types';
import { agentErrors } from './agent-error';
import { asAgentError, postMessage, readBody } from './http-request';
import { deltaText, endCallFlag, parseJson, replyText } from './reply-json';

/**
 * Server-sent events: each `data:` line is a JSON chunk ({"delta": "..."}); a final
 * {"reply": "...", "endCall": true} or `[DONE]` closes the reply. Time to first byte is
 * the first chunk, which is what a streaming agent's user feels.
 */
export function sseSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number): ChatSession {
  return {
    async send(message, history): Promise<AgentReply> {
      const res = await postMessage(endpoint, sessionId, message, history, replyTimeoutMs, 'text/event-stream');
      try {
        const body = await readBody(res);
        const type = res.response.headers.get('content-type') ?? '';
        if (type.includes('application/json')) {
          const json = parseJson(body.text);
          const text = replyText(json);
          if (text === undefined) throw agentErrors.noText();
          return { text, endCall: endCallFlag(json), firstByteMs: body.firstByteMs, fullReplyMs: body.fullReplyMs };
        }
        const { text, endCall } = parseEventStream(body.text);
        return { text, endCall, firstByteMs: body.firstByteMs, fullReplyMs: body.fullReplyMs };
      } catch (error) {
        throw asAgentError(error, res.signal, endpoint.url);
      } finally {
        clearTimeout(res.timeout);
      }
    },
    async close() {},
  };
}

export function parseEventStream(stream: string): { text: string; endCall: boolean } {
  let text = '';
  let endCall = false;
  let sawData = false;
  for (const event of stream.split(/\r?\n\r?\n/)) {
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue;
    sawData = true;
    if (data === '[DONE]') break;
    const json = parseJson(data);
    const full = replyText(json);
    if (full !== undefined && deltaText(json) === undefined) text = full;
    else text += deltaText(json) ?? '';
    endCall ||= endCallFlag(json);
  }
  if (!sawData) throw agentErrors.notJson(stream);
  return { text, endCall };
}
