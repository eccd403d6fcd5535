import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';
import { fromCsv, toCsvText } from './transfer-csv';

describe('csv', () => {
  it('round-trips quotes, commas and newlines inside cells', () => {
    const rows = [['a "quoted", value', 'line one\nline two', ' padded '], ['', 'x', 'y']];
    expect(parseCsv(toCsv(['h1', 'h2', 'h3'], rows))).toEqual([['h1', 'h2', 'h3'], ...rows]);
  });

  it('rejects a file that ends inside a quoted cell', () => {
    expect(() => parseCsv('a,b\n"open,1\n')).toThrow('ends inside a quoted cell');
  });

  it('maps lists, turns and numbers to and from cells', () => {
    const cases = [{ title: 'T', tags: ['a', 'b'], maxTurns: 4, turns: [{ agentQuestion: null, expectedResponse: 'Hi, "you"' }] }];
    expect(fromCsv(toCsvText(cases))).toEqual(cases);
  });
});
