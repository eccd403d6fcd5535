import type { LlmClient } from '../llm/port';
import { renderTranscript } from './llm-judge';
import type { ScoringTranscript } from './types';

export interface MetricSpec {
  name: string;
  kind: 'NUMERIC' | 'CATEGORICAL';
  method: 'LLM' | 'COMPUTED';
  measure: 'AGENT_TURNS' | 'AGENT_WORDS' | 'CALL_DURATION_SECONDS' | 'MEAN_REPLY_MS' | 'TOOL_CALLS' | null;
  prompt: string | null;
  categories: string[];
  min: number | null;
  max: number | null;
}

export interface MetricValue {
  status: 'SCORED' | 'SKIPPED' | 'ERROR';
  numericValue: number | null;
  categoricalValue: string | null;
  reason: string | null;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A computed metric, measured from the stored conversation alone. */
export function computeMetric(t: ScoringTranscript, m: MetricSpec): MetricValue {
  const agent = t.messages.filter((x) => x.role === 'agent');
  const replies = agent.map((x) => x.fullReplyMs).filter((v): v is number => v != null);
  const values: Record<NonNullable<MetricSpec['measure']>, number | null> = {
    AGENT_TURNS: agent.length,
    AGENT_WORDS: agent.reduce((s, x) => s + words(x.content), 0),
    CALL_DURATION_SECONDS: t.durationMs == null ? null : t.durationMs / 1000,
    MEAN_REPLY_MS: replies.length ? replies.reduce((a, b) => a + b, 0) / replies.length : null,
    TOOL_CALLS: agent.reduce((s, x) => s + (x.toolCalls?.length ?? 0), 0),
  };
  if (!m.measure) return { status: 'ERROR', numericValue: null, categoricalValue: null, reason: 'No measure chosen' };
  const v = values[m.measure];
  return v == null
    ? { status: 'SKIPPED', numericValue: null, categoricalValue: null, reason: 'Not measured on this conversation' }
    : { status: 'SCORED', numericValue: Math.round(v * 100) / 100, categoricalValue: null, reason: null };
}

/** An LLM-scored metric: a number within the range or one of the categories; SKIPPED without a model. */
export async function scoreMetricWithLlm(t: ScoringTranscript, m: MetricSpec, llm: LlmClient | null): Promise<MetricValue> {
  const none = { numericValue: null, categoricalValue: null };
  if (!llm) return { status: 'SKIPPED', ...none, reason: 'Needs an LLM: no model is configured for this workspace' };
  const ask =
    m.kind === 'NUMERIC'
      ? `Answer {"value": <number from ${m.min ?? 0} to ${m.max ?? 10}>, "reason": "..."}`
      : `Answer {"value": one of ${JSON.stringify(m.categories)}, "reason": "..."}`;
  try {
    const r = await llm.complete({
      messages: [
        { role: 'system', content: `You rate one aspect of a conversation. ${ask}. JSON only.` },
        { role: 'user', content: `${m.name}: ${m.prompt ?? ''}\n\nTranscript:\n${renderTranscript(t)}` },
      ],
      temperature: 0,
      json: true,
      timeoutMs: 30_000,
    });
    const parsed = JSON.parse(r.text) as { value?: unknown; reason?: unknown };
    const reason = typeof parsed.reason === 'string' ? parsed.reason : null;
    if (m.kind === 'NUMERIC') {
      const n = Number(parsed.value);
      if (!Number.isFinite(n) || (m.min != null && n < m.min) || (m.max != null && n > m.max)) throw new Error(`value ${JSON.stringify(parsed.value)} is out of range`);
      return { status: 'SCORED', numericValue: n, categoricalValue: null, reason };
    }
    if (typeof parsed.value !== 'string' || !m.categories.includes(parsed.value)) throw new Error(`value ${JSON.stringify(parsed.value)} is not a category`);
    return { status: 'SCORED', numericValue: null, categoricalValue: parsed.value, reason };
  } catch (e) {
    return { status: 'ERROR', ...none, reason: `The model's answer could not be used: ${(e as Error).message}` };
  }
}
