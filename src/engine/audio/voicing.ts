import {
  VOICING_CONFIDENT_R,
  VOICING_HOLD_MS,
  VOICING_LAG_TOLERANCE_MS,
  VOICING_MAX_PITCH_HZ,
  VOICING_MIN_PITCH_HZ,
  VOICING_RATE_HZ,
  VOICING_WINDOW_MS,
} from './constants';

/** The sample buffer holds this many analysis spans before it is compacted. */
const BUFFER_SPANS = 32;

/** Mean square below which the analysis span is digital silence (-100 dBFS). */
const SILENT_SPAN_ENERGY = 1e-10;

/** Voicing values are stored per frame as bytes: 0..1 scaled to 0..255. */
export const VOICING_SCALE = 255;

/**
 * Periodicity of the most recent audio, measured at the end of every frame
 * from a decimated (~4 kHz), band-limited copy of the high-passed signal.
 *
 * Two numbers per frame:
 * - `peak`: the highest normalised autocorrelation over the pitch lag range.
 *   Any voice, including babble and TV, scores high; broadband hiss,
 *   clatter and rumble do not.
 * - `tracked`: the highest normalised autocorrelation within a small lag
 *   tolerance of the pitch last seen with confidence (held for
 *   VOICING_HOLD_MS). A talker's voice keeps its pitch while fading into
 *   noise, whereas the best of ~50 lags of noise is high by chance and lands
 *   on a random lag, so this stays informative further down into the noise.
 *
 * All state is carried per sample/frame, so results do not depend on how the
 * audio was chunked.
 */
export class VoicingTracker {
  /** Keep one input sample in this many. */
  readonly decimation: number;
  private readonly window: number;
  private readonly minLag: number;
  private readonly maxLag: number;
  private readonly lagTol: number;
  private readonly holdFrames: number;
  /**
   * Decimated samples, appended in place; when full, the last analysis span
   * is moved to the front. Frames read the span where it lies, with no copy.
   */
  private readonly buf: Float32Array;
  /** cumSq[k] = sum of buf[0..k) squared: window energies at any lag in O(1). */
  private readonly cumSq: Float64Array;
  private fill = 0;
  /** Start of the current frame's analysis span in `buf`. */
  private base = 0;
  private readonly memo: Float64Array;
  private readonly memoStamp: Uint32Array;
  private stamp = 0;
  private frameCount = 0;
  private lastLag = 0;
  private sinceConfident = Infinity;
  peak = 0;
  tracked = 0;
  /** Pitch lag (decimated samples) when this frame's pitch search was confident, else 0. */
  confidentLag = 0;

  constructor(sampleRate: number, frameMs: number) {
    this.decimation = Math.max(1, Math.round(sampleRate / VOICING_RATE_HZ));
    const rate = sampleRate / this.decimation;
    this.window = Math.round((rate * VOICING_WINDOW_MS) / 1000);
    this.minLag = Math.max(1, Math.floor(rate / VOICING_MAX_PITCH_HZ));
    this.maxLag = Math.ceil(rate / VOICING_MIN_PITCH_HZ);
    this.lagTol = Math.max(1, Math.round((rate * VOICING_LAG_TOLERANCE_MS) / 1000));
    this.holdFrames = Math.round(VOICING_HOLD_MS / frameMs);
    this.buf = new Float32Array(BUFFER_SPANS * (this.window + this.maxLag));
    this.cumSq = new Float64Array(this.buf.length + 1);
    this.memo = new Float64Array(this.maxLag + 1);
    this.memoStamp = new Uint32Array(this.maxLag + 1);
  }

  /** Append decimated samples v[0..n). */
  addAll(v: Float32Array, n: number): void {
    if (this.fill + n > this.buf.length) this.compact();
    const b = this.buf;
    const cs = this.cumSq;
    let f = this.fill;
    let sum = cs[f]!;
    for (let k = 0; k < n; k++, f++) {
      const x = v[k]!;
      b[f] = x;
      sum += x * x;
      cs[f + 1] = sum;
    }
    this.fill = f;
  }

  /** Keep only the latest analysis span, at the front (sums restart there, so they never grow large). */
  private compact(): void {
    const len = this.window + this.maxLag;
    const b = this.buf;
    const cs = this.cumSq;
    b.copyWithin(0, this.fill - len, this.fill);
    cs[0] = 0;
    for (let k = 0; k < len; k++) cs[k + 1] = cs[k]! + b[k]! * b[k]!;
    this.fill = len;
  }

  /** Measure periodicity over the latest window; call once per frame. */
  endFrame(): void {
    const len = this.window + this.maxLag;
    // Until a whole span has come in (after that, compaction always leaves one).
    if (this.fill < len) {
      this.peak = this.tracked = this.confidentLag = 0;
      this.sinceConfident++;
      return;
    }
    const base = this.fill - len;
    this.base = base;
    // Digital silence (a TTS leg between turns) has no pitch: skip the search, which is most of the cost.
    if (this.cumSq[base + len]! - this.cumSq[base]! < SILENT_SPAN_ENERGY * len) {
      this.peak = this.tracked = this.confidentLag = 0;
      this.sinceConfident++;
      this.frameCount++;
      return;
    }
    this.stamp++;
    const minLag = this.minLag;
    const maxLag = this.maxLag;
    // The full pitch search runs on every other frame (pitch and the voicing peak change slowly next
    // to 10 ms; the tracked value, which times segment ends, is still measured every frame). It is
    // coarse, every other lag, then the neighbours of the best: the band-limited autocorrelation is
    // smooth enough that this finds the same peak at half the cost.
    const search = (this.frameCount++ & 1) === 0;
    let peak = search ? 0 : this.peak;
    let peakLag = 0;
    for (let L = minLag; search && L <= maxLag; L += 2) {
      const r = this.corr(L);
      if (r > peak) {
        peak = r;
        peakLag = L;
      }
    }
    if (peakLag > 0) {
      for (let L = peakLag - 1; L <= peakLag + 1; L += 2) {
        if (L < minLag || L > maxLag) continue;
        const r = this.corr(L);
        if (r > peak) {
          peak = r;
          peakLag = L;
        }
      }
    }
    let tracked = 0;
    if (this.sinceConfident <= this.holdFrames) {
      const hi = Math.min(maxLag, this.lastLag + this.lagTol);
      for (let L = Math.max(minLag, this.lastLag - this.lagTol); L <= hi; L++) {
        const r = this.corr(L);
        if (r > tracked) tracked = r;
      }
    }
    this.peak = peak > 1 ? 1 : peak;
    this.tracked = tracked > 1 ? 1 : tracked;
    if (search && peak >= VOICING_CONFIDENT_R) {
      this.lastLag = this.confidentLag = peakLag;
      this.sinceConfident = 0;
    } else {
      this.confidentLag = 0;
      this.sinceConfident++;
    }
  }

  /** Normalised autocorrelation of the current window with the one L samples earlier (0 if negative); cached per frame. */
  private corr(L: number): number {
    if (this.memoStamp[L] === this.stamp) return this.memo[L]!;
    const s = this.buf;
    const start = this.base + this.maxLag;
    const end = start + this.window;
    // Four independent sums: the adds no longer wait on each other.
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    let c3 = 0;
    let t = start;
    let u = start - L;
    for (const end4 = end - 3; t < end4; t += 4, u += 4) {
      c0 += s[t]! * s[u]!;
      c1 += s[t + 1]! * s[u + 1]!;
      c2 += s[t + 2]! * s[u + 2]!;
      c3 += s[t + 3]! * s[u + 3]!;
    }
    for (; t < end; t++, u++) c0 += s[t]! * s[u]!;
    const c = c0 + c1 + (c2 + c3);
    const cs = this.cumSq;
    const den = (cs[end]! - cs[start]!) * (cs[end - L]! - cs[start - L]!);
    const r = c > 0 && den > 0 ? c / Math.sqrt(den) : 0;
    this.memo[L] = r;
    this.memoStamp[L] = this.stamp;
    return r;
  }
}
