import { describe, expect, it } from 'vitest';
import { computeMetric, scoreMetricWithLlm, type MetricSpec } from './custom-metric';
import { BOOKING, EMPTY } from './test-fixtures';

const spec = (over: Partial<MetricSpec>): MetricSpec => ({ name: 'm', kind: 'NUMERIC', method: 'COMPUTED', measure: 'AGENT_TURNS', prompt: null, categories: [], min: null, max: null, ...over });

describe('custom metrics', () => {
  it('computes from the conversation', () => {
    expect(computeMetric(BOOKING, spec({}))).toMatchObject({ status: 'SCORED', numericValue: 3 });
    expect(computeMetric(BOOKING, spec({ measure: 'AGENT_WORDS' })).numericValue).toBe(17);
    expect(computeMetric(EMPTY, spec({ measure: 'MEAN_REPLY_MS' })).status).toBe('SKIPPED');
  });
  it('asks the model within bounds, and is SKIPPED without one', async () => {
    const llm = (text: string) => ({ model: 'f', complete: async () => ({ text, latencyMs: 1 }) });
    const cat = spec({ kind: 'CATEGORICAL', method: 'LLM', categories: ['calm', 'rude'] });
    expect(await scoreMetricWithLlm(BOOKING, cat, llm('{"value":"calm","reason":"ok"}'))).toMatchObject({ status: 'SCORED', categoricalValue: 'calm' });
    expect(await scoreMetricWithLlm(BOOKING, cat, llm('{"value":"happy"}'))).toMatchObject({ status: 'ERROR' });
    expect(await scoreMetricWithLlm(BOOKING, spec({ method: 'LLM', min: 0, max: 5 }), llm('{"value":9}'))).toMatchObject({ status: 'ERROR' });
    expect(await scoreMetricWithLlm(BOOKING, cat, null)).toMatchObject({ status: 'SKIPPED' });
  });
});
