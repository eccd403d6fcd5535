import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chunkReply, clinicReply } from '../../engine/demo-agent/clinic';
import type { ChatMessage } from '../../engine/types';

const ZDemoRequest = z.object({
  message: z.string().max(10_000),
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).max(500).optional(),
  /** Optional pause before answering, so newcomers can see latency; set it in the agent's extra body. */
  latencyMs: z.number().int().min(0).max(10_000).optional(),
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const historyOf = (body: z.infer<typeof ZDemoRequest>): ChatMessage[] =>
  body.messages?.length ? body.messages : [{ role: 'user', content: body.message }];

/** The built-in demo agent in its three flavours: REST, SSE and WebSocket. */
export async function registerDemoAgentRoutes(app: FastifyInstance) {
  app.post('/api/demo-agent/chat', async (req, reply) => {
    const parsed = ZDemoRequest.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: z.prettifyError(parsed.error) });
    if (parsed.data.latencyMs) await sleep(parsed.data.latencyMs);
    const answer = clinicReply(historyOf(parsed.data));
    if (!String(req.headers.accept ?? '').includes('text/event-stream')) return answer;

    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (const delta of chunkReply(answer.reply)) reply.raw.write(`data: ${JSON.stringify({ delta })}\n\n`);
    reply.raw.write(`data: ${JSON.stringify({ endCall: answer.endCall })}\n\n`);
    reply.raw.end('data: [DONE]\n\n');
  });
  app.get('/api/demo-agent/chat', { websocket: true }, (socket) => {
    const history: ChatMessage[] = [];
    socket.on('message', async (raw: Buffer) => {
      let body: z.infer<typeof ZDemoRequest>;
      try {
        body = ZDemoRequest.parse(JSON.parse(raw.toString()));
      } catch {
        return socket.send(JSON.stringify({ type: 'error', error: 'Send JSON like {"type":"message","message":"..."}' }));
      }
      history.push({ role: 'user', content: body.message });
      if (body.latencyMs) await sleep(body.latencyMs);
      const answer = clinicReply(history);
      history.push({ role: 'assistant', content: answer.reply });
      for (const delta of chunkReply(answer.reply)) socket.send(JSON.stringify({ type: 'delta', delta }));
      socket.send(JSON.stringify({ type: 'done', endCall: answer.endCall }));
    });
  });
}
