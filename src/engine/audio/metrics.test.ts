import { describe, expect, it } from 'vitest';
import { MIN_INTERRUPTION_OVERLAP_MS, MIN_SILENCE_STRETCH_MS, MONOLOGUE_MAX_PAUSE_MS } from './constants';
import { computeMetrics, percentile } from './metrics';
import type { TimeSpan } from './segments';

const s = (startMs: number, endMs: number): TimeSpan => ({ startMs, endMs });

describe('computeMetrics on hand-made segments', () => {
  // Timeline (ms):
  //   agent 1000-3000 greeting
  //   caller 3800-5000 question                       -> agent answers at 5600 (latency 600)
  //   agent 5600-9000, caller barges in at 8000-10000 -> caller interruption (overlap 1000)
  //   agent 10400-11000                               -> latency 400 after caller's 10000
  //   caller 11500-13000, agent talks over at 12500-14000 -> agent interruption (overlap 500)
  //   caller 14100-15000 (starts after agent ended)   -> not a response by agent
  //   agent 15100-15300, 100 ms after the caller's 15000 end -> latency 100
  //   silence 15300-18000 (2700 ms)                   -> silence stretch
  //   caller 18000-19000, agent 18900-19500 (overlap 100 < threshold) -> no interruption, no latency
  const caller = [s(3800, 5000), s(8000, 10000), s(11500, 13000), s(14100, 15000), s(18000, 19000)];
  const agent = [s(1000, 3000), s(5600, 9000), s(10400, 11000), s(12500, 14000), s(15100, 15300), s(18900, 19500)];
  const m = computeMetrics(caller, agent, 20000, 16000);

  it('builds ordered turns, one per floor change', () => {
    expect(m.turns.map((t) => `${t.speaker[0]}${t.startMs}-${t.endMs}`)).toEqual([
      'a1000-3000',
      'c3800-5000',
      'a5600-9000',
      'c8000-10000',
      'a10400-11000',
      'c11500-13000',
      'a12500-14000',
      'c14100-15000',
      'a15100-15300',
      'c18000-19000',
      'a18900-19500',
    ]);
  });

  it('measures latency only where the agent starts after the caller finished', () => {
    expect(m.turnLatency.turns.map((t) => t.latencyMs)).toEqual([600, 400, 100]);
    expect(m.turnLatency.count).toBe(3);
    expect(m.turnLatency.p50Ms).toBe(400);
    expect(m.turnLatency.p90Ms).toBeCloseTo(560, 6);
    expect(m.turnLatency.maxMs).toBe(600);
  });

  it('attributes interruptions to the later starter, ignoring short overlaps', () => {
    expect(MIN_INTERRUPTION_OVERLAP_MS).toBeGreaterThan(100);
    expect(MIN_INTERRUPTION_OVERLAP_MS).toBeLessThanOrEqual(500);
    expect(m.interruptions.callerInterruptedAgent).toEqual({ count: 1, events: [{ by: 'caller', atMs: 8000, overlapMs: 1000 }] });
    expect(m.interruptions.agentInterruptedCaller).toEqual({ count: 1, events: [{ by: 'agent', atMs: 12500, overlapMs: 500 }] });
  });

  it('computes talk time and ratio', () => {
    expect(m.talk.callerTalkSec).toBeCloseTo(6.6, 9);
    expect(m.talk.agentTalkSec).toBeCloseTo(8.3, 9);
    expect(m.talk.agentTalkRatio).toBeCloseTo(8.3 / 14.9, 9);
  });

  it('computes time to first word both ways', () => {
    expect(m.timeToFirstWord.fromCallStartMs).toBe(1000);
    expect(m.timeToFirstWord.fromCallerFirstUtteranceEndMs).toBe(600);
  });

  it('reports silence stretches of at least the minimum', () => {
    expect(MIN_SILENCE_STRETCH_MS).toBeLessThanOrEqual(2700);
    expect(m.silence.stretches).toEqual([s(15300, 18000)]);
    expect(m.silence.longestMs).toBe(2700);
    expect(m.callDurationMs).toBe(20000);
  });

  it('is plain JSON data', () => {
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });
});

describe('longest monologue', () => {
  it('bridges short pauses but not long ones, and stops where the other side speaks', () => {
    const short = MONOLOGUE_MAX_PAUSE_MS - 200;
    const long = MONOLOGUE_MAX_PAUSE_MS + 200;
    // Agent: 0-2000, pause(short), -> 4000+short, then long pause, then a 3000 ms run.
    const a1 = s(0, 2000);
    const a2 = s(2000 + short, 4000 + short);
    const a3 = s(a2.endMs + long, a2.endMs + long + 3000);
    const m = computeMetrics([], [a1, a2, a3], 20000, 8000);
    expect(m.longestMonologue.agent).toEqual({ startMs: 0, endMs: a2.endMs, durationMs: a2.endMs });
    expect(m.longestMonologue.caller).toBeNull();
    // A caller backchannel inside the bridged pause splits that run: 3000-ms run now wins.
    const m2 = computeMetrics([s(2100, 2500)], [a1, a2, a3], 20000, 8000);
    expect(m2.longestMonologue.agent?.durationMs).toBe(3000);
    expect(m2.longestMonologue.caller?.durationMs).toBe(400);
  });
});

describe('percentile', () => {
  it('interpolates linearly', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([100, 200, 300, 400], 50)).toBe(250);
    expect(percentile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 90)).toBe(90);
  });
});
