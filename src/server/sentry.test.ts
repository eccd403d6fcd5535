import { describe, expect, it } from 'vitest';
import { parseDsn, scrubText, sentryEvent } from './sentry';

describe('parseDsn', () => {
  it('finds the envelope endpoint and key, keeping a path prefix', () => {
    expect(parseDsn('https://abc@o1.ingest.sentry.io/123')).toMatchObject({ envelopeUrl: 'https://o1.ingest.sentry.io/api/123/envelope/', publicKey: 'abc' });
    expect(parseDsn('http://k@host:9000/sentry/7')?.envelopeUrl).toBe('http://host:9000/sentry/api/7/envelope/');
  });
  it('refuses what is not a DSN', () => {
    expect(parseDsn('not a url')).toBeNull();
    expect(parseDsn('https://host/1')).toBeNull();
    expect(parseDsn('ftp://k@host/1')).toBeNull();
    expect(parseDsn('https://k@host/')).toBeNull();
  });
});

describe('scrubText', () => {
  it('blanks credentials quoted in free text', () => {
    expect(scrubText('auth Bearer eyJhbGciOiJIUzI1NiJ9.x failed')).toBe('auth Bearer [redacted] failed');
    expect(scrubText('{"password":"hunter2","name":"Ann"}')).toBe('{"password":"[redacted]","name":"Ann"}');
    expect(scrubText('api_key=sk-abcdefghijkl&x=1')).toBe('api_key=[redacted]&x=1');
    expect(scrubText('key rh_0123456789abcdef used')).toBe('key [redacted] used');
    expect(scrubText('nothing secret here')).toBe('nothing secret here');
  });
});

describe('sentryEvent', () => {
  it('drops empty tags, bounds text and orders frames oldest first', () => {
    const e = sentryEvent(
      { level: 'warning', message: 'x'.repeat(5000), stack: 'Error: x\n    at a (f.js:1:2)\n    at b (g.js:3:4)', tags: { source: 'server', route: null, empty: '' } },
      { environment: 'test', release: 'v0.5' },
    );
    expect(e.message.formatted).toHaveLength(2000);
    expect(e.tags).toEqual({ source: 'server' });
    expect(e.exception.values[0]!.stacktrace!.frames.map((f) => f.function)).toEqual(['b', 'a']);
    expect(e.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(e.user).toBeUndefined();
  });
});
