import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { chatAgents } from '../../src/server/db/schema';
import { loggableError } from '../../src/server/log-redact';
import { encryptPlainSecrets } from '../../src/server/secrets';
import { apiClient, eventually } from '../helpers/api';
import { serve } from '../helpers/agents';
import { appWithUser } from '../helpers/app';

const world = appWithUser();

async function rawSecrets(): Promise<string[]> {
  const client = new pg.Client({ connectionString: world.app.databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ secret: string }>('select secret from chat_agents where secret is not null order by secret')).rows.map((r) => r.secret);
  } finally {
    await client.end();
  }
}

describe('agent secrets at rest', () => {
  it('stores them encrypted, reads old plain rows, migrates them, and still sends the right bearer token', async () => {
    const heard: string[] = [];
    const agent = await serve((req, res) => {
      heard.push(req.headers.authorization ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ reply: 'Goodbye.', endCall: true }));
    });
    try {
      const api = apiClient(world.app.url, world.user);
      const created = await api.customerVoiceAgent.create.mutate({ name: 'Keyed', chat: { url: agent.url, protocol: 'REST', extraBody: {}, maxTurns: 2, secret: 'sk-live-123' } });
      await api.testCase.create.mutate({ agentId: created.id, title: 'Hi', initialMessage: 'Hello?', turns: [{ expectedResponse: 'Bye.' }] });

      const [stored] = await rawSecrets();
      expect(stored).toMatch(/^enc:v1:/);
      expect(stored).not.toContain('sk-live-123');

      const runOnce = async () => {
        const run = await api.testRuns.create.mutate({ agentId: created.id });
        await eventually(async () => (await api.testRuns.get.query({ testRunId: run.id })).status === 'COMPLETED');
      };
      await runOnce();
      expect(heard.at(-1)).toBe('Bearer sk-live-123');

      // A row written before encryption existed is read as it is, then encrypted in place.
      const client = new pg.Client({ connectionString: world.app.databaseUrl });
      await client.connect();
      await client.query(`update chat_agents set secret = 'legacy-token' where agent_id = $1`, [created.id]);
      await client.end();
      expect((await api.customerVoiceAgent.get.query({ id: created.id })).chat?.hasSecret).toBe(true);
      expect(await encryptPlainSecrets(world.app.db.$client, 'chat_agents', 'agent_id', 'secret')).toBe(1);
      expect((await rawSecrets())[0]).toMatch(/^enc:v1:/);
      await runOnce();
      expect(heard.at(-1)).toBe('Bearer legacy-token');
    } finally {
      await agent.close();
    }
  });

  it('never puts a failed insert\'s parameters in what is logged', async () => {
    const error = await world.app.db
      .insert(chatAgents)
      .values({ agentId: '00000000-0000-4000-8000-000000000000', workspaceId: '00000000-0000-4000-8000-000000000000', name: 'x', url: 'http://127.0.0.1:1/chat', secret: 'sk-do-not-log' })
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    // Encrypted before it reaches the driver, the plain secret is not even in the raw error.
    expect(String((error as Error).message)).not.toContain('sk-do-not-log');
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('enc:v1:');
    expect(logged).toContain('23503'); // the database's reason survives: a foreign key
  });
});
