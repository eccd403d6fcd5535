import { CALL_SAMPLE_RATE } from './constants';

const ROWS: Record<string, number> = { '1': 697, '2': 697, '3': 697, A: 697, '4': 770, '5': 770, '6': 770, B: 770, '7': 852, '8': 852, '9': 852, C: 852, '*': 941, '0': 941, '#': 941, D: 941 };
const COLS: Record<string, number> = { '1': 1209, '4': 1209, '7': 1209, '*': 1209, '2': 1336, '5': 1336, '8': 1336, '0': 1336, '3': 1477, '6': 1477, '9': 1477, '#': 1477, A: 1633, B: 1633, C: 1633, D: 1633 };

export const DTMF_TONE_MS = 100;
export const DTMF_GAP_MS = 100;

export function isDtmfDigit(d: string): boolean {
  return d.toUpperCase() in ROWS;
}

/** In-band DTMF: each digit a 100 ms dual tone then 100 ms of silence (ITU Q.23 frequencies). */
export function dtmfTones(digits: string, level = 0.3): Float32Array {
  const tone = Math.round((CALL_SAMPLE_RATE * DTMF_TONE_MS) / 1000);
  const gap = Math.round((CALL_SAMPLE_RATE * DTMF_GAP_MS) / 1000);
  const valid = [...digits.toUpperCase()].filter(isDtmfDigit);
  const out = new Float32Array(valid.length * (tone + gap));
  valid.forEach((d, k) => {
    const lo = ROWS[d]!;
    const hi = COLS[d]!;
    for (let i = 0; i < tone; i++) {
      const t = i / CALL_SAMPLE_RATE;
      out[k * (tone + gap) + i] = (level / 2) * (Math.sin(2 * Math.PI * lo * t) + Math.sin(2 * Math.PI * hi * t));
    }
  });
  return out;
}
