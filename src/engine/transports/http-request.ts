import type { IncomingMessage } from 'node:http';
import type { ChatEndpoint } from '../types';
import { AgentError, agentErrors, connectionError } from './agent-error';
import { httpCall } from './http-client';
import { agentIo } from './io';
import type { ByteBudget } from './limits';
import type { ShapedRequest } from './request-shape';

export interface TimedResponse {
  response: IncomingMessage;
  url: string;
  startedAt: number;
  signal: AbortSignal;
  timeout: NodeJS.Timeout;
}

/** Sends one shaped request; the abort timer covers the whole reply, body included. */
export async function sendRequest(endpoint: ChatEndpoint, req: ShapedRequest, replyTimeoutMs: number, budget: ByteBudget): Promise<TimedResponse> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(agentErrors.timeout(replyTimeoutMs)), replyTimeoutMs);
  const startedAt = performance.now();
  budget.startReply();
  try {
    const { response, url } = await httpCall({ ...req, policy: agentIo(endpoint).policy, signal: controller.signal });
    return { response, url, startedAt, signal: controller.signal, timeout };
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

/** Keeps the first bytes of a body for showing the raw exchange. */
export class Capture {
  text = '';
  truncated = false;
  constructor(private readonly max = 16_384) {}
  add(text: string) {
    if (this.text.length >= this.max) return void (this.truncated ||= text.length > 0);
    this.text += text.slice(0, this.max - this.text.length);
    if (this.text.length >= this.max) this.truncated = true;
  }
}

/**
 * Reads the body as it arrives, counting every byte against the conversation's budget; past the
 * limit the connection is dropped, so an endless reply costs no more memory than the limit.
 * Text goes to `onText` when given (streams parse as they go), else it is collected.
 */
export async function readBody(
  res: TimedResponse,
  budget: ByteBudget,
  opts: { onText?: (text: string) => void; maxBytes?: number; capture?: Capture } = {},
) {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let firstByteAt: number | undefined;
  let seen = 0;
  const take = (text: string) => {
    opts.capture?.add(text);
    if (opts.onText) opts.onText(text);
    else parts.push(text);
  };
  try {
    for await (const chunk of res.response as AsyncIterable<Buffer>) {
      firstByteAt ??= performance.now();
      budget.take(chunk.length);
      seen += chunk.length;
      take(decoder.decode(chunk, { stream: true }));
      if (opts.maxBytes && seen >= opts.maxBytes) break;
    }
    take(decoder.decode());
  } catch (error) {
    throw asAgentError(error, res.signal, res.url);
  } finally {
    res.response.destroy();
  }
  const endAt = performance.now();
  return { text: parts.join(''), firstByteMs: (firstByteAt ?? endAt) - res.startedAt, fullReplyMs: endAt - res.startedAt };
}

export const headerRecord = (h: IncomingMessage['headers']) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]));
