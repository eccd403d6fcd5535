import { parseCsv, toCsv } from './csv';

// CSV holds one case per row. Lists (tags, languages) are joined with "|"; turns, being a list
// of pairs, are one JSON cell. Empty cells mean "not set".

const LIST_FIELDS = new Set(['tags', 'languages']);
const NUMBER_FIELDS = new Set(['displayOrder', 'maxTurns']);

export function toCsvText(cases: Record<string, unknown>[]): string {
  const header = [...new Set(cases.flatMap((c) => Object.keys(c)))];
  const rows = cases.map((c) =>
    header.map((h) => {
      const v = c[h];
      if (v === undefined || v === null) return '';
      if (LIST_FIELDS.has(h)) return (v as string[]).join('|');
      if (h === 'turns') return JSON.stringify(v);
      return String(v);
    }),
  );
  return toCsv(header.length ? header : ['title'], rows);
}

export function fromCsv(text: string): Record<string, unknown>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((cells) => {
    const out: Record<string, unknown> = {};
    header.forEach((h, i) => {
      const raw = cells[i] ?? '';
      if (raw === '') return;
      if (LIST_FIELDS.has(h)) out[h] = raw.split('|').map((s) => s.trim()).filter(Boolean);
      else if (h === 'turns') {
        try {
          out[h] = JSON.parse(raw);
        } catch {
          out[h] = raw; // left for validation to report as not a list
        }
      } else if (NUMBER_FIELDS.has(h) && /^-?\d+$/.test(raw.trim())) out[h] = Number(raw);
      else out[h] = raw;
    });
    return out;
  });
}
