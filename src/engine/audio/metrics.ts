import { MIN_INTERRUPTION_OVERLAP_MS, MIN_SILENCE_STRETCH_MS, MONOLOGUE_MAX_PAUSE_MS } from './constants';
import { complementSpans, mergeSpans, subtractSpans, totalDuration, type TimeSpan } from './segments';
import { buildTurns } from './turns';
import type { CallAudioMetrics, Interruption, LatencyStats, Monologue, Speaker, Turn, TurnLatency } from './types';

/** Linear-interpolation percentile (same as numpy's default) of an ascending array. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

export function latencyStats(values: readonly number[]): LatencyStats {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    maxMs: sorted.length ? sorted[sorted.length - 1]! : null,
    meanMs: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null,
  };
}

/** Total time inside [from, to) where both (sorted, disjoint) span lists are active. */
function overlapWithin(a: readonly TimeSpan[], b: readonly TimeSpan[], from: number, to: number): number {
  let total = 0;
  let j = 0;
  for (const x of a) {
    const s0 = Math.max(x.startMs, from);
    const e0 = Math.min(x.endMs, to);
    if (e0 <= s0) continue;
    while (j < b.length && b[j]!.endMs <= s0) j++;
    for (let k = j; k < b.length && b[k]!.startMs < e0; k++) {
      const s = Math.max(s0, b[k]!.startMs);
      const e = Math.min(e0, b[k]!.endMs);
      if (e > s) total += e - s;
    }
  }
  return total;
}

/**
 * Agent turns that answer the caller: the turn before is the caller's, the
 * agent starts only after the caller finished, and the agent had not still
 * been talking past the caller's end (that would be a backchannel, not a
 * question being answered).
 */
export function turnLatencies(turns: readonly Turn[]): TurnLatency[] {
  const out: TurnLatency[] = [];
  let agentEnd = -Infinity;
  for (let k = 0; k < turns.length; k++) {
    const t = turns[k]!;
    const prev = turns[k - 1];
    if (t.speaker === 'agent') {
      if (prev && prev.speaker === 'caller' && t.startMs >= prev.endMs && agentEnd <= prev.endMs) {
        out.push({ callerEndMs: prev.endMs, agentStartMs: t.startMs, latencyMs: t.startMs - prev.endMs });
      }
      if (t.endMs > agentEnd) agentEnd = t.endMs;
    }
  }
  return out;
}

/**
 * A turn that starts while the previous (other-side) turn is still going is an
 * interruption by the later starter, if the two actually talk at once for at
 * least MIN_INTERRUPTION_OVERLAP_MS.
 */
export function findInterruptions(turns: readonly Turn[], caller: readonly TimeSpan[], agent: readonly TimeSpan[]): Interruption[] {
  const out: Interruption[] = [];
  for (let k = 1; k < turns.length; k++) {
    const t = turns[k]!;
    const prev = turns[k - 1]!;
    if (t.startMs >= prev.endMs) continue;
    const mine = t.speaker === 'caller' ? caller : agent;
    const theirs = t.speaker === 'caller' ? agent : caller;
    const overlapMs = overlapWithin(mine, theirs, t.startMs, prev.endMs);
    if (overlapMs >= MIN_INTERRUPTION_OVERLAP_MS) out.push({ by: t.speaker, atMs: t.startMs, overlapMs });
  }
  return out;
}

/** Longest stretch of one side talking (pauses < MONOLOGUE_MAX_PAUSE_MS bridged) while the other side is silent. */
export function longestMonologue(mine: readonly TimeSpan[], theirs: readonly TimeSpan[]): Monologue | null {
  const runs = mergeSpans(mine, MONOLOGUE_MAX_PAUSE_MS);
  const pieces = subtractSpans(runs, mergeSpans(theirs));
  let best: Monologue | null = null;
  for (const p of pieces) {
    const d = p.endMs - p.startMs;
    if (!best || d > best.durationMs) best = { startMs: p.startMs, endMs: p.endMs, durationMs: d };
  }
  return best;
}

function firstTurnOf(turns: readonly Turn[], speaker: Speaker): Turn | undefined {
  return turns.find((t) => t.speaker === speaker);
}

/** Derive every call metric from the two channels' speech segments. */
export function computeMetrics(
  callerSegments: readonly TimeSpan[],
  agentSegments: readonly TimeSpan[],
  callDurationMs: number,
  sampleRate: number,
): CallAudioMetrics {
  const caller = mergeSpans(callerSegments);
  const agent = mergeSpans(agentSegments);
  const turns = buildTurns(caller, agent);
  const latencies = turnLatencies(turns);
  const interruptions = findInterruptions(turns, caller, agent);
  const byCaller = interruptions.filter((i) => i.by === 'caller');
  const byAgent = interruptions.filter((i) => i.by === 'agent');

  const callerTalk = totalDuration(caller);
  const agentTalk = totalDuration(agent);
  const totalTalk = callerTalk + agentTalk;

  const firstCaller = firstTurnOf(turns, 'caller');
  const agentAfterCaller = firstCaller ? agent.find((s) => s.startMs >= firstCaller.endMs) : undefined;

  const anyone = mergeSpans([...caller, ...agent]);
  const stretches = complementSpans(anyone, callDurationMs).filter((s) => s.endMs - s.startMs >= MIN_SILENCE_STRETCH_MS);

  return {
    sampleRate,
    callDurationMs,
    segments: { caller, agent },
    turns,
    turnLatency: { turns: latencies, ...latencyStats(latencies.map((l) => l.latencyMs)) },
    timeToFirstWord: {
      fromCallStartMs: agent.length ? agent[0]!.startMs : null,
      fromCallerFirstUtteranceEndMs: firstCaller && agentAfterCaller ? agentAfterCaller.startMs - firstCaller.endMs : null,
    },
    interruptions: {
      callerInterruptedAgent: { count: byCaller.length, events: byCaller },
      agentInterruptedCaller: { count: byAgent.length, events: byAgent },
    },
    talk: {
      callerTalkSec: callerTalk / 1000,
      agentTalkSec: agentTalk / 1000,
      agentTalkRatio: totalTalk > 0 ? agentTalk / totalTalk : null,
    },
    longestMonologue: { caller: longestMonologue(caller, agent), agent: longestMonologue(agent, caller) },
    silence: {
      stretches,
      totalMs: totalDuration(stretches),
      longestMs: stretches.reduce((m, s) => Math.max(m, s.endMs - s.startMs), 0),
    },
  };
}
