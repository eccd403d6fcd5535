import { afterAll, describe, expect, it } from 'vitest';
import { presetConnection, type ChatConnection } from '../../src/shared/chat-connection';
import { agentPool, runOneCase } from '../helpers/agent-runs';
import { openAiAgent } from '../helpers/openai-agent';
import { apiClient, signUp } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const world = appWithUser();
const agents = agentPool();
afterAll(() => agents.closeAll());

const agentLines = (caseRun: { messages: Array<{ role: string; content: string }> }) =>
  caseRun.messages.filter((m) => m.role === 'agent').map((m) => m.content);

describe('agents under test speak their own protocol', () => {
  it('REST with a body template, a named secret header and reply paths', async () => {
    const url = await agents.http((req, res, raw) => {
      const body = JSON.parse(raw);
      if (req.headers['x-api-key'] !== 's3cret' || req.headers['x-tenant'] !== 'acme' || typeof body.input?.text !== 'string') {
        res.statusCode = 400;
        return res.end('wrong shape');
      }
      res.end(JSON.stringify({ data: { answer: `#${body.turn} ${body.input.text} (${body.sid.length > 10})` }, status: body.turn === 2 ? 'closed' : 'open' }));
    });
    const connection: ChatConnection = {
      ...presetConnection('CUSTOM', 'REST'),
      method: 'PUT',
      headers: [{ name: 'X-Tenant', value: 'acme' }],
      secretPlacement: 'HEADER',
      secretName: 'X-Api-Key',
      bodyTemplate: '{"input": {"text": "{{message}}"}, "turn": "{{turn}}", "sid": "{{sessionId}}"}',
      reply: { text: 'data.answer', endCall: 'status == "closed"', toolCalls: '', error: '' },
    };
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST', secret: 's3cret', connection }, { turns: ['Second.', 'Third.'] });
    expect(caseRun.status).toBe('COMPLETED');
    expect(agentLines(caseRun)).toEqual(['#1 Hello? (true)', '#2 Second. (true)']);
    expect(caseRun.endConversationReason).toBe('AGENT_ENDED_CALL');
  });

  it('a stateless agent reading the turn number and history gets the right values with no mapping at all', async () => {
    const url = await agents.http((_req, res, raw) => {
      const { turn, history, message } = JSON.parse(raw) as { turn: number; history: Array<{ role: string; content: string }>; message: string };
      const reply = turn === 1 ? 'Welcome! Who is calling?' : `Turn ${turn}, I remember ${history.length} earlier messages; you said "${message}"`;
      res.end(JSON.stringify({ reply, endCall: turn === 3 }));
    });
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST' }, { turns: ['It is Sam.', 'Bye.'] });
    expect(agentLines(caseRun)).toEqual([
      'Welcome! Who is calling?',
      'Turn 2, I remember 2 earlier messages; you said "It is Sam."',
      'Turn 3, I remember 4 earlier messages; you said "Bye."',
    ]);
  });

  it('OpenAI chat completions, streamed and not, with the preset and tool calls', async () => {
    const seen: Array<{ model?: string; stream?: boolean; messages?: unknown[] }> = [];
    const url = await agents.http(openAiAgent(seen));
    for (const protocol of ['REST', 'SSE'] as const) {
      const connection = presetConnection('OPENAI', protocol);
      const { caseRun } = await runOneCase(world.app, world.user, { url, protocol, secret: 'sk-test', connection }, { turns: ['Fine.', 'Bye.'] });
      expect(caseRun.status, protocol).toBe('COMPLETED');
      expect(agentLines(caseRun)).toEqual(['You said: Hello?', 'Goodbye then.', 'Goodbye then.']);
    }
    expect(seen.map((s) => s.stream)).toEqual([false, false, false, true, true, true]);
    expect(seen[1]).toMatchObject({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello?' }, { role: 'assistant', content: 'You said: Hello?' }, { role: 'user', content: 'Fine.' }] });

    const api = apiClient(world.app.url, world.user);
    for (const protocol of ['REST', 'SSE'] as const) {
      const tested = await api.customerVoiceAgent.testConnection.mutate({
        chat: { url, protocol, secret: 'sk-test', extraBody: {}, maxTurns: 5, connection: presetConnection('OPENAI', protocol) },
        message: 'Hi there',
      });
      expect(tested).toMatchObject({ ok: true, extracted: { text: 'You said: Hi there', endCall: false, toolCalls: [{ name: 'lookup_account', arguments: { id: 42 } }] } });
      expect(tested.exchange!.request.headers.authorization).toBe('Bearer ••••••');
      expect(JSON.stringify(tested.exchange)).not.toContain('sk-test');
      expect(tested.exchange!.response!.status).toBe(200);
      expect(tested.exchange!.response!.body).toContain(protocol === 'SSE' ? 'data: [DONE]' : '"choices"');
    }
  });

  it('SSE with a custom event mapping and the secret in a query parameter', async () => {
    const url = await agents.http((req, res, raw) => {
      if (!req.url?.includes('key=k1')) return res.writeHead(401).end('no key');
      const { q } = JSON.parse(raw);
      res.setHeader('content-type', 'text/event-stream');
      res.write(`data: {"kind":"token","t":"Echo: "}\n\n`);
      res.write(`data: {"kind":"token","t":"${q}"}\n\n`);
      res.end(`data: {"kind":"end","hangup":${q === 'Bye.'}}\n\n`);
    });
    const connection: ChatConnection = {
      ...presetConnection('CUSTOM', 'SSE'),
      secretPlacement: 'QUERY',
      secretName: 'key',
      bodyTemplate: '{"q": "{{message}}"}',
      stream: { delta: 'kind == "token" && t', text: '', endCall: 'hangup', toolCalls: '', done: 'kind == "end"', doneData: '', error: '' },
    };
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'SSE', secret: 'k1', connection }, { turns: ['Bye.'] });
    expect(agentLines(caseRun)).toEqual(['Echo: Hello?', 'Echo: Bye.']);
    expect(caseRun.whoEndedConversation).toBe('AGENT');
  });

  it('WebSocket with a custom frame mapping and the secret in a body field', async () => {
    const url = await agents.ws((socket) =>
      socket.on('message', (raw) => {
        const frame = JSON.parse(raw.toString());
        if (frame.auth?.token !== 'w1') return socket.send('{"event":"failure","reason":"bad token"}');
        socket.send(JSON.stringify({ event: 'token', data: `${frame.n}:` }));
        socket.send(JSON.stringify({ event: 'token', data: frame.say }));
        socket.send(JSON.stringify({ event: 'end', hangup: frame.n === 2, calls: [{ name: 'note', arguments: { n: frame.n } }] }));
      }),
    );
    const connection: ChatConnection = {
      ...presetConnection('CUSTOM', 'WEBSOCKET'),
      secretPlacement: 'BODY',
      secretName: 'auth.token',
      bodyTemplate: '{"say": "{{message}}", "n": "{{turn}}"}',
      stream: { delta: 'event == "token" && data', text: '', endCall: 'hangup', toolCalls: 'calls', done: 'event == "end"', doneData: '', error: 'event == "failure" && reason' },
    };
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'WEBSOCKET', secret: 'w1', connection }, { turns: ['Later.', 'Never.'] });
    expect(agentLines(caseRun)).toEqual(['1:Hello?', '2:Later.']);
    expect(caseRun.endConversationReason).toBe('AGENT_ENDED_CALL');

    const api = apiClient(world.app.url, world.user);
    const tested = await api.customerVoiceAgent.testConnection.mutate({ chat: { url, protocol: 'WEBSOCKET', secret: 'w1', extraBody: {}, maxTurns: 5, connection } });
    expect(tested.extracted).toEqual({ text: '1:Hello', endCall: false, toolCalls: [{ name: 'note', arguments: { n: 1 } }] });
    expect(tested.exchange!.request.body).toBe('{"say":"Hello","n":1,"auth":{"token":"••••••"}}');
    const refused = await api.customerVoiceAgent.testConnection.mutate({ chat: { url, protocol: 'WEBSOCKET', secret: 'nope', extraBody: {}, maxTurns: 5, connection } });
    expect(refused).toMatchObject({ ok: false, error: 'Agent reported an error: bad token' });
  });

  it('ends a WebSocket conversation whose agent stops answering pings', async () => {
    const url = await agents.ws((socket) => socket.on('message', () => setTimeout(() => socket.send('{"reply":"late"}'), 4000)), { autoPong: false });
    const connection = { ...presetConnection('REHEARSE', 'WEBSOCKET'), pingIntervalSeconds: 1 };
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'WEBSOCKET', connection });
    expect(caseRun.status).toBe('ERROR');
    expect(caseRun.errorMessage).toBe('Agent stopped answering WebSocket pings (no pong within 1 s)');
  });
});

describe('test connection', () => {
  it('obeys the URL policy, validates mappings and keeps to the workspace', async () => {
    const api = apiClient(world.app.url, world.user);
    const chat = { url: 'http://169.254.169.254/latest', protocol: 'REST' as const, extraBody: {}, maxTurns: 5 };
    const refused = await api.customerVoiceAgent.testConnection.mutate({ chat });
    expect(refused.ok).toBe(false);
    expect(refused.error).toContain("is not allowed by this installation's agent URL policy");

    const bad = { ...presetConnection('CUSTOM', 'REST'), reply: { text: 'choices[0', endCall: '', toolCalls: '', error: '' } };
    await expect(api.customerVoiceAgent.testConnection.mutate({ chat: { ...chat, connection: bad } })).rejects.toThrow('Not a valid path or expression');
    const badTemplate = { ...presetConnection('CUSTOM', 'REST'), bodyTemplate: '{"q": "{{mesage}}"}' };
    await expect(api.customerVoiceAgent.testConnection.mutate({ chat: { ...chat, connection: badTemplate } })).rejects.toThrow('Unknown template variable {{mesage}}');

    // On edit a blank secret means the stored one, as saving would.
    const auths: unknown[] = [];
    const echo = await agents.http((req, res) => (auths.push(req.headers.authorization), res.end('{"reply":"hi"}')));
    const saved = await api.customerVoiceAgent.create.mutate({ name: 'Saved', chat: { url: echo, protocol: 'REST', secret: 'stored-1', extraBody: {}, maxTurns: 3 } });
    const again = await api.customerVoiceAgent.testConnection.mutate({ agentId: saved.id, chat: { url: echo, protocol: 'REST', extraBody: {}, maxTurns: 3 } });
    expect(again).toMatchObject({ ok: true, extracted: { text: 'hi' } });
    expect(auths).toEqual(['Bearer stored-1']);

    const mine = await api.customerVoiceAgent.create.mutate({ name: 'Mine', chat: { url: 'http://127.0.0.1:9/chat', protocol: 'REST', secret: 'x', extraBody: {}, maxTurns: 3 } });
    const stranger = await signUp(world.app.url, 'Other');
    const org = (await api.admin.listOrganizations.query()).find((o) => o.ownerEmail === stranger.email)!;
    await api.admin.admitOrganization.mutate({ organizationId: org.id, trialEndsAt: new Date(Date.now() + 86_400_000) });
    const other = apiClient(world.app.url, stranger);
    await expect(other.customerVoiceAgent.testConnection.mutate({ agentId: mine.id, chat: { ...chat, url: 'http://127.0.0.1:9/chat' } })).rejects.toThrow('Agent not found');
  });
});
