import { WebSocketServer, type WebSocket } from 'ws';
import { serve } from './agents';
import { apiClient, eventually, type Account } from './api';
import type { TestApp } from './app';

type Protocol = 'REST' | 'SSE' | 'WEBSOCKET';

/** Local agents for one test file, closed together at the end. */
export function agentPool() {
  const closers: Array<() => Promise<void> | void> = [];
  return {
    async http(handler: Parameters<typeof serve>[0]) {
      const s = await serve(handler);
      closers.push(s.close);
      return s.url;
    },
    async ws(onConnection: (socket: WebSocket) => void, options: { autoPong?: boolean } = {}) {
      const server = new WebSocketServer({ port: 0, host: '127.0.0.1', ...options });
      await new Promise((r) => server.once('listening', r));
      closers.push(
        () =>
          new Promise<void>((r) => {
            for (const c of server.clients) c.terminate();
            server.close(() => r());
          }),
      );
      server.on('connection', onConnection);
      return `ws://127.0.0.1:${(server.address() as { port: number }).port}/chat`;
    },
    async closeAll() {
      for (const close of closers.splice(0)) await close();
    },
  };
}

/** Creates an agent with one case, runs it and returns the finished case run with its transcript. */
export async function runOneCase(
  app: TestApp,
  user: Account,
  chat: { url: string; protocol: Protocol } & Record<string, unknown>,
  opts: { sessionTimeoutSeconds?: number; runProtocol?: Protocol; turns?: string[] } = {},
) {
  const api = apiClient(app.url, user);
  const agent = await api.customerVoiceAgent.create.mutate({ name: `Agent ${chat.protocol}`, chat: { extraBody: {}, maxTurns: 5, ...chat } as never });
  const turns = opts.turns ?? ['Bye.'];
  await api.testCase.create.mutate({ agentId: agent.id, title: 'one', initialMessage: 'Hello?', turns: turns.map((expectedResponse) => ({ expectedResponse })) });
  const run = await api.testRuns.create.mutate({
    agentId: agent.id,
    sessionTimeoutSeconds: opts.sessionTimeoutSeconds ?? 10,
    ...(opts.runProtocol ? { protocol: opts.runProtocol } : {}),
  });
  const done = await eventually(async () => {
    const r = await api.testRuns.get.query({ testRunId: run.id });
    return r.status !== 'RUNNING' && r;
  }, 45_000);
  const caseRun = await api.testRuns.getCaseRun.query({ caseRunId: done.caseRuns[0]!.id });
  return { agentId: agent.id, run: done, caseRun };
}
