/** Sample formats of a phone line: 16-bit PCM, floats and G.711 mu-law, plus the resampling between 8 and 16 kHz. */

export function int16ToFloat(x: Int16Array): Float32Array {
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = x[i]! / 32768;
  return out;
}

export function floatToInt16(x: Float32Array): Int16Array {
  const out = new Int16Array(x.length);
  for (let i = 0; i < x.length; i++) {
    const v = Math.max(-1, Math.min(1, x[i]!));
    out[i] = v < 0 ? Math.round(v * 32768) : Math.round(v * 32767);
  }
  return out;
}

/** Little-endian bytes of 16-bit PCM, as sent on the wire (copies: a Buffer view may be unaligned). */
export function int16FromBytes(buf: Uint8Array): Int16Array {
  const n = buf.length >> 1;
  const out = new Int16Array(n);
  const view = new DataView(buf.buffer, buf.byteOffset, n * 2);
  for (let i = 0; i < n; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

export function int16ToBytes(x: Int16Array): Buffer {
  const out = Buffer.alloc(x.length * 2);
  for (let i = 0; i < x.length; i++) out.writeInt16LE(x[i]!, i * 2);
  return out;
}

const MULAW_BIAS = 0x84;
const MULAW_CLIP = 32635;

/** G.711 mu-law encode of one 16-bit sample. */
export function linearToMulaw(sample: number): number {
  let s = sample;
  const sign = s < 0 ? 0x80 : 0;
  if (s < 0) s = -s;
  if (s > MULAW_CLIP) s = MULAW_CLIP;
  s += MULAW_BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (s >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

const MULAW_TABLE = (() => {
  const t = new Int16Array(256);
  for (let i = 0; i < 256; i++) {
    const u = ~i & 0xff;
    const sign = u & 0x80;
    const exponent = (u >> 4) & 0x07;
    const mantissa = u & 0x0f;
    const magnitude = (((mantissa << 3) + MULAW_BIAS) << exponent) - MULAW_BIAS;
    t[i] = sign ? -magnitude : magnitude;
  }
  return t;
})();

export function mulawDecode(bytes: Uint8Array): Int16Array {
  const out = new Int16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = MULAW_TABLE[bytes[i]!]!;
  return out;
}

export function mulawEncode(x: Int16Array): Buffer {
  const out = Buffer.alloc(x.length);
  for (let i = 0; i < x.length; i++) out[i] = linearToMulaw(x[i]!);
  return out;
}

/**
 * 2:1 decimation with a short half-band low-pass (kept across calls so frame edges leave no
 * seams): telephone speech above 4 kHz is dropped instead of folding back as noise.
 */
export class Downsampler16to8 {
  private readonly history = new Float64Array(HALF_BAND.length);
  process(x: Int16Array): Int16Array {
    const out = new Int16Array(x.length >> 1);
    const h = this.history;
    const taps = HALF_BAND.length;
    let o = 0;
    for (let i = 0; i < x.length; i++) {
      h.copyWithin(1, 0, taps - 1);
      h[0] = x[i]!;
      if (i & 1) {
        let acc = 0;
        for (let k = 0; k < taps; k++) acc += HALF_BAND[k]! * h[k]!;
        out[o++] = clamp16(acc);
      }
    }
    return out;
  }
}

/** 1:2 interpolation: zero-stuff then the same half-band filter (gain 2 restores the level). */
export class Upsampler8to16 {
  private readonly history = new Float64Array(HALF_BAND.length);
  process(x: Int16Array): Int16Array {
    const out = new Int16Array(x.length * 2);
    const h = this.history;
    const taps = HALF_BAND.length;
    for (let i = 0; i < out.length; i++) {
      h.copyWithin(1, 0, taps - 1);
      h[0] = i & 1 ? 0 : x[i >> 1]!;
      let acc = 0;
      for (let k = 0; k < taps; k++) acc += HALF_BAND[k]! * h[k]!;
      out[i] = clamp16(2 * acc);
    }
    return out;
  }
}

/** 15-tap half-band FIR (Hamming-windowed sinc at a quarter of the input rate), unity DC gain. */
const HALF_BAND = (() => {
  const n = 15;
  const mid = (n - 1) / 2;
  const taps = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const d = k - mid;
    const sinc = d === 0 ? 0.5 : Math.sin((Math.PI * d) / 2) / (Math.PI * d);
    taps[k] = sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * k) / (n - 1)));
    sum += taps[k]!;
  }
  for (let k = 0; k < n; k++) taps[k]! /= sum;
  return taps;
})();

function clamp16(v: number): number {
  return v > 32767 ? 32767 : v < -32768 ? -32768 : Math.round(v);
}

/** Linear-interpolation resampling of a whole utterance (synthesiser output to the call rate). */
export function resampleLinear(x: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return x.slice();
  const ratio = fromRate / toRate;
  // Downsampling: a moving average first, so the synthesiser's top octave does not alias.
  const src = fromRate > toRate ? boxcar(x, Math.max(1, Math.round(ratio))) : x;
  const n = Math.floor(x.length / ratio);
  const out = new Float32Array(n);
  for (let j = 0; j < n; j++) {
    const t = j * ratio;
    const i = Math.floor(t);
    const f = t - i;
    out[j] = (src[i] ?? 0) * (1 - f) + (src[i + 1] ?? src[i] ?? 0) * f;
  }
  return out;
}

function boxcar(x: Float32Array, width: number): Float32Array {
  if (width <= 1) return x;
  const out = new Float32Array(x.length);
  let acc = 0;
  for (let i = 0; i < x.length; i++) {
    acc += x[i]!;
    if (i >= width) acc -= x[i - width]!;
    out[i] = acc / Math.min(i + 1, width);
  }
  return out;
}

/** RMS level of a frame in dBFS (16-bit full scale). */
export function frameDbfs(x: Int16Array): number {
  let acc = 0;
  for (let i = 0; i < x.length; i++) acc += x[i]! * x[i]!;
  return 10 * Math.log10(acc / Math.max(1, x.length) / (32768 * 32768) + 1e-12);
}
