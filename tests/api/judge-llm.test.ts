import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge, type AssertionSpec } from '../../src/engine/evaluators';
import { openAiClient } from '../../src/engine/llm/openai-client';
import { startFakeLlmServer, type FakeLlmServer } from '../helpers/fake-llm-server';

// The LLM judge through the real OpenAI client against a real local OpenAI-compatible server.
let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake?.close());

const transcript = {
  messages: [
    { position: 0, role: 'tester' as const, content: 'Can I book for Friday?', atMs: 0 },
    { position: 1, role: 'agent' as const, content: "You're booked with Dr. Patel on Friday at 3 pm.", atMs: 100 },
  ],
  whoEnded: 'TESTER' as const,
  endReason: 'SCRIPT_COMPLETED' as const,
  durationMs: 500,
};
const spec: AssertionSpec = { name: 'Confirms', evaluationType: 'LLM_JUDGE', config: {}, assertionText: 'The agent confirms a time', passCriteria: 'A day and a time are given' };
const client = () => openAiClient({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'judge-model', temperature: 0.7 });

describe('LLM judge against a fake OpenAI-compatible server', () => {
  it('reads a correct answer, pointing at the turn, at temperature 0', async () => {
    fake.enqueue('{"verdict":"PASSED","reason":"Friday at 3 pm is confirmed","turn":1}');
    expect(await judge(transcript, spec, client())).toEqual({ status: 'PASSED', reason: 'Friday at 3 pm is confirmed', turn: 1 });
    const req = fake.requests.at(-1)!;
    expect(req.body).toMatchObject({ model: 'judge-model', temperature: 0 });
    expect(req.body.messages.at(-1)!.content).toContain("[1] AGENT: You're booked");
  });
  it('turns a malformed answer into ERROR with the reason', async () => {
    fake.enqueue('Looks fine to me!');
    expect(await judge(transcript, spec, client())).toMatchObject({ status: 'ERROR', reason: expect.stringMatching(/did not answer with JSON/) });
    fake.enqueue({ status: 500, body: '{"error":{"message":"model overloaded"}}' });
    expect(await judge(transcript, spec, client())).toMatchObject({ status: 'ERROR', reason: expect.stringMatching(/could not be reached/) });
  });
  it('gives up on a slow judge with a timeout ERROR', async () => {
    fake.enqueue({ content: '{"verdict":"PASSED","reason":"late"}', delayMs: 3000 });
    expect(await judge(transcript, spec, client(), 300)).toMatchObject({ status: 'ERROR', reason: 'The judge did not answer within 300 ms' });
  });
});
