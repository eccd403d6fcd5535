import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/router';
import { appWithUser } from '../helpers/app';

const world = appWithUser();

// Every procedure the router has, so a new one is fuzzed without anyone remembering to add it.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
  .filter(([, p]) => p._def.type !== 'subscription')
  .map(([path, p]) => ({ path, type: p._def.type }));

// Inputs shaped like ours (ids, names, nested chat settings) as well as arbitrary JSON.
// Text Postgres cannot store: a NUL character somewhere in an otherwise ordinary string.
const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`);
const plausible = fc.record(
  {
    id: fc.oneof(fc.uuid(), fc.string(), withNul),
    agentId: fc.oneof(fc.uuid(), fc.integer()),
    testRunId: fc.oneof(fc.uuid(), fc.constant(null)),
    name: fc.oneof(fc.string(), fc.constant(''), fc.string({ minLength: 300, maxLength: 400 }), withNul),
    title: fc.string(),
    initialMessage: fc.string(),
    turns: fc.array(fc.record({ expectedResponse: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 3 }),
    chat: fc.record(
      { url: fc.oneof(fc.webUrl(), fc.string()), protocol: fc.string(), maxTurns: fc.integer(), extraBody: fc.dictionary(fc.oneof(fc.string(), withNul), fc.jsonValue()) },
      { requiredKeys: [] },
    ),
    concurrencyMax: fc.oneof(fc.integer(), fc.double()),
    limit: fc.integer(),
    cursor: fc.string(),
  },
  { requiredKeys: [] },
);
const inputs = fc.oneof(plausible, fc.jsonValue());

async function call(path: string, type: string, input: unknown) {
  return callRaw(path, type, JSON.stringify({ json: input }));
}

async function callRaw(path: string, type: string, body: string) {
  const res =
    type === 'query'
      ? await fetch(`${world.app.url}/api/trpc/${path}?input=${encodeURIComponent(body)}`, { headers: { cookie: world.user.cookie } })
      : await fetch(`${world.app.url}/api/trpc/${path}`, { method: 'POST', headers: { cookie: world.user.cookie, 'content-type': 'application/json' }, body });
  return { status: res.status, text: await res.text() };
}

describe('no input makes a procedure fail with a 5xx or leak a stack', () => {
  it.each(procedures)('$path', async ({ path, type }) => {
    await fc.assert(
      fc.asyncProperty(inputs, async (input) => {
        const { status, text } = await call(path, type, input);
        expect(status, `${path} ${JSON.stringify(input)} → ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
      }),
      { numRuns: 25 },
    );
  });
});

/** JSON text nested `depth` deep, written as text: JSON.stringify itself overflows at 10,000. */
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('text with NUL and input nested 10,000 deep are a 400 with a message, for every procedure', () => {
  it.each(procedures)('$path', async ({ path, type }) => {
    const nul = await call(path, type, { id: 'abc\u0000', name: 'a\u0000b', chat: { extraBody: { note: 'x\u0000' } } });
    expect(nul.status, nul.text).toBe(400);
    expect(nul.text).toContain('NUL character');

    // A query's input travels in the URL, where 10,000 levels exceed the header limit (431);
    // 200 is past the guard's limit and still fits.
    const depth = type === 'query' ? 200 : 10_000;
    const deep = await callRaw(path, type, `{"json":{"name":"x","chat":{"extraBody":${nested(depth)}}}}`);
    expect(deep.status, deep.text.slice(0, 300)).toBe(400);
    expect(deep.text).toContain('nested deeper than');
  });

  it.each(['/api/auth/signup', '/api/auth/login'])('%s', async (route) => {
    const post = (body: string) => fetch(`${world.app.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const nul = await post(JSON.stringify({ name: 'N\u0000', email: 'nul@example.com', password: 'zq\u0000xw-long-enough' }));
    expect(nul.status).toBe(400);
    expect((await nul.json()).error).toContain('NUL character');
    const deep = await post(`{"name":"x","email":${nested(10_000)}}`);
    expect(deep.status).toBe(400);
    expect((await deep.json()).error).toContain('nested deeper than');
  });
});
