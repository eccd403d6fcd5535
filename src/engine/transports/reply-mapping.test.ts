import { describe, expect, it } from 'vitest';
import { presetConnection } from '../../shared/chat-connection';
import { extractWhole, StreamFolder } from './reply-mapping';
import { SseParser } from './sse-parser';

const rehearse = presetConnection('REHEARSE', 'REST');
const openai = presetConnection('OPENAI', 'SSE');

function fold(stream: string, mapping = rehearse.stream) {
  const folder = new StreamFolder(mapping, false);
  const parser = new SseParser();
  [...parser.push(stream), ...parser.end()].forEach((d) => folder.data(d));
  return folder.result();
}

describe('reading agent replies through a mapping', () => {
  it('reads the shapes the Rehearse preset always read', () => {
    expect(extractWhole('{"reply":"a","endCall":true}', rehearse.reply)).toEqual({ text: 'a', endCall: true, toolCalls: [] });
    expect(extractWhole('{"message":"b"}', rehearse.reply).text).toBe('b');
    expect(extractWhole('{"choices":[{"message":{"content":"c"}}]}', rehearse.reply).text).toBe('c');
    expect(extractWhole('{"reply":"x","endCall":"yes"}', rehearse.reply).endCall).toBe(false);
    expect(() => extractWhole('{"status":"ok"}', rehearse.reply)).toThrow('without a reply text');
    expect(() => extractWhole('<html>', rehearse.reply)).toThrow('Agent sent a reply that is not JSON: <html>');
  });

  it('takes a plain-text body as the reply when the text path is $', () => {
    expect(extractWhole('Just text', { ...rehearse.reply, text: '$' }).text).toBe('Just text');
  });

  it('joins SSE deltas, honours a whole reply, the end flag and [DONE]', () => {
    expect(fold('data: {"delta":"Hel"}\n\ndata: {"delta":"lo"}\n\ndata: [DONE]\n\ndata: {"delta":"x"}\n\n')).toMatchObject({ text: 'Hello', endCall: false });
    expect(fold('event: msg\r\ndata: {"reply":"Bye","endCall":true}\r\n\r\n')).toMatchObject({ text: 'Bye', endCall: true });
    expect(() => fold('data: nope\n\n')).toThrow('not JSON: nope');
  });

  it('joins OpenAI streamed content and tool-call fragments', () => {
    const chunk = (delta: object) => `data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`;
    const stream =
      chunk({ role: 'assistant' }) +
      chunk({ tool_calls: [{ index: 0, function: { name: 'book', arguments: '{"day":' } }] }) +
      chunk({ tool_calls: [{ index: 0, function: { arguments: '"Tue"}' } }] }) +
      chunk({ tool_calls: [{ index: 1, function: { name: 'notify', arguments: '' } }] }) +
      chunk({ content: 'Booked' }) +
      chunk({ content: ' for Tuesday.' }) +
      'data: [DONE]\n\n';
    expect(fold(stream, openai.stream)).toEqual({
      text: 'Booked for Tuesday.',
      endCall: false,
      toolCalls: [
        { name: 'book', arguments: { day: 'Tue' } },
        { name: 'notify', arguments: {} },
      ],
    });
  });

  it('reports an error the agent sends in its reply', () => {
    expect(() => extractWhole('{"error":{"message":"model overloaded"}}', presetConnection('OPENAI', 'REST').reply)).toThrow(
      'Agent reported an error: model overloaded',
    );
  });

  it('makes NUL and lone surrogates storable in text and tool calls', () => {
    const out = extractWhole('{"reply":"a\\u0000b\\udc00","tool_calls":[{"name":"x\\u0000","arguments":{"k\\u0000":"v\\ud800"}}]}', rehearse.reply);
    expect(out).toEqual({ text: 'ab\uFFFD', endCall: false, toolCalls: [{ name: 'x', arguments: { k: 'v\uFFFD' } }] });
  });
});
