import type { AgentReply, ChatEndpoint, ChatSession } from '../types';
import { agentErrors } from './agent-error';
import { asAgentError, postMessage, readBody } from './http-request';
import { agentIo } from './io';
import { ByteBudget } from './limits';
import { endCallFlag, parseJson, replyText } from './reply-json';
import { safeText } from './safe-text';

/** Plain request/response: POST the message, read one JSON object back. */
export function restSession(endpoint: ChatEndpoint, sessionId: string, replyTimeoutMs: number): ChatSession {
  const budget = new ByteBudget(agentIo(endpoint).limits);
  return {
    async send(message, history): Promise<AgentReply> {
      const res = await postMessage(endpoint, sessionId, message, history, replyTimeoutMs, 'application/json', budget);
      try {
        const body = await readBody(res, budget);
        const json = parseJson(body.text);
        const text = replyText(json);
        if (text === undefined) throw agentErrors.noText();
        return { text: safeText(text), endCall: endCallFlag(json), firstByteMs: body.firstByteMs, fullReplyMs: body.fullReplyMs };
      } catch (error) {
        throw asAgentError(error, res.signal, endpoint.url);
      } finally {
        clearTimeout(res.timeout);
      }
    },
    async close() {},
  };
}
