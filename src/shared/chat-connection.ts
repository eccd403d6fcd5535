import type { ChatProtocol } from './enums';

/**
 * How a request to a chat agent is shaped and how its reply is read. Presets fill these so
 * common agents need no mapping; every field stays editable. Expressions use reply-expr.ts.
 */
export const CHAT_PRESETS = ['REHEARSE', 'OPENAI', 'CUSTOM'] as const;
export type ChatPreset = (typeof CHAT_PRESETS)[number];
export const CHAT_PRESET_LABELS: Record<ChatPreset, string> = {
  REHEARSE: "Rehearse (today's protocol)",
  OPENAI: 'OpenAI chat completions',
  CUSTOM: 'Custom',
};

export const HTTP_METHODS = ['POST', 'PUT', 'PATCH', 'GET'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export const SECRET_PLACEMENTS = ['BEARER', 'HEADER', 'QUERY', 'BODY', 'NONE'] as const;
export type SecretPlacement = (typeof SECRET_PLACEMENTS)[number];
export const SECRET_PLACEMENT_LABELS: Record<SecretPlacement, string> = {
  BEARER: 'Bearer token (Authorization)',
  HEADER: 'A header of its own',
  QUERY: 'A query parameter',
  BODY: 'A body field',
  NONE: 'Not sent',
};

/** Paths into a whole reply (REST, or an SSE endpoint that answered JSON). Empty = not used. */
export interface ReplyMapping {
  text: string;
  endCall: string;
  toolCalls: string;
  error: string;
}

/** Paths into each streamed event (SSE `data:` JSON, or a WebSocket frame). */
export interface StreamMapping {
  /** Text appended to the reply. */
  delta: string;
  /** The whole reply text at once; on a WebSocket it also ends the reply. */
  text: string;
  endCall: string;
  toolCalls: string;
  /** True on the event that ends the reply (needed on WebSockets; SSE also ends with the stream). */
  done: string;
  /** A raw `data:` value that ends the reply, like OpenAI's [DONE]. */
  doneData: string;
  error: string;
}

export interface ChatConnection {
  preset: ChatPreset;
  method: HttpMethod;
  headers: Array<{ name: string; value: string }>;
  secretPlacement: SecretPlacement;
  /** The header, query parameter or body field (dotted path) that carries the secret. */
  secretName: string;
  /** JSON with {{variable}} placeholders; empty sends no body. */
  bodyTemplate: string;
  reply: ReplyMapping;
  stream: StreamMapping;
  /** WebSocket keep-alive ping interval; 0 turns pings off. */
  pingIntervalSeconds: number;
}

export const DEFAULT_PING_INTERVAL_SECONDS = 15;

const json = (value: unknown) => JSON.stringify(value, null, 2);
const END_FLAGS = 'endCall || end_call || endConversation || end_conversation';
const TOOL_CALLS = 'toolCalls ?? tool_calls ?? choices[0].message.tool_calls';

function rehearse(protocol: ChatProtocol): ChatConnection {
  const fields = { sessionId: '{{sessionId}}', message: '{{message}}', messages: '{{messages}}', history: '{{history}}', turn: '{{turn}}' };
  return {
    preset: 'REHEARSE',
    method: 'POST',
    headers: [],
    secretPlacement: 'BEARER',
    secretName: '',
    bodyTemplate: json(protocol === 'WEBSOCKET' ? { type: 'message', ...fields } : fields),
    reply: { text: 'reply ?? message ?? content ?? text ?? response ?? output ?? choices[0].message.content', endCall: END_FLAGS, toolCalls: TOOL_CALLS, error: '' },
    stream: {
      delta: 'delta ?? content ?? text ?? token',
      text: 'reply ?? message ?? response ?? output',
      endCall: END_FLAGS,
      toolCalls: TOOL_CALLS,
      done: 'type == "done"',
      doneData: '[DONE]',
      error: 'type == "error" && (error ?? "the agent sent an error frame")',
    },
    pingIntervalSeconds: DEFAULT_PING_INTERVAL_SECONDS,
  };
}

function openai(protocol: ChatProtocol): ChatConnection {
  return {
    preset: 'OPENAI',
    method: 'POST',
    headers: [],
    secretPlacement: 'BEARER',
    secretName: '',
    bodyTemplate: json({ model: 'gpt-4o-mini', messages: '{{messages}}', stream: protocol !== 'REST' }),
    reply: { text: 'choices[0].message.content', endCall: '', toolCalls: 'choices[0].message.tool_calls', error: 'error.message' },
    stream: {
      delta: 'choices[0].delta.content',
      text: '',
      endCall: '',
      toolCalls: 'choices[0].delta.tool_calls',
      done: 'choices[0].finish_reason',
      doneData: '[DONE]',
      error: 'error.message',
    },
    pingIntervalSeconds: DEFAULT_PING_INTERVAL_SECONDS,
  };
}

/** The settings a preset stands for; CUSTOM starts from the Rehearse ones. */
export function presetConnection(preset: ChatPreset, protocol: ChatProtocol): ChatConnection {
  if (preset === 'OPENAI') return openai(protocol);
  return { ...rehearse(protocol), preset };
}
