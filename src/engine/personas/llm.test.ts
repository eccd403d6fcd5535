import { describe, expect, it } from 'vitest';
import { TEST_TYPES } from '../../shared/enums';
import { LlmError, type LlmClient, type LlmRequest } from '../llm/port';
import type { TranscriptMessage } from '../types';
import type { CallerProfile } from './caller-profile';
import { callerMessages, callerSystemPrompt, TEST_TYPE_GUIDANCE } from './caller-prompt';
import { llmPersona } from './llm';
import { PersonaError } from './port';

const profile = (over: Partial<CallerProfile> = {}): CallerProfile => ({
  mode: 'LLM',
  testType: 'end_to_end_testing',
  personaRole: 'Jordan Lee, a busy parent',
  agentInstructions: 'Book a check-up for next Tuesday morning.',
  scenarioFacts: 'Date of birth: 1984-03-02',
  languages: ['en-US'],
  endCallInstructions: 'Hang up once the booking is confirmed.',
  expectedAgentOutput: 'book the appointment and confirm the time',
  ...over,
});
const msg = (position: number, role: 'tester' | 'agent', content: string): TranscriptMessage => ({ position, role, content, atMs: 0 });

function fakeLlm(answers: Array<string | Error>): LlmClient & { requests: LlmRequest[] } {
  const requests: LlmRequest[] = [];
  return {
    model: 'fake',
    requests,
    async complete(request) {
      requests.push(request);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return { text: next ?? '', latencyMs: 1 };
    },
  };
}

describe('the caller prompt', () => {
  it('holds the persona, instructions, facts, goal, language and hang-up rule', () => {
    const prompt = callerSystemPrompt(profile({ languages: ['es-MX', 'en'] }));
    for (const part of ['Jordan Lee, a busy parent', 'Book a check-up', '1984-03-02', 'book the appointment and confirm', 'Hang up once the booking is confirmed']) {
      expect(prompt).toContain(part);
    }
    expect(prompt).toContain('Speak Mexican Spanish only, unless switching to English feels natural.');
    expect(prompt).toContain('"endCall": boolean');
  });

  it('is shaped by each of the four test types', () => {
    const prompts = TEST_TYPES.map((testType) => callerSystemPrompt(profile({ testType })));
    TEST_TYPES.forEach((type, i) => expect(prompts[i]).toContain(TEST_TYPE_GUIDANCE[type]));
    expect(new Set(prompts).size).toBe(4);
    expect(prompts[1]).toMatch(/ignore its instructions/);
    expect(prompts[2]).toMatch(/angry/);
    expect(prompts[3]).toMatch(/IVR/);
  });

  it('leaves out empty parts and falls back to a default hang-up rule', () => {
    const prompt = callerSystemPrompt(profile({ scenarioFacts: null, personaRole: ' ', endCallInstructions: null, languages: [] }));
    expect(prompt).not.toContain('Facts you know');
    expect(prompt).not.toContain('Who you are');
    expect(prompt).toContain('Hang up once your goal is met');
    expect(prompt).toContain('Speak English only.');
  });

  it("maps the agent to the model's user and the caller to its assistant, in the answer format", () => {
    const messages = callerMessages(profile(), [msg(0, 'tester', 'Hi'), msg(1, 'agent', 'How can I help?')]);
    expect(messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(JSON.parse(messages[1]!.content)).toEqual({ say: 'Hi', endCall: false, reason: '' });
    expect(callerMessages(profile(), []).at(-1)!.content).toContain('Open the call');
  });
});

describe('the LLM persona', () => {
  it('opens with the initial message without asking the model, then follows the model', async () => {
    const llm = fakeLlm(['{"say":"Tuesday at 9 please","endCall":false}', '{"say":"Thanks, bye!","endCall":true,"reason":"Booked"}']);
    const persona = llmPersona({ llm, profile: profile(), initialMessage: 'I need a check-up', timeoutMs: 5000 });
    expect(await persona.next({ transcript: [] })).toEqual({ say: 'I need a check-up' });
    expect(llm.requests).toHaveLength(0);
    const t = [msg(0, 'tester', 'I need a check-up'), msg(1, 'agent', 'When?')];
    expect(await persona.next({ transcript: t })).toEqual({ say: 'Tuesday at 9 please' });
    expect(llm.requests[0]).toMatchObject({ json: true, timeoutMs: 5000 });
    expect(await persona.next({ transcript: t })).toEqual({ say: 'Thanks, bye!', end: { reason: 'CALLER_ENDED_CALL', detail: 'Booked' } });
  });

  it('lets the model open the call, accepts loose spellings, and hangs up silently', async () => {
    const llm = fakeLlm(['{"message":"Hello?","end_call":"false"}', '{"say":"","hangUp":true,"reason":"gave up"}']);
    const persona = llmPersona({ llm, profile: profile(), initialMessage: '', timeoutMs: 1000 });
    expect(await persona.next({ transcript: [] })).toEqual({ say: 'Hello?' });
    expect(await persona.next({ transcript: [msg(0, 'tester', 'Hello?'), msg(1, 'agent', 'Hi')] })).toEqual({
      end: { reason: 'CALLER_ENDED_CALL', detail: 'gave up' },
    });
  });

  it('turns model failures and empty moves into a PersonaError with the reason', async () => {
    const t = [msg(0, 'tester', 'Hi'), msg(1, 'agent', 'Yes?')];
    const fail = (answer: string | Error) =>
      llmPersona({ llm: fakeLlm([answer]), profile: profile(), timeoutMs: 1000 }).next({ transcript: t }).catch((e: unknown) => e);
    const timeout = await fail(new LlmError('TIMEOUT', 'The model did not answer within 1 s'));
    expect(timeout).toBeInstanceOf(PersonaError);
    expect((timeout as Error).message).toBe('Caller LLM failed: The model did not answer within 1 s');
    expect(((await fail('{"say":"","endCall":false}')) as Error).message).toContain('said nothing');
    expect(((await fail('{"say":42}')) as Error).message).toContain('expected fields');
    await expect(fail(new TypeError('bug'))).resolves.toBeInstanceOf(TypeError);
  });
});
