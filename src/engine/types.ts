import type { ChatProtocol, ConversationEnder, EndReason } from '../shared/enums';
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
  /** WebSocket keep-alive: a protocol ping this often, and a missing pong ends the conversation. 0 turns it off. */
  pingIntervalMs?: number;
}

export interface AgentReply {
  text: string;
  /** The agent asked to end the conversation. */
  endCall: boolean;
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
}

export interface ConversationOutcome {
  ender: ConversationEnder;
  reason: EndReason;
  /** Set when the conversation could not go on because of the agent; the case run is then ERROR. */
  error?: string;
  messages: TranscriptMessage[];
  durationMs: number;
}
