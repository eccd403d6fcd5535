import { agentErrors } from './agent-error';

const TEXT_FIELDS = ['reply', 'message', 'content', 'text', 'response', 'output'] as const;
const END_FIELDS = ['endCall', 'end_call', 'endConversation', 'end_conversation'] as const;

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw agentErrors.notJson(body);
  }
}

/** Reads the reply text from the shapes agents commonly answer with, OpenAI's included. */
export function replyText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const obj = value as Record<string, unknown>;
  for (const field of TEXT_FIELDS) if (typeof obj[field] === 'string') return obj[field] as string;
  const choice = (obj.choices as Array<{ message?: { content?: unknown } }> | undefined)?.[0];
  if (typeof choice?.message?.content === 'string') return choice.message.content;
  return undefined;
}

export function endCallFlag(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const obj = value as Record<string, unknown>;
  return END_FIELDS.some((f) => obj[f] === true);
}

/** The delta of one streamed chunk: {"delta": "..."} or {"content": "..."} or {"text": "..."}. */
export function deltaText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const obj = value as Record<string, unknown>;
  for (const field of ['delta', 'content', 'text', 'token'] as const) if (typeof obj[field] === 'string') return obj[field] as string;
  return undefined;
}
