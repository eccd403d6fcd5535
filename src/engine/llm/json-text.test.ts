import { describe, expect, it } from 'vitest';
import { extractJsonObject } from './json-text';

describe('extractJsonObject', () => {
  it('reads plain, fenced and embedded objects', () => {
    expect(extractJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(extractJsonObject('```json\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(extractJsonObject('Here you go: {"say":"hi"} hope it helps')).toEqual({ say: 'hi' });
  });
  it('refuses what holds no object', () => {
    expect(extractJsonObject('hello')).toBeNull();
    expect(extractJsonObject('[1,2]')).toBeNull();
    expect(extractJsonObject('{broken')).toBeNull();
  });
});
