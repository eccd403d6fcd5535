import type { IncomingMessage } from 'node:http';
import type { ChatEndpoint, ChatMessage } from '../types';
import { AgentError, agentErrors, connectionError } from './agent-error';
import { httpCall } from './http-client';
import type { ByteBudget } from './limits';
import { agentIo } from './io';

export interface TimedResponse {
  response: IncomingMessage;
  url: string;
  startedAt: number;
  signal: AbortSignal;
  timeout: NodeJS.Timeout;
}

/** Posts one chat message; the abort timer covers the whole reply, body included. */
export async function postMessage(
  endpoint: ChatEndpoint,
  sessionId: string,
  message: string,
  history: ChatMessage[],
  replyTimeoutMs: number,
  accept: string,
  budget: ByteBudget,
): Promise<TimedResponse> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(agentErrors.timeout(replyTimeoutMs)), replyTimeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept };
  if (endpoint.secret) headers.authorization = `Bearer ${endpoint.secret}`;
  const startedAt = performance.now();
  budget.startReply();
  try {
    const { response, url } = await httpCall({
      url: endpoint.url,
      method: 'POST',
      headers,
      body: JSON.stringify({ ...endpoint.extraBody, sessionId, message, messages: history }),
      policy: agentIo(endpoint).policy,
      signal: controller.signal,
    });
    const res = { response, url, startedAt, signal: controller.signal, timeout };
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      const body = await readBody(res, budget, { maxBytes: 4096 }).catch(() => ({ text: '' }));
      throw agentErrors.http(status, response.statusMessage ?? '', body.text);
    }
    return res;
  } catch (error) {
    clearTimeout(timeout);
    throw asAgentError(error, controller.signal, endpoint.url);
  }
}

export function asAgentError(error: unknown, signal: AbortSignal, url: string): AgentError {
  if (error instanceof AgentError) return error;
  if (signal.aborted && signal.reason instanceof AgentError) return signal.reason;
  return connectionError(error, url);
}

/**
 * Reads the body as it arrives, counting every byte against the conversation's budget; past the
 * limit the connection is dropped, so an endless reply costs no more memory than the limit.
 * Text goes to `onText` when given (streams parse as they go), else it is collected.
 */
export async function readBody(
  res: TimedResponse,
  budget: ByteBudget,
  opts: { onText?: (text: string) => void; maxBytes?: number } = {},
) {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let firstByteAt: number | undefined;
  let seen = 0;
  try {
    for await (const chunk of res.response as AsyncIterable<Buffer>) {
      firstByteAt ??= performance.now();
      budget.take(chunk.length);
      seen += chunk.length;
      const text = decoder.decode(chunk, { stream: true });
      if (opts.onText) opts.onText(text);
      else parts.push(text);
      if (opts.maxBytes && seen >= opts.maxBytes) break;
    }
  } catch (error) {
    throw asAgentError(error, res.signal, res.url);
  } finally {
    res.response.destroy();
  }
  const tail = decoder.decode();
  if (opts.onText) tail && opts.onText(tail);
  else parts.push(tail);
  const endAt = performance.now();
  return { text: parts.join(''), firstByteMs: (firstByteAt ?? endAt) - res.startedAt, fullReplyMs: endAt - res.startedAt };
}
