import { TRIM_THRESHOLD } from '../../voice/espeak';

/**
 * How an utterance ends. Real callers trail off: the last word is said more
 * quietly and the voice fades rather than stopping, which is where a detector
 * that waits for energy to drop below a threshold ends a sentence too early.
 */
export interface Ending {
  /** Length of the final fade-out. */
  fadeMs: number;
  /** linear / cosine: amplitude ramps; exp: a straight line in dB down to -40 dB. */
  shape: 'linear' | 'cosine' | 'exp';
  /** The last `tailMs` (the final word) is this many dB quieter than the rest, reached over a 40 ms ramp. */
  tailDropDb?: number;
  tailMs?: number;
}

function gainAt(shape: Ending['shape'], t: number): number {
  if (shape === 'linear') return 1 - t;
  if (shape === 'cosine') return 0.5 * (1 + Math.cos(Math.PI * t));
  return Math.pow(10, (-40 * t) / 20);
}

/**
 * A copy of `x` with `ending` applied, its end re-trimmed where the faded
 * sound drops below the same -40 dB-of-peak mark that defines every
 * utterance's true bounds (so the ground truth end is still the last
 * audible sample, however soft).
 */
export function applyEnding(x: Float32Array, rate: number, ending: Ending): Float32Array {
  const out = x.slice();
  const n = out.length;
  if (ending.tailDropDb && ending.tailMs) {
    const tail = Math.min(n, Math.round((ending.tailMs * rate) / 1000));
    const ramp = Math.max(1, Math.round(0.04 * rate));
    const g = Math.pow(10, -ending.tailDropDb / 20);
    for (let k = 0; k < tail; k++) {
      const u = Math.min(1, k / ramp);
      out[n - tail + k]! *= 1 + (g - 1) * u;
    }
  }
  const fade = Math.min(n, Math.round((ending.fadeMs * rate) / 1000));
  for (let k = 0; k < fade; k++) out[n - fade + k]! *= gainAt(ending.shape, (k + 1) / fade);
  return trimEnd(out, peakOf(x));
}

/** The first `keepMs` of `x`, closed with a 30 ms fade: a talker who stops mid-sentence because they were interrupted. */
export function cutShort(x: Float32Array, rate: number, keepMs: number): Float32Array {
  const n = Math.min(x.length, Math.round((keepMs * rate) / 1000));
  const out = x.slice(0, n);
  const fade = Math.min(n, Math.round(0.03 * rate));
  for (let k = 0; k < fade; k++) out[n - fade + k]! *= 1 - (k + 1) / (fade + 1);
  return trimEnd(out, peakOf(x));
}

function peakOf(x: Float32Array): number {
  let peak = 0;
  for (let i = 0; i < x.length; i++) peak = Math.max(peak, Math.abs(x[i]!));
  return peak;
}

/** `x` up to its last sample above the -40 dB-of-`peak` mark. */
function trimEnd(x: Float32Array, peak: number): Float32Array {
  let e = x.length;
  const thr = peak * TRIM_THRESHOLD;
  while (e > 0 && Math.abs(x[e - 1]!) <= thr) e--;
  return x.subarray(0, e);
}
