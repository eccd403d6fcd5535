import type { ChatProtocol, ConversationEnder, EndReason } from '../shared/enums';
import type { ChatConnection } from '../shared/chat-connection';
import type { AgentIo } from './transports/io';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** How to reach an agent over chat. */
export interface ChatEndpoint {
  url: string;
  secret?: string | null;
  extraBody?: Record<string, unknown>;
  protocol: ChatProtocol;
  /** Where this installation lets agents point and how much it reads; built-in defaults when absent. */
  io?: AgentIo;
  /** Request shaping and reply mapping; absent means the Rehearse preset for the protocol. */
  connection?: ChatConnection | null;
}

/** A tool call the agent reported, as scorers read it. */
export interface ToolCall {
  name: string;
  arguments: unknown;
}

/** Per conversation: what the request template may use beyond the conversation itself. */
export interface ChatSessionOptions {
  /** The test case's variables, `{{vars.x}}` in templates. */
  variables?: Record<string, unknown>;
  /** The simulated caller's attributes, `{{persona.x}}` in templates. */
  persona?: Record<string, unknown>;
  /** Sees each raw exchange (secret masked), for "Test connection". */
  onExchange?: (exchange: RawExchange) => void;
}

export interface RawExchange {
  request: { method: string; url: string; headers: Record<string, string>; body: string | null };
  response: { status: number | null; headers: Record<string, string>; body: string; truncated: boolean } | null;
}

export interface AgentReply {
  text: string;
  /** The agent asked to end the conversation. */
  endCall: boolean;
  /** Tools the agent said it called during this reply. */
  toolCalls?: ToolCall[];
  /** From sending our message to the agent's first byte, and to its full reply. */
  firstByteMs: number;
  fullReplyMs: number;
}

/** One conversation with an agent; WebSocket sessions hold a connection, HTTP ones do not. */
export interface ChatSession {
  send(message: string, history: ChatMessage[]): Promise<AgentReply>;
  close(): Promise<void>;
}

export interface TranscriptMessage {
  position: number;
  role: 'tester' | 'agent';
  content: string;
  /** Milliseconds since the conversation started. */
  atMs: number;
  firstByteMs?: number;
  fullReplyMs?: number;
  /** Tester messages: how long the caller took to decide what to say (never agent latency). */
  thinkMs?: number;
}

export interface ConversationOutcome {
  ender: ConversationEnder;
  reason: EndReason;
  /** Set when the conversation could not go on because of the agent; the case run is then ERROR. */
  error?: string;
  /** The caller's own words on why it hung up, when it gave any. */
  detail?: string;
  messages: TranscriptMessage[];
  durationMs: number;
}
