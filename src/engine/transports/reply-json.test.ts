import { describe, expect, it } from 'vitest';
import { AgentError } from './agent-error';
import { endCallFlag, parseJson, replyText } from './reply-json';
import { parseEventStream } from './sse';

describe('reading agent replies', () => {
  it('reads the common reply shapes', () => {
    expect(replyText({ reply: 'a' })).toBe('a');
    expect(replyText({ message: 'b' })).toBe('b');
    expect(replyText({ choices: [{ message: { content: 'c' } }] })).toBe('c');
    expect(replyText({ status: 'ok' })).toBeUndefined();
    expect(replyText('plain')).toBeUndefined();
    expect(endCallFlag({ end_call: true })).toBe(true);
    expect(endCallFlag({ endCall: 'yes' })).toBe(false);
  });

  it('names non-JSON with a preview', () => {
    expect(() => parseJson('<html>')).toThrow(AgentError);
    expect(() => parseJson('<html>')).toThrow('Agent sent a reply that is not JSON: <html>');
  });

  it('joins SSE deltas, honours a final reply and [DONE]', () => {
    expect(parseEventStream('data: {"delta":"Hel"}\n\ndata: {"delta":"lo"}\n\ndata: [DONE]\n\ndata: {"delta":"x"}\n\n')).toEqual({
      text: 'Hello',
      endCall: false,
    });
    expect(parseEventStream('event: msg\r\ndata: {"reply":"Bye","endCall":true}\r\n\r\n')).toEqual({ text: 'Bye', endCall: true });
    expect(() => parseEventStream('')).toThrow('not JSON');
    expect(() => parseEventStream('data: nope\n\n')).toThrow('not JSON: nope');
  });
});
