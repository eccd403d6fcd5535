import type http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { agentPool, runOneCase } from '../helpers/agent-runs';
import { apiClient } from '../helpers/api';
import { appWithUser } from '../helpers/app';

const world = appWithUser();
const agents = agentPool();
afterAll(() => agents.closeAll());

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** Writes `total` bytes of one endless-looking JSON string from a single reused buffer, honouring backpressure. */
function streamHuge(res: http.ServerResponse, total: number, prefix: string, counter: { written: number }) {
  res.write(prefix);
  const pump = () => {
    while (counter.written < total && !res.destroyed) {
      counter.written += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('error', () => {});
  pump();
}

/** Peak growth of this process's memory (the app runs in it) while `work` runs. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, growthMb: (peak - base) / MB };
  } finally {
    clearInterval(timer);
  }
}

describe('what is read from an agent is bounded', () => {
  it('ends a 20 MB REST reply with ERROR at the limit', async () => {
    const sent = { written: 0 };
    const url = await agents.http((_req, res) => streamHuge(res, 20 * MB, '{"reply":"', sent));
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST' });
    expect(caseRun.status).toBe('ERROR');
    expect(caseRun.errorMessage).toBe('Agent reply exceeded 10 MB');
    expect(caseRun.messages.filter((m) => m.role === 'agent')).toEqual([]);
  });

  it('stops reading a 150 MB streamed reply at the limit, over REST, SSE and WebSocket, with memory bounded', async () => {
    const rest = { written: 0 };
    const restUrl = await agents.http((_req, res) => streamHuge(res, 150 * MB, '{"reply":"', rest));
    const sse = { written: 0 };
    const sseUrl = await agents.http((_req, res) => {
      res.setHeader('content-type', 'text/event-stream');
      streamHuge(res, 150 * MB, 'data: {"delta":"', sse);
    });
    let wsFragments = 0;
    const wsUrl = await agents.ws((socket) =>
      socket.on('message', () => {
        // One 150 MB message sent as fragments of a reused buffer: never whole on either side.
        const next = () => {
          if (socket.readyState !== socket.OPEN || wsFragments >= 2400) return;
          wsFragments++;
          socket.send(CHUNK, { fin: wsFragments === 2400, binary: false }, (err) => !err && setImmediate(next));
        };
        next();
      }),
    );
    // One at a time, so each figure is one reply's cost; before the limit one reply grew memory by 350 MB.
    const result = [];
    for (const chat of [
      { url: restUrl, protocol: 'REST' as const },
      { url: sseUrl, protocol: 'SSE' as const },
      { url: wsUrl, protocol: 'WEBSOCKET' as const },
    ]) {
      const { result: one, growthMb } = await peakGrowth(() => runOneCase(world.app, world.user, chat));
      expect(growthMb, chat.protocol).toBeLessThan(100);
      result.push(one);
    }
    for (const { caseRun } of result) {
      expect(caseRun.status).toBe('ERROR');
      expect(caseRun.errorMessage).toBe('Agent reply exceeded 10 MB');
    }
    // Reading stopped: the agents could push little more than the limit plus socket buffers.
    expect(rest.written).toBeLessThan(40 * MB);
    expect(sse.written).toBeLessThan(40 * MB);
    expect(wsFragments * CHUNK.length).toBeLessThan(40 * MB);
  });

  it('counts many small WebSocket frames of one reply together', async () => {
    let frames = 0;
    const frame = JSON.stringify({ type: 'delta', delta: 'x'.repeat(MB) });
    const url = await agents.ws((socket) =>
      socket.on('message', () => {
        const next = () => socket.readyState === socket.OPEN && frames++ < 150 && socket.send(frame, () => setImmediate(next));
        next();
      }),
    );
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'WEBSOCKET' });
    expect(caseRun.errorMessage).toBe('Agent reply exceeded 10 MB');
    expect(frames).toBeLessThan(40);
  });

  it('bounds a whole conversation by AGENT_MAX_CONVERSATION_MB', async () => {
    process.env.AGENT_MAX_CONVERSATION_MB = '1';
    try {
      const url = await agents.http((_req, res) => res.end(JSON.stringify({ reply: 'y'.repeat(400 * 1024) })));
      const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST' }, { turns: ['Two.', 'Three.', 'Four.'] });
      expect(caseRun.status).toBe('ERROR');
      expect(caseRun.errorMessage).toBe('Agent replies exceeded 1 MB in this conversation');
      expect(caseRun.messages.filter((m) => m.role === 'agent')).toHaveLength(2);
    } finally {
      delete process.env.AGENT_MAX_CONVERSATION_MB;
    }
  });

  it('honours AGENT_MAX_REPLY_MB set for the installation', async () => {
    process.env.AGENT_MAX_REPLY_MB = '0.5';
    try {
      const url = await agents.http((_req, res) => streamHuge(res, 2 * MB, '{"reply":"', { written: 0 }));
      const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST' });
      expect(caseRun.errorMessage).toBe('Agent reply exceeded 0.5 MB');
    } finally {
      delete process.env.AGENT_MAX_REPLY_MB;
    }
  });
});

describe('text Postgres cannot store is made safe where it enters', () => {
  const nasty = 'Hi\\u0000 there \\ud800!';
  it('stores a reply with NUL and a lone surrogate, over REST, SSE and WebSocket', async () => {
    const restUrl = await agents.http((_req, res) => res.end(`{"reply":"${nasty}","endCall":true}`));
    const sseUrl = await agents.http((_req, res) => {
      res.setHeader('content-type', 'text/event-stream');
      res.end(`data: {"delta":"${nasty}"}\n\ndata: {"endCall":true}\n\ndata: [DONE]\n\n`);
    });
    const wsUrl = await agents.ws((s) => s.on('message', () => s.send(`{"reply":"${nasty}","endCall":true}`)));
    const runs = await Promise.all([
      runOneCase(world.app, world.user, { url: restUrl, protocol: 'REST' }),
      runOneCase(world.app, world.user, { url: sseUrl, protocol: 'SSE' }),
      runOneCase(world.app, world.user, { url: wsUrl, protocol: 'WEBSOCKET' }),
    ]);
    for (const { caseRun } of runs) {
      expect(caseRun.status).toBe('COMPLETED');
      expect(caseRun.messages.find((m) => m.role === 'agent')?.content).toBe('Hi there \uFFFD!');
    }
  });

  it('stores an error message that quotes a NUL from the agent', async () => {
    const url = await agents.http((_req, res) => res.end('<html>\u0000oops</html>'));
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST' });
    expect(caseRun.status).toBe('ERROR');
    expect(caseRun.errorMessage).toBe('Agent sent a reply that is not JSON: <html>oops</html>');
  });
});

describe('where agents may point', () => {
  const create = (url: string, protocol: 'REST' | 'WEBSOCKET' = 'REST') =>
    apiClient(world.app.url, world.user).customerVoiceAgent.create.mutate({ name: 'Probe', chat: { url, protocol, extraBody: {}, maxTurns: 3 } });

  it('refuses metadata addresses and the app’s own API when an agent is saved', async () => {
    await expect(create('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(
      "Agent URL http://169.254.169.254/latest/meta-data/ is not allowed by this installation's agent URL policy: 169.254.169.254 is a link-local address",
    );
    await expect(create(`${world.app.url}/api/auth/signup`)).rejects.toThrow("it points at this app's own API");
    const port = new URL(world.app.url).port;
    await expect(create(`ws://localhost:${port}/api/trpc`, 'WEBSOCKET')).rejects.toThrow("own API");
    await expect(create('ws://127.0.0.1:9/chat')).rejects.toThrow('A ws:// or wss:// URL needs the WebSocket protocol');
    await expect(create(`${world.app.url}/api/demo-agent/chat`)).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('applies AGENT_URL_DENY from the environment', async () => {
    process.env.AGENT_URL_DENY = '127.0.0.0/8';
    try {
      await expect(create('http://127.0.0.1:9/chat')).rejects.toThrow('127.0.0.1 matches AGENT_URL_DENY entry 127.0.0.0/8');
    } finally {
      delete process.env.AGENT_URL_DENY;
    }
  });

  it('checks every redirect hop and refuses one into the app’s own API', async () => {
    let signups = 0;
    const url = await agents.http((req, res) => {
      res.statusCode = 307;
      res.setHeader('location', `${world.app.url}/api/auth/signup`);
      res.end();
      if (req.url?.includes('signup')) signups++;
    });
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST' });
    expect(caseRun.status).toBe('ERROR');
    expect(caseRun.errorMessage).toBe(
      `Agent URL ${world.app.url}/api/auth/signup is not allowed by this installation's agent URL policy: it points at this app's own API`,
    );
    expect(signups).toBe(0);
  });
});

describe('agent failures say what happened', () => {
  it('a redirect loop', async () => {
    const url = await agents.http((req, res) => {
      res.statusCode = 302;
      res.setHeader('location', req.url === '/chat' ? '/other' : '/chat');
      res.end();
    });
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'REST' });
    expect(caseRun.errorMessage).toMatch(/^Agent redirected more than 5 times in a loop \(last to http:\/\/127\.0\.0\.1:\d+\/(chat|other)\)$/);
  });

  it('a ws:// URL run over REST', async () => {
    const url = await agents.ws((s) => s.on('message', () => s.send('{"reply":"hi"}')));
    const { caseRun } = await runOneCase(world.app, world.user, { url, protocol: 'WEBSOCKET' }, { runProtocol: 'REST' });
    expect(caseRun.errorMessage).toMatch(/is a WebSocket address, but this agent uses an HTTP protocol/);
  });

  it('a TLS failure and a reset connection', async () => {
    const plain = await agents.http((_req, res) => res.end('{"reply":"hi"}'));
    const tls = await runOneCase(world.app, world.user, { url: plain.replace('http:', 'https:'), protocol: 'REST' });
    expect(tls.caseRun.errorMessage).toMatch(/^TLS handshake with the agent at https:\/\/127\.0\.0\.1:\d+\/chat failed: wrong version number; is the agent serving plain http on this port\? \(EPROTO\)$/);
    const reset = await agents.http((req) => req.socket.destroy());
    const dropped = await runOneCase(world.app, world.user, { url: reset, protocol: 'REST' });
    expect(dropped.caseRun.errorMessage).toMatch(/^Agent reset the connection at http:\/\/127\.0\.0\.1:\d+\/chat before finishing its reply$/);
  });
});
