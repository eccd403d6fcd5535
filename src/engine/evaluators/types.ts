import type { ConversationEnder, EndReason } from '../../shared/enums';
import type { AssertionRunStatus, EvaluationType } from '../../shared/scoring';

export interface ToolCall {
  name: string;
  arguments: unknown;
}

/** One message as scorers read it; agent replies may carry the tools the agent called. */
export interface ScoredMessage {
  position: number;
  role: 'tester' | 'agent';
  content: string;
  atMs: number;
  firstByteMs?: number | null;
  fullReplyMs?: number | null;
  toolCalls?: ToolCall[] | null;
}

/** A finished conversation, simulated or (later) a production call. */
export interface ScoringTranscript {
  messages: ScoredMessage[];
  whoEnded: ConversationEnder | null;
  endReason: EndReason | null;
  durationMs: number | null;
  /** Whatever the agent reported as its state at the end of the call, when it reports one. */
  finalState?: unknown;
}

/** Numbers measured from a conversation; null where the channel cannot measure them. */
export interface ConversationMetrics {
  latencyP50Ms: number | null;
  latencyP90Ms: number | null;
  latencyMaxMs: number | null;
  timeToFirstWordMs: number | null;
  longestMonologueMs: number | null;
  interruptions: number | null;
  talkRatio: number | null;
  agentTurns: number;
}

export interface FewShotExample {
  transcript: string;
  verdict: 'PASSED' | 'FAILED';
  reason?: string;
}

/** What a scorer needs of an assertion version; the config's shape follows evaluationType. */
export interface AssertionSpec {
  name: string;
  evaluationType: EvaluationType;
  config: Record<string, unknown>;
  assertionText?: string | null;
  passCriteria?: string | null;
  failCriteria?: string | null;
  fewShotExamples?: FewShotExample[] | null;
}

/** The outcome of one assertion on one conversation; `turn` is the message position it points at. */
export interface Verdict {
  status: Exclude<AssertionRunStatus, 'PENDING'>;
  reason: string;
  turn: number | null;
}

export const pass = (reason: string, turn: number | null = null): Verdict => ({ status: 'PASSED', reason, turn });
export const fail = (reason: string, turn: number | null = null): Verdict => ({ status: 'FAILED', reason, turn });
export const error = (reason: string, turn: number | null = null): Verdict => ({ status: 'ERROR', reason, turn });

/** Agent replies, optionally only the n-th (1-based), which is how people count turns. */
export function agentMessages(t: ScoringTranscript, turn?: number | null): ScoredMessage[] {
  const replies = t.messages.filter((m) => m.role === 'agent');
  if (turn == null) return replies;
  const one = replies[turn - 1];
  return one ? [one] : [];
}

export const quote = (s: string, max = 80) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
};
