import type { serve } from './agents';

type Handler = Parameters<typeof serve>[0];

/** A fake OpenAI chat-completions server: checks the request like the real one would, answers per `stream`. */
export function openAiAgent(seen: unknown[] = []): Handler {
  return (req, res, raw) => {
    const body = JSON.parse(raw) as { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
    seen.push({ auth: req.headers.authorization, ...body });
    if (req.headers.authorization !== 'Bearer sk-test' || !body.model || !Array.isArray(body.messages)) {
      res.statusCode = 400;
      return res.end(JSON.stringify({ error: { message: 'bad request' } }));
    }
    const userTurns = body.messages.filter((m) => m.role === 'user').length;
    const content = userTurns >= 2 ? 'Goodbye then.' : `You said: ${body.messages.at(-1)!.content}`;
    const toolCall = { index: 0, id: 'call_1', type: 'function', function: { name: 'lookup_account', arguments: '{"id":' } };
    if (!body.stream) {
      res.setHeader('content-type', 'application/json');
      return res.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content, tool_calls: [{ ...toolCall, function: { name: 'lookup_account', arguments: '{"id":42}' } }] }, finish_reason: 'stop' }],
        }),
      );
    }
    res.setHeader('content-type', 'text/event-stream');
    const chunk = (delta: object, finish: string | null = null) => `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: 'assistant' }));
    res.write(chunk({ tool_calls: [toolCall] }));
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: '42}' } }] }));
    for (const word of content.split(/(?<= )/)) res.write(chunk({ content: word }));
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  };
}
