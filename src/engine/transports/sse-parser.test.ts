import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('reading an event stream as it arrives', () => {
  it('yields each event once complete, whatever the chunking and line endings', () => {
    const stream = 'event: x\r\ndata: {"a":1}\r\n\r\ndata: line1\ndata: line2\n\ndata: [DONE]\r\r';
    const whole = new SseParser();
    expect([...whole.push(stream), ...whole.end()]).toEqual(['{"a":1}', 'line1\nline2', '[DONE]']);
    for (let size = 1; size < 8; size++) {
      const p = new SseParser();
      const out: string[] = [];
      for (let i = 0; i < stream.length; i += size) out.push(...p.push(stream.slice(i, i + size)));
      out.push(...p.end());
      expect(out).toEqual(['{"a":1}', 'line1\nline2', '[DONE]']);
    }
  });

  it('ends a last event that has no blank line after it', () => {
    const p = new SseParser();
    expect(p.push('data: tail')).toEqual([]);
    expect(p.end()).toEqual(['tail']);
  });
});
