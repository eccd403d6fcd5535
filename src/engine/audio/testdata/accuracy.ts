import { latencyStats } from '../metrics';
import type { CallAudioMetrics } from '../types';
import type { GroundTruth } from './generate-call';

/** How far one analysis is from the generated call's ground truth. */
export interface AccuracyReport {
  latencyCount: { expected: number; measured: number };
  /** |measured − expected| of the latency p50 and max, ms. */
  latencyP50ErrMs: number;
  latencyMaxErrMs: number;
  interruptions: {
    expected: { caller: number; agent: number };
    measured: { caller: number; agent: number };
    /** Counts equal per direction and every measured event within 100 ms of a designed one by the same side. */
    exact: boolean;
  };
  /** |measured − expected| agent talk ratio, in percentage points. */
  talkRatioErrPp: number;
  monologueErrMs: { caller: number; agent: number };
}

export function evaluate(truth: GroundTruth, m: CallAudioMetrics): AccuracyReport {
  const exp = latencyStats(truth.latenciesMs);
  const expC = truth.interruptions.filter((i) => i.by === 'caller');
  const expA = truth.interruptions.filter((i) => i.by === 'agent');
  const gotC = m.interruptions.callerInterruptedAgent.events;
  const gotA = m.interruptions.agentInterruptedCaller.events;
  const matches = (exp: { atMs: number }[], got: { atMs: number }[]) =>
    exp.length === got.length && exp.every((e, k) => Math.abs(e.atMs - got[k]!.atMs) <= 100);
  const diff = (a: number | null, b: number | null) => (a === null || b === null ? Infinity : Math.abs(a - b));
  return {
    latencyCount: { expected: truth.latenciesMs.length, measured: m.turnLatency.count },
    latencyP50ErrMs: diff(m.turnLatency.p50Ms, exp.p50Ms),
    latencyMaxErrMs: diff(m.turnLatency.maxMs, exp.maxMs),
    interruptions: {
      expected: { caller: expC.length, agent: expA.length },
      measured: { caller: gotC.length, agent: gotA.length },
      exact: matches(expC, gotC) && matches(expA, gotA),
    },
    talkRatioErrPp: m.talk.agentTalkRatio === null ? Infinity : Math.abs(m.talk.agentTalkRatio - truth.agentTalkRatio) * 100,
    monologueErrMs: {
      caller: Math.abs((m.longestMonologue.caller?.durationMs ?? 0) - truth.longestMonologueMs.caller),
      agent: Math.abs((m.longestMonologue.agent?.durationMs ?? 0) - truth.longestMonologueMs.agent),
    },
  };
}

/** The product tolerances. */
export const TOLERANCES = { latencyMs: 50, talkRatioPp: 2, monologueMs: 100 } as const;

/** True when every measure is within TOLERANCES and interruptions are exact and attributed. */
export function withinTolerances(e: AccuracyReport): boolean {
  return (
    e.latencyCount.expected === e.latencyCount.measured &&
    e.latencyP50ErrMs <= TOLERANCES.latencyMs &&
    e.latencyMaxErrMs <= TOLERANCES.latencyMs &&
    e.interruptions.exact &&
    e.talkRatioErrPp <= TOLERANCES.talkRatioPp &&
    e.monologueErrMs.caller <= TOLERANCES.monologueMs &&
    e.monologueErrMs.agent <= TOLERANCES.monologueMs
  );
}

/** One line per evaluated call, for benchmark tables. */
export function formatReport(name: string, e: AccuracyReport): string {
  const i = e.interruptions;
  return [
    withinTolerances(e) ? 'PASS' : 'miss',
    `latency n ${e.latencyCount.measured}/${e.latencyCount.expected}`,
    `p50 err ${e.latencyP50ErrMs.toFixed(0).padStart(3)} ms`,
    `max err ${e.latencyMaxErrMs.toFixed(0).padStart(3)} ms`,
    `intr c ${i.measured.caller}/${i.expected.caller} a ${i.measured.agent}/${i.expected.agent}${i.exact ? '' : ' (wrong)'}`,
    `talk ${e.talkRatioErrPp.toFixed(2)} pp`,
    `mono ${e.monologueErrMs.caller.toFixed(0)}/${e.monologueErrMs.agent.toFixed(0)} ms`,
    name,
  ].join('  ');
}
