/** Background noise kinds the VAD must tolerate (synthesised; shapes follow each real environment's dominant traits). */
export const NOISE_KINDS = [
  'cafe',
  'cross_talk',
  'kitchen',
  'metro',
  'traffic',
  'restaurant',
  'wind',
  'tv_speech_ad',
  'tv_music_ad',
] as const;
export type NoiseKind = (typeof NOISE_KINDS)[number];

/** Deterministic PRNG (mulberry32) so every test run sees identical noise. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gauss(r: () => number): number {
  return Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(2 * Math.PI * r());
}

function white(n: number, r: () => number): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = gauss(r);
  return out;
}

/** Paul Kellet's economy pink filter: ventilation, room tone, crowd hiss. */
function pink(n: number, r: () => number): Float32Array {
  const out = new Float32Array(n);
  let b0 = 0, b1 = 0, b2 = 0;
  for (let i = 0; i < n; i++) {
    const w = gauss(r);
    b0 = 0.99765 * b0 + w * 0.099046;
    b1 = 0.963 * b1 + w * 0.2965164;
    b2 = 0.57 * b2 + w * 1.0526913;
    out[i] = b0 + b1 + b2 + w * 0.1848;
  }
  return out;
}

/** One-pole low-pass at `hz`, in place. */
function lowpass(x: Float32Array, hz: number, rate: number): Float32Array {
  const a = Math.exp((-2 * Math.PI * hz) / rate);
  let y = 0;
  for (let i = 0; i < x.length; i++) {
    y = (1 - a) * x[i]! + a * y;
    x[i] = y;
  }
  return x;
}

function highpass(x: Float32Array, hz: number, rate: number): Float32Array {
  const a = Math.exp((-2 * Math.PI * hz) / rate);
  let y = 0;
  let prev = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    y = a * (y + v - prev);
    prev = v;
    x[i] = y;
  }
  return x;
}

/** Slowly varying gain in [lo, hi], changing on a `periodSec` time scale (gusts, passing cars). */
function envelope(n: number, rate: number, periodSec: number, lo: number, hi: number, r: () => number): Float32Array {
  const out = new Float32Array(n);
  const step = Math.max(1, Math.round(periodSec * rate));
  let from = lo + (hi - lo) * r();
  let to = lo + (hi - lo) * r();
  for (let i = 0; i < n; i++) {
    const k = i % step;
    if (k === 0 && i > 0) {
      from = to;
      to = lo + (hi - lo) * r();
    }
    const t = k / step;
    const s = t * t * (3 - 2 * t);
    out[i] = from + (to - from) * s;
  }
  return out;
}

function rms(x: Float32Array): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
  return Math.sqrt(s / Math.max(1, x.length));
}

function normalise(x: Float32Array): Float32Array {
  const g = 1 / (rms(x) || 1);
  for (let i = 0; i < x.length; i++) x[i]! *= g;
  return x;
}

function mixInto(dst: Float32Array, src: Float32Array, gain: number): void {
  const k = gain / (rms(src) || 1);
  for (let i = 0; i < dst.length; i++) dst[i]! += src[i]! * k;
}

/** Cutlery, cups, pans: short decaying metallic partials at random times. */
function clinks(n: number, rate: number, perSec: number, r: () => number): Float32Array {
  const out = new Float32Array(n);
  const count = Math.round((n / rate) * perSec);
  for (let c = 0; c < count; c++) {
    const at = Math.floor(r() * n);
    const f = Math.min(2000 + r() * 4000, rate * 0.45);
    const len = Math.floor(rate * (0.04 + r() * 0.15));
    const amp = 0.3 + r();
    for (let i = 0; i < len && at + i < n; i++) {
      out[at + i]! += amp * Math.exp((-6 * i) / len) * Math.sin((2 * Math.PI * f * i) / rate);
    }
  }
  return out;
}

/** Several independent talkers from the phrase bank, each chaining random phrases with short gaps. */
function babble(n: number, rate: number, talkers: number, bank: readonly Float32Array[], r: () => number): Float32Array {
  const out = new Float32Array(n);
  if (bank.length === 0) return normalise(pink(n, r));
  for (let t = 0; t < talkers; t++) {
    let pos = Math.floor(r() * rate);
    const g = Math.pow(10, (r() * 6 - 3) / 20);
    while (pos < n) {
      const p = bank[Math.floor(r() * bank.length)]!;
      for (let i = 0; i < p.length && pos + i < n; i++) out[pos + i]! += p[i]! * g;
      pos += p.length + Math.floor(rate * (0.1 + r() * 0.6));
    }
  }
  return out;
}

/** Harmonic chords with a kick every beat: a jingle under an advert. */
function music(n: number, rate: number, r: () => number): Float32Array {
  const out = new Float32Array(n);
  const beat = Math.round(rate * 0.5);
  const roots = [220, 246.9, 261.6, 196];
  for (let i = 0; i < n; i++) {
    const bar = Math.floor(i / (beat * 4));
    const root = roots[bar % roots.length]!;
    const t = i / rate;
    let v = 0;
    for (const m of [1, 1.25, 1.5]) for (let h = 1; h <= 3; h++) v += Math.sin(2 * Math.PI * root * m * h * t) / h;
    const k = i % beat;
    v += 2 * Math.exp((-30 * k) / rate) * Math.sin((2 * Math.PI * 60 * k) / rate);
    out[i] = v;
  }
  mixInto(out, pink(n, r), 0.2);
  return out;
}

/**
 * `n` samples of the given noise kind, scaled to unit RMS (the call generator
 * scales to the requested SNR). `speechBank` supplies real synthesised speech
 * for the kinds whose defining trait is other people talking.
 */
export function makeNoise(kind: NoiseKind, rate: number, n: number, seed: number, speechBank: readonly Float32Array[]): Float32Array {
  const r = rng(seed);
  const out = new Float32Array(n);
  switch (kind) {
    case 'cafe':
      mixInto(out, babble(n, rate, 6, speechBank, r), 1);
      mixInto(out, pink(n, r), 0.35);
      mixInto(out, clinks(n, rate, 0.7, r), 0.4);
      break;
    case 'restaurant':
      mixInto(out, babble(n, rate, 10, speechBank, r), 1);
      mixInto(out, pink(n, r), 0.4);
      mixInto(out, clinks(n, rate, 1.2, r), 0.5);
      break;
    case 'cross_talk':
      // Neighbouring agents on a call floor: two nearby talkers, muffled by distance.
      mixInto(out, lowpass(babble(n, rate, 2, speechBank, r), 2500, rate), 1);
      mixInto(out, pink(n, r), 0.15);
      break;
    case 'kitchen': {
      mixInto(out, pink(n, r), 0.6);
      const water = highpass(white(n, r), 1500, rate);
      const env = envelope(n, rate, 2, 0, 1, r);
      for (let i = 0; i < n; i++) water[i]! *= env[i]! > 0.6 ? 1 : 0.1;
      mixInto(out, water, 0.5);
      mixInto(out, clinks(n, rate, 1.5, r), 0.7);
      break;
    }
    case 'metro': {
      const rumble = lowpass(white(n, r), 120, rate);
      mixInto(out, rumble, 1);
      const body = pink(n, r);
      const env = envelope(n, rate, 3, 0.5, 1.5, r);
      for (let i = 0; i < n; i++) body[i]! *= env[i]!;
      mixInto(out, body, 0.45);
      // Rail joints: paired thumps every ~0.9 s.
      const thumps = new Float32Array(n);
      const period = Math.round(rate * 0.9);
      for (let at = Math.floor(r() * period); at < n; at += period) {
        for (const off of [0, Math.round(rate * 0.12)]) {
          const len = Math.round(rate * 0.05);
          for (let i = 0; i < len && at + off + i < n; i++) {
            thumps[at + off + i]! += Math.exp((-5 * i) / len) * Math.sin((2 * Math.PI * 90 * i) / rate);
          }
        }
      }
      mixInto(out, thumps, 0.4);
      // Occasional wheel screech.
      const screech = new Float32Array(n);
      const every = rate * 8;
      for (let at = Math.floor(r() * every); at < n; at += every) {
        const len = Math.round(rate * (0.5 + r()));
        const f = Math.min(2500 + r() * 1500, rate * 0.45);
        for (let i = 0; i < len && at + i < n; i++) screech[at + i] = Math.sin((2 * Math.PI * f * i) / rate) * Math.sin((Math.PI * i) / len);
      }
      mixInto(out, screech, 0.15);
      break;
    }
    case 'traffic': {
      const rumble = lowpass(white(n, r), 150, rate);
      const env = envelope(n, rate, 2.5, 0.3, 1.7, r);
      for (let i = 0; i < n; i++) rumble[i]! *= env[i]!;
      mixInto(out, rumble, 1);
      const hiss = pink(n, r);
      for (let i = 0; i < n; i++) hiss[i]! *= env[i]!;
      mixInto(out, hiss, 0.35);
      break;
    }
    case 'wind': {
      // Wind buffeting a microphone is overwhelmingly sub-200 Hz: two one-pole stages give the steep roll-off.
      const gust = lowpass(lowpass(white(n, r), 200, rate), 200, rate);
      const env = envelope(n, rate, 0.8, 0.1, 2, r);
      for (let i = 0; i < n; i++) gust[i]! *= env[i]! * env[i]!;
      mixInto(out, gust, 1);
      mixInto(out, pink(n, r), 0.15);
      break;
    }
    case 'tv_speech_ad': {
      const voice = babble(n, rate, 1, speechBank, r);
      highpass(lowpass(voice, 3500, rate), 250, rate);
      mixInto(out, voice, 1);
      mixInto(out, music(n, rate, r), 0.3);
      break;
    }
    case 'tv_music_ad': {
      mixInto(out, music(n, rate, r), 1);
      const voice = highpass(lowpass(babble(n, rate, 1, speechBank, r), 3500, rate), 250, rate);
      mixInto(out, voice, 0.5);
      break;
    }
  }
  return normalise(out);
}
