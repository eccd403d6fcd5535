import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../../tests/helpers/fake-llm-server';
import { openAiClient } from './openai-client';
import { LlmError } from './port';

let fake: FakeLlmServer;
beforeAll(async () => {
  fake = await startFakeLlmServer();
});
afterAll(() => fake?.close());

const settings = (over: { stream?: boolean; apiKey?: string } = {}) => ({
  baseUrl: fake.baseUrl,
  apiKey: over.apiKey ?? 'sk-test-secret-1234',
  model: 'fake-model',
  temperature: 0.7,
  stream: over.stream,
});
const ask = { messages: [{ role: 'user' as const, content: 'hello' }] };
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as LlmError);

describe('the OpenAI-compatible client against a local server', () => {
  it('reads a whole answer, sending model, temperature and the key', async () => {
    fake.enqueue('Hi there');
    const res = await openAiClient(settings()).complete(ask);
    expect(res.text).toBe('Hi there');
    expect(res.latencyMs).toBeGreaterThan(0);
    const sent = fake.requests.at(-1)!;
    expect(sent.body).toMatchObject({ model: 'fake-model', temperature: 0.7, messages: ask.messages });
    expect(sent.body.stream).toBeFalsy();
    expect(sent.headers.authorization).toBe('Bearer sk-test-secret-1234');
  });

  it('reads a streamed answer chunk by chunk', async () => {
    fake.enqueue('Streaming works fine');
    const res = await openAiClient(settings({ stream: true })).complete({ ...ask, temperature: 0 });
    expect(res.text).toBe('Streaming works fine');
    expect(fake.requests.at(-1)!.body).toMatchObject({ stream: true, temperature: 0 });
  });

  it('asks for JSON mode and unwraps JSON a model put in prose or a fence', async () => {
    fake.enqueue('Sure! ```json\n{"say":"hi","endCall":false}\n```');
    const res = await openAiClient(settings()).complete({ ...ask, json: true });
    expect(JSON.parse(res.text)).toEqual({ say: 'hi', endCall: false });
    expect(fake.requests.at(-1)!.body.response_format).toEqual({ type: 'json_object' });
  });

  it('retries without JSON mode when the server refuses response_format', async () => {
    fake.enqueue({ status: 400, body: '{"error":{"message":"response_format is not supported"}}' }, '{"ok":true}');
    const res = await openAiClient(settings()).complete({ ...ask, json: true });
    expect(res.text).toBe('{"ok":true}');
    expect(fake.requests.at(-1)!.body.response_format).toBeUndefined();
  });

  it('names malformed answers MALFORMED', async () => {
    const client = openAiClient(settings());
    fake.enqueue({ noChoices: true }, '', 'not json at all', { raw: '<html>gateway</html>' }, { raw: '{"id":"x"}' });
    const kinds = [];
    for (const json of [false, false, true, false, false]) kinds.push(await failure(client.complete({ ...ask, json })));
    expect(kinds.map((e) => e?.kind)).toEqual(['MALFORMED', 'MALFORMED', 'MALFORMED', 'MALFORMED', 'MALFORMED']);
    expect(kinds[0]!.message).toBe('The model answered without any choices');
    expect(kinds[1]!.message).toBe('The model answered with empty content');
    expect(kinds[2]!.message).toContain('did not answer with JSON');
    fake.enqueue({ noChoices: true });
    expect((await failure(openAiClient(settings({ stream: true })).complete(ask)))?.message).toBe('The model streamed no choices');
  });

  it('turns HTTP errors into HTTP with the status and a short body, never the key', async () => {
    fake.enqueue({ status: 401, body: '{"error":{"message":"Incorrect API key provided: sk-test-secret-1234"}}' });
    const error = await failure(openAiClient(settings()).complete(ask));
    expect(error).toBeInstanceOf(LlmError);
    expect(error!.kind).toBe('HTTP');
    expect(error!.message).toContain('HTTP 401');
    expect(error!.message).toContain('Incorrect API key provided');
    expect(error!.message).not.toContain('sk-test-secret-1234');
  });

  it('gives up on a slow model with TIMEOUT', async () => {
    fake.enqueue({ content: 'late', delayMs: 2000 });
    const error = await failure(openAiClient(settings()).complete({ ...ask, timeoutMs: 200 }));
    expect(error!.kind).toBe('TIMEOUT');
    expect(error!.message).toBe('The model did not answer within 0.2 s');
  });

  it('says NETWORK when nothing listens there', async () => {
    const error = await failure(openAiClient({ ...settings(), baseUrl: 'http://127.0.0.1:9/v1' }, { maxRetries: 0 }).complete(ask));
    expect(error!.kind).toBe('NETWORK');
  });
});
