import { CALL_SAMPLE_RATE } from './constants';

const ROWS: Record<string, number> = { '1': 697, '2': 697, '3': 697, A: 697, '4': 770, '5': 770, '6': 770, B: 770, '7': 852, '8': 852, '9': 852, C: 852, '*': 941, '0': 941, '#': 941, D: 941 };
const COLS: Record<string, number> = { '1': 1209, '4': 1209, '7': 1209, '*': 1209, '2': 1336, '5': 1336, '8': 1336, '0': 1336, '3': 1477, '6': 1477, '9': 1477, '#': 1477, A: 1633, B: 1633, C: 1633, D: 1633 };

export const DTMF_TONE_MS = 100;
export const DTMF_GAP_MS = 100;

export function isDtmfDigit(d: string): boolean {
  return d.toUpperCase() in ROWS;
}

/** A `w` in the digits waits this long before the next key (as Twilio's sendDigits does). */
export const DTMF_PAUSE_MS = 500;

/** When each key is pressed, in ms from the first: 200 ms per key, 500 ms more per `w`; anything else is skipped. */
export function dtmfSchedule(digits: string): { digit: string; atMs: number }[] {
  const out: { digit: string; atMs: number }[] = [];
  let t = 0;
  for (const d of digits.toUpperCase()) {
    if (d === 'W') t += DTMF_PAUSE_MS;
    else if (isDtmfDigit(d)) {
      out.push({ digit: d, atMs: t });
      t += DTMF_TONE_MS + DTMF_GAP_MS;
    }
  }
  return out;
}

/** In-band DTMF: each key a 100 ms dual tone then 100 ms of silence (ITU Q.23 frequencies), with `w` pauses. */
export function dtmfTones(digits: string, level = 0.3): Float32Array {
  const tone = Math.round((CALL_SAMPLE_RATE * DTMF_TONE_MS) / 1000);
  const gap = Math.round((CALL_SAMPLE_RATE * DTMF_GAP_MS) / 1000);
  const keys = dtmfSchedule(digits);
  const last = keys[keys.length - 1];
  const out = new Float32Array(last ? Math.round((CALL_SAMPLE_RATE * last.atMs) / 1000) + tone + gap : 0);
  for (const { digit, atMs } of keys) {
    const lo = ROWS[digit]!;
    const hi = COLS[digit]!;
    const from = Math.round((CALL_SAMPLE_RATE * atMs) / 1000);
    for (let i = 0; i < tone; i++) {
      const t = i / CALL_SAMPLE_RATE;
      out[from + i] = (level / 2) * (Math.sin(2 * Math.PI * lo * t) + Math.sin(2 * Math.PI * hi * t));
    }
  }
  return out;
}
