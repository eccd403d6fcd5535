import type { ChatEndpoint, ChatMessage } from '../types';
import { AgentError, agentErrors, connectionError } from './agent-error';

export interface TimedResponse {
  response: Response;
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
): Promise<TimedResponse> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(agentErrors.timeout(replyTimeoutMs)), replyTimeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept };
  if (endpoint.secret) headers.authorization = `Bearer ${endpoint.secret}`;
  const startedAt = performance.now();
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...endpoint.extraBody, sessionId, message, messages: history }),
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      throw agentErrors.http(response.status, response.statusText, body);
    }
    return { response, startedAt, signal: controller.signal, timeout };
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

/** Reads the body as text, noting when its first byte arrived. */
export async function readBody(res: TimedResponse, onChunk?: (text: string) => void) {
  const reader = res.response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstByteAt: number | undefined;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByteAt ??= performance.now();
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      onChunk?.(chunk);
    }
  }
  const endAt = performance.now();
  return { text, firstByteMs: (firstByteAt ?? endAt) - res.startedAt, fullReplyMs: endAt - res.startedAt };
}
