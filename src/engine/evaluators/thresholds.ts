import type { Importance } from '../../shared/scoring';
import { THRESHOLD_METRIC_LABELS, type ThresholdMetric } from '../../shared/scoring';
import type { ConversationMetrics } from './types';

export interface ThresholdRule {
  metric: ThresholdMetric;
  value: number;
  importance: Importance;
  /** Where the rule came from, so the run page can say "agent override". */
  scope: 'WORKSPACE' | 'AGENT';
}

export interface ThresholdBreach {
  metric: ThresholdMetric;
  importance: Importance;
  status: 'PASSED' | 'FAILED' | 'SKIPPED';
  measured: number | null;
  limit: number;
  scope: 'WORKSPACE' | 'AGENT';
  reason: string;
}

const measure: Record<ThresholdMetric, (m: ConversationMetrics) => number | null> = {
  LATENCY_P50: (m) => m.latencyP50Ms,
  LATENCY_P90: (m) => m.latencyP90Ms,
  LATENCY_MAX: (m) => m.latencyMaxMs,
  LONGEST_MONOLOGUE: (m) => m.longestMonologueMs,
  TIME_TO_FIRST_WORD: (m) => m.timeToFirstWordMs,
  INTERRUPTIONS: (m) => m.interruptions,
  TALK_RATIO_MIN: (m) => m.talkRatio,
  TALK_RATIO_MAX: (m) => m.talkRatio,
};

const fmt = (metric: ThresholdMetric, v: number) => {
  const unit = THRESHOLD_METRIC_LABELS[metric].unit;
  return unit === 'ms' ? `${Math.round(v)} ms` : unit === 'ratio' ? `${Math.round(v * 100)}%` : String(v);
};

/** Compares a conversation's metrics with the thresholds in force; a metric the channel cannot measure is SKIPPED. */
export function checkThresholds(m: ConversationMetrics, rules: ThresholdRule[]): ThresholdBreach[] {
  return rules.map((r) => {
    const { label, lowerIsBetter } = THRESHOLD_METRIC_LABELS[r.metric];
    const measured = measure[r.metric](m);
    const base = { metric: r.metric, importance: r.importance, measured, limit: r.value, scope: r.scope };
    if (measured == null) return { ...base, status: 'SKIPPED', reason: `${label} is not measured on this conversation` };
    const ok = lowerIsBetter ? measured <= r.value : measured >= r.value;
    const rel = lowerIsBetter ? 'at most' : 'at least';
    return {
      ...base,
      status: ok ? 'PASSED' : 'FAILED',
      reason: `${label} ${fmt(r.metric, measured)} (${rel} ${fmt(r.metric, r.value)})`,
    };
  });
}
