import type { TimeSpan } from './segments';

export type { TimeSpan } from './segments';

export type Speaker = 'caller' | 'agent';

/** One side holding the floor: consecutive speech by the same speaker, uninterrupted by a new segment from the other. */
export interface Turn {
  speaker: Speaker;
  startMs: number;
  endMs: number;
}

/** Response latency of one agent turn. */
export interface TurnLatency {
  /** End of the caller's speech the agent was responding to. */
  callerEndMs: number;
  agentStartMs: number;
  latencyMs: number;
}

export interface Interruption {
  /** Who started talking over the other. */
  by: Speaker;
  /** When the interrupter started. */
  atMs: number;
  /** How long both talked at once. */
  overlapMs: number;
}

export interface LatencyStats {
  count: number;
  /** Percentiles use linear interpolation between order statistics; null when there are no agent responses. */
  p50Ms: number | null;
  p90Ms: number | null;
  maxMs: number | null;
  meanMs: number | null;
}

export interface Monologue extends TimeSpan {
  durationMs: number;
}

/**
 * Everything measured from one call. Plain JSON data (numbers, strings,
 * arrays, null) so it can cross tRPC/JSON unchanged.
 */
export interface CallAudioMetrics {
  sampleRate: number;
  callDurationMs: number;
  segments: { caller: TimeSpan[]; agent: TimeSpan[] };
  turns: Turn[];
  turnLatency: { turns: TurnLatency[] } & LatencyStats;
  timeToFirstWord: {
    /** Agent's first speech, from call start; null if the agent never spoke. */
    fromCallStartMs: number | null;
    /** Agent's first speech after the caller's first utterance ends, measured from that end; null if not applicable. */
    fromCallerFirstUtteranceEndMs: number | null;
  };
  interruptions: {
    /** Caller talked over the agent. */
    callerInterruptedAgent: { count: number; events: Interruption[] };
    /** Agent talked over the caller. */
    agentInterruptedCaller: { count: number; events: Interruption[] };
  };
  talk: {
    callerTalkSec: number;
    agentTalkSec: number;
    /** Agent talk time / total talk time, 0..1; null if nobody spoke. */
    agentTalkRatio: number | null;
  };
  longestMonologue: { caller: Monologue | null; agent: Monologue | null };
  silence: {
    /** Stretches where both sides were silent for at least MIN_SILENCE_STRETCH_MS. */
    stretches: TimeSpan[];
    totalMs: number;
    longestMs: number;
  };
}
