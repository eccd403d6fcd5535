import { EVALUATION_CONFIGS } from '../../shared/evaluation-config';
import type { LlmClient } from '../llm/port';
import { scoreContains, scoreNotContains } from './contains';
import { scoreEndedBy, scoreEndReason } from './ending';
import { scoreJsonPath } from './json-path';
import { judge } from './llm-judge';
import { scoreRegex } from './regex';
import { scoreCallDuration, scoreTurnCount, scoreTurnLatency } from './timing';
import { error, type AssertionSpec, type ScoringTranscript, type Verdict } from './types';

export * from './types';
export { conversationMetrics } from './metrics';
export { checkThresholds, type ThresholdRule, type ThresholdBreach } from './thresholds';
export { scoreCase, scoreRun, IMPORTANCE_WEIGHT, type CaseScore, type RunScore, type RunCase, type CheckResult } from './verdict-rule';
export { judge } from './llm-judge';
export { flakyDivergence, type FlakyDivergence, type AttemptForDiff } from './flaky';

const SCORERS = {
  CONTAINS: scoreContains,
  NOT_CONTAINS: scoreNotContains,
  REGEX: scoreRegex,
  JSON_PATH: scoreJsonPath,
  TURN_LATENCY: scoreTurnLatency,
  CALL_DURATION: scoreCallDuration,
  TURN_COUNT: scoreTurnCount,
  ENDED_BY: scoreEndedBy,
  END_REASON: scoreEndReason,
} as const;

/** A deterministic scorer with its settings parsed once; null for LLM_JUDGE, which needs a model. */
export type PreparedScorer = ((t: ScoringTranscript) => Verdict) | null;

/**
 * Parses an assertion's settings once so that scoring thousands of conversations with it costs
 * only the check itself. Settings that no longer fit their type give a scorer that answers ERROR.
 */
export function prepare(a: AssertionSpec): PreparedScorer {
  if (a.evaluationType === 'LLM_JUDGE') return null;
  const schema = EVALUATION_CONFIGS[a.evaluationType];
  if (!schema) return () => error(`Unknown evaluation type ${a.evaluationType}`);
  const parsed = schema.safeParse(a.config ?? {});
  if (!parsed.success) {
    const why = `The assertion's settings are invalid: ${parsed.error.issues[0]?.message}`;
    return () => error(why);
  }
  const scorer = SCORERS[a.evaluationType] as (t: ScoringTranscript, c: unknown) => Verdict;
  const config = parsed.data;
  return (t) => scorer(t, config);
}

/** Scores one assertion without a model; null for LLM_JUDGE. */
export function evaluateDeterministic(t: ScoringTranscript, a: AssertionSpec): Verdict | null {
  const scorer = prepare(a);
  return scorer ? scorer(t) : null;
}

/** Scores any assertion; the judge gets the workspace's model, or null when none is configured. */
export async function evaluate(t: ScoringTranscript, a: AssertionSpec, llm: LlmClient | null): Promise<Verdict> {
  return evaluateDeterministic(t, a) ?? judge(t, a, llm);
}
