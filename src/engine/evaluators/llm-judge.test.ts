import { describe, expect, it } from 'vitest';
import { LlmError, type LlmClient, type LlmRequest } from '../llm/port';
import { evaluate, type AssertionSpec } from '.';
import { judgePrompt } from './llm-judge';
import { BOOKING } from './test-fixtures';

const spec: AssertionSpec = {
  name: 'Confirms the booking',
  evaluationType: 'LLM_JUDGE',
  config: {},
  assertionText: 'The agent confirms the booking with a reference',
  passCriteria: 'A day, a time and a reference are all given',
  failCriteria: 'Any of them is missing',
  fewShotExamples: [{ transcript: '[1] AGENT: Booked, ref X1', verdict: 'FAILED', reason: 'no time' }],
};

/** An in-test model: answers with the given text, or fails the way a real client does. */
function model(answer: string | LlmError): LlmClient & { seen: LlmRequest[] } {
  const seen: LlmRequest[] = [];
  return {
    model: 'fake',
    seen,
    async complete(req) {
      seen.push(req);
      if (answer instanceof LlmError) throw answer;
      return { text: answer, latencyMs: 1 };
    },
  };
}

describe('LLM judge', () => {
  it('sends the assertion, criteria, few-shot examples and a numbered transcript at temperature 0', async () => {
    const llm = model('{"verdict":"PASSED","reason":"All given","turn":3}');
    expect(await evaluate(BOOKING, spec, llm)).toEqual({ status: 'PASSED', reason: 'All given', turn: 3 });
    const prompt = llm.seen[0]!.messages.map((m) => m.content).join('\n');
    for (const part of ['confirms the booking', 'A day, a time', 'Any of them', 'Example 1', '[3] AGENT: Booked: Tuesday']) expect(prompt).toContain(part);
    expect(llm.seen[0]).toMatchObject({ temperature: 0, json: true });
  });
  it('accepts a fenced JSON answer and drops a turn the transcript does not have', async () => {
    const v = await evaluate(BOOKING, spec, model('```json\n{"verdict":"FAILED","reason":"No time given","turn":42}\n```'));
    expect(v).toEqual({ status: 'FAILED', reason: 'No time given', turn: null });
  });
  it('is SKIPPED, never passed, without a model', async () => {
    expect(await evaluate(BOOKING, spec, null)).toMatchObject({ status: 'SKIPPED', reason: expect.stringMatching(/Needs an LLM/) });
  });
  it('turns malformed answers into ERROR with the reason', async () => {
    expect(await evaluate(BOOKING, spec, model('I think it passed'))).toMatchObject({ status: 'ERROR', reason: expect.stringMatching(/did not answer with JSON/) });
    expect(await evaluate(BOOKING, spec, model('{"verdict":"MAYBE","reason":""}'))).toMatchObject({ status: 'ERROR', reason: expect.stringMatching(/malformed: verdict/) });
  });
  it('turns a slow or unreachable model into ERROR', async () => {
    expect(await evaluate(BOOKING, spec, model(new LlmError('TIMEOUT', 'too slow')))).toMatchObject({ status: 'ERROR', reason: expect.stringMatching(/did not answer within 30 s/) });
    expect(await evaluate(BOOKING, spec, model(new LlmError('HTTP', '500 from model')))).toMatchObject({ status: 'ERROR', reason: expect.stringMatching(/500 from model/) });
  });
  it('renders an empty transcript explicitly', () => {
    expect(judgePrompt({ ...BOOKING, messages: [] }, spec)[1]!.content).toContain('(no messages)');
  });
});
