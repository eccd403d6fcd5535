import {
  VOICING_CONFIDENT_R,
  VOICING_HOLD_MS,
  VOICING_LAG_TOLERANCE_MS,
  VOICING_MAX_PITCH_HZ,
  VOICING_MIN_PITCH_HZ,
  VOICING_RATE_HZ,
  VOICING_WINDOW_MS,
} from './constants';

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
  /** Ring of decimated samples; power-of-two length. */
  private readonly ring: Float32Array;
  private readonly mask: number;
  private writes = 0;
  /** Contiguous copy of the analysis span, so the inner loops index without masking. */
  private readonly span: Float32Array;
  /** cumSq[k] = sum of span[0..k) squared: window energies at any lag in O(1). */
  private readonly cumSq: Float64Array;
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
    let size = 1;
    while (size < this.window + this.maxLag) size *= 2;
    this.ring = new Float32Array(size);
    this.mask = size - 1;
    this.span = new Float32Array(this.window + this.maxLag);
    this.cumSq = new Float64Array(this.window + this.maxLag + 1);
    this.memo = new Float64Array(this.maxLag + 1);
    this.memoStamp = new Uint32Array(this.maxLag + 1);
  }

  /** Append one decimated sample. */
  add(v: number): void {
    this.ring[this.writes & this.mask] = v;
    this.writes++;
  }

  /** Measure periodicity over the latest window; call once per frame. */
  endFrame(): void {
    const len = this.window + this.maxLag;
    if (this.writes < len) {
      this.peak = this.tracked = this.confidentLag = 0;
      this.sinceConfident++;
      return;
    }
    const s = this.span;
    const cs = this.cumSq;
    const ring = this.ring;
    const mask = this.mask;
    cs[0] = 0;
    for (let k = 0, j = this.writes - len; k < len; k++, j++) {
      const v = ring[j & mask]!;
      s[k] = v;
      cs[k + 1] = cs[k]! + v * v;
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
    const s = this.span;
    const maxLag = this.maxLag;
    const len = maxLag + this.window;
    let c = 0;
    for (let t = maxLag, u = maxLag - L; t < len; t++, u++) c += s[t]! * s[u]!;
    const den = (this.cumSq[len]! - this.cumSq[maxLag]!) * (this.cumSq[len - L]! - this.cumSq[maxLag - L]!);
    const r = c > 0 && den > 0 ? c / Math.sqrt(den) : 0;
    this.memo[L] = r;
    this.memoStamp[L] = this.stamp;
    return r;
  }
}
