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
const plausible = fc.record(
  {
    id: fc.oneof(fc.uuid(), fc.string()),
    agentId: fc.oneof(fc.uuid(), fc.integer()),
    testRunId: fc.oneof(fc.uuid(), fc.constant(null)),
    name: fc.oneof(fc.string(), fc.constant(''), fc.string({ minLength: 300, maxLength: 400 })),
    title: fc.string(),
    initialMessage: fc.string(),
    turns: fc.array(fc.record({ expectedResponse: fc.oneof(fc.string(), fc.integer()) }), { maxLength: 3 }),
    chat: fc.record({ url: fc.oneof(fc.webUrl(), fc.string()), protocol: fc.string(), maxTurns: fc.integer() }, { requiredKeys: [] }),
    concurrencyMax: fc.oneof(fc.integer(), fc.double()),
    limit: fc.integer(),
    cursor: fc.string(),
  },
  { requiredKeys: [] },
);
const inputs = fc.oneof(plausible, fc.jsonValue());

async function call(path: string, type: string, input: unknown) {
  const body = JSON.stringify({ json: input });
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
