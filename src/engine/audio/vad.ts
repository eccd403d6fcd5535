import {
  FRAME_MS,
  NOISE_FLOOR_MIN_DBFS,
  NOISE_FLOOR_WINDOW_MS,
  NOISE_MAX_ABOVE_FLOOR_DB,
  OFFSET_MARGIN_DB,
  OFFSET_NOISE_STD_FACTOR,
  OFFSET_SPAN_FRACTION,
  ONSET_MARGIN_DB,
  ONSET_MIN_BELOW_LEVEL_DB,
  ONSET_NOISE_STD_FACTOR,
  ONSET_SPAN_FRACTION,
  EDGE_MARGIN_DB,
  EDGE_NOISE_STD_FACTOR,
  SPEECH_LEVEL_PERCENTILE,
  VAD_HIGH_PASS_HZ,
  VAD_HIGH_ZCR_EXTRA_DB,
  VAD_MAX_ONSET_BACKTRACK_MS,
  VAD_MAX_ONSET_ZCR_HZ,
  VAD_MIN_SILENCE_MS,
  VAD_MIN_SPEECH_MS,
} from './constants';
import { AudioFormatError } from './errors';
import type { TimeSpan } from './segments';

/** Frame energy floor so log10 never sees 0 (-120 dBFS). */
const ENERGY_EPS = 1e-12;
/** Per-frame smoothing of the energy fed to the floor tracker; damps single-frame dips that would bias the minimum low. */
const FLOOR_SMOOTHING = 0.5;
/** Time constant (frames) of the running noise mean/variance. */
const NOISE_STATS_FRAMES = 150;
/** Noise spread assumed before any noise has been measured, dB. */
const INITIAL_NOISE_STD_DB = 3;
/** Zero crossings count only when the signal swings past this fraction of the previous frame's RMS. */
const ZCR_HYSTERESIS = 0.25;
/** Histogram resolution for the level percentile. */
const LEVEL_BIN_DB = 0.25;

/**
 * Streaming front end of the voice activity detector for one channel.
 *
 * Fed arbitrary-sized chunks; filter memory and the partial frame carry over,
 * so the per-frame features (high-passed energy in dB, zero crossings) are
 * bit-identical however the audio was split. Features cost 6 bytes per 10 ms
 * frame (~2 MB per channel-hour), so they are kept and the decisions are made
 * in finish() with the whole call in view.
 */
export class ChannelVad {
  readonly sampleRate: number;
  private readonly frameLen: number;
  // High-pass biquad (RBJ cookbook, Butterworth Q); b2 === b0 for a high-pass.
  private readonly b0: number;
  private readonly b1: number;
  private readonly a1: number;
  private readonly a2: number;
  private z1 = 0;
  private z2 = 0;
  private sign = 1;
  /** Schmitt-trigger half-width for zero crossings, from the previous frame's RMS. */
  private hyst = 0;
  private acc = 0;
  private zc = 0;
  private pos = 0;
  private samples = 0;
  private frames = 0;
  private energyDb = new Float32Array(1024);
  private zeroCrossings = new Uint16Array(1024);

  constructor(sampleRate: number) {
    this.sampleRate = sampleRate;
    this.frameLen = Math.round((sampleRate * FRAME_MS) / 1000);
    const w0 = (2 * Math.PI * VAD_HIGH_PASS_HZ) / sampleRate;
    const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
    const cos = Math.cos(w0);
    const a0 = 1 + alpha;
    this.b0 = (1 + cos) / 2 / a0;
    this.b1 = -(1 + cos) / a0;
    this.a1 = (-2 * cos) / a0;
    this.a2 = (1 - alpha) / a0;
  }

  /** Samples consumed so far. */
  get sampleCount(): number {
    return this.samples;
  }

  /** Feed samples x[from..to) (floats in [-1, 1]). */
  push(x: Float32Array, from = 0, to = x.length): void {
    this.run(x, from, to - from, 1, 1);
  }

  /**
   * Feed one channel straight out of interleaved data (e.g. a WAV's sample
   * block), skipping the per-channel copy. 16-bit input is scaled by 1/32768,
   * exactly as parseWav does, so results are identical to push().
   */
  pushInterleaved(src: Int16Array | Float32Array, channel: number, channelCount: number): void {
    const count = Math.floor((src.length - channel + channelCount - 1) / channelCount);
    this.run(src, channel, count, channelCount, src instanceof Int16Array ? 1 / 32768 : 1);
  }

  private run(x: Float32Array | Int16Array, start: number, count: number, step: number, scale: number): void {
    const frameLen = this.frameLen;
    const b0 = this.b0;
    const b1 = this.b1;
    const a1 = this.a1;
    const a2 = this.a2;
    let z1 = this.z1;
    let z2 = this.z2;
    let acc = this.acc;
    let zc = this.zc;
    let pos = this.pos;
    let sign = this.sign;
    let hyst = this.hyst;
    this.samples += count;
    let left = count;
    let i = start;
    while (left > 0) {
      const take = Math.min(left, frameLen - pos);
      left -= take;
      pos += take;
      for (let k = 0; k < take; k++, i += step) {
        const v = x[i]! * scale;
        const y = b0 * v + z1;
        z1 = b1 * v - a1 * y + z2;
        z2 = b0 * v - a2 * y;
        acc += y * y;
        // Hysteresis: faint hiss riding on a voiced waveform must not multiply its crossings.
        if (sign > 0) {
          if (y < -hyst) {
            sign = -1;
            zc++;
          }
        } else if (y > hyst) {
          sign = 1;
          zc++;
        }
      }
      if (pos === frameLen) {
        // Flush subnormals: in digital silence the filter state would decay into the slow FPU path.
        if (z1 < 1e-30 && z1 > -1e-30) z1 = 0;
        if (z2 < 1e-30 && z2 > -1e-30) z2 = 0;
        const power = acc / frameLen;
        this.onFrame(power, zc);
        hyst = ZCR_HYSTERESIS * Math.sqrt(power);
        acc = 0;
        zc = 0;
        pos = 0;
      }
    }
    this.z1 = z1;
    this.z2 = z2;
    this.acc = acc;
    this.zc = zc;
    this.pos = pos;
    this.sign = sign;
    this.hyst = hyst;
  }

  private onFrame(power: number, zc: number): void {
    // NaN/Infinity would otherwise read as silence: fail loudly instead.
    if (!(power < Infinity)) {
      throw new AudioFormatError('BAD_SAMPLES', 'Audio contains NaN or infinite samples');
    }
    if (this.frames === this.energyDb.length) {
      const e = new Float32Array(this.energyDb.length * 2);
      e.set(this.energyDb);
      this.energyDb = e;
      const z = new Uint16Array(this.zeroCrossings.length * 2);
      z.set(this.zeroCrossings);
      this.zeroCrossings = z;
    }
    this.energyDb[this.frames] = 10 * Math.log10(power + ENERGY_EPS);
    this.zeroCrossings[this.frames] = zc;
    this.frames++;
  }

  /** Speech segments for everything pushed so far (a trailing partial frame is ignored). */
  finish(): TimeSpan[] {
    return decideSegments(this.energyDb, this.zeroCrossings, this.frames);
  }
}

/** Energy (dB) below which `p` percent of frames fall; histogram-based, O(n). */
function energyPercentile(e: Float32Array, n: number, p: number): number {
  const lo = -120;
  const bins = new Uint32Array(Math.ceil(140 / LEVEL_BIN_DB) + 1);
  for (let i = 0; i < n; i++) {
    let b = Math.floor((e[i]! - lo) / LEVEL_BIN_DB);
    if (b < 0) b = 0;
    else if (b >= bins.length) b = bins.length - 1;
    bins[b]!++;
  }
  const target = (p / 100) * n;
  let acc = 0;
  for (let b = 0; b < bins.length; b++) {
    acc += bins[b]!;
    if (acc >= target) return lo + (b + 0.5) * LEVEL_BIN_DB;
  }
  return lo + bins.length * LEVEL_BIN_DB;
}

/**
 * Noise floor per frame: minimum of lightly smoothed energy over a window
 * centred on the frame. Centring (possible because decisions run after the
 * features are in) lets the floor see noise that rises right after speech.
 * Monotonic-deque sliding minimum, O(n).
 */
function centredFloor(e: Float32Array, n: number, window: number): Float32Array {
  const smoothed = new Float32Array(n);
  let sm = Math.pow(10, e[0]! / 10);
  for (let i = 0; i < n; i++) {
    sm = FLOOR_SMOOTHING * sm + (1 - FLOOR_SMOOTHING) * Math.pow(10, e[i]! / 10);
    smoothed[i] = 10 * Math.log10(sm + ENERGY_EPS);
  }
  const out = new Float32Array(n);
  const half = Math.floor(window / 2);
  const dq = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const hi = Math.min(n - 1, i + half);
    for (; next <= hi; next++) {
      const v = smoothed[next]!;
      while (tail > head && smoothed[dq[tail - 1]!]! >= v) tail--;
      dq[tail++] = next;
    }
    while (dq[head]! < i - half) head++;
    const f = smoothed[dq[head]!]!;
    out[i] = f < NOISE_FLOOR_MIN_DBFS ? NOISE_FLOOR_MIN_DBFS : f;
  }
  return out;
}

/**
 * Frame decisions. Thresholds sit above an adaptive noise estimate (sliding
 * minimum floor, plus running mean and spread of non-speech frames) and, so
 * quieter background talkers stay out, a fixed fraction of the way up to the
 * channel's speech level. Hysteresis: speech starts after VAD_MIN_SPEECH_MS
 * above the onset threshold and ends after VAD_MIN_SILENCE_MS below the
 * offset one; both edges are then refined outward to where energy stays
 * contiguously above the (lower) edge threshold, because word onsets and
 * sentence-final decays are quiet but still clearly above the noise.
 */
export function decideSegments(e: Float32Array, zcr: Uint16Array, n: number): TimeSpan[] {
  const out: TimeSpan[] = [];
  if (n === 0) return out;
  const minSpeech = Math.max(1, Math.round(VAD_MIN_SPEECH_MS / FRAME_MS));
  const hangover = Math.max(1, Math.round(VAD_MIN_SILENCE_MS / FRAME_MS));
  const backtrack = Math.round(VAD_MAX_ONSET_BACKTRACK_MS / FRAME_MS);
  const zcrLimit = (VAD_MAX_ONSET_ZCR_HZ * FRAME_MS) / 1000;

  // The loudest few percent of frames are the talker (far louder than any background at usable SNR).
  const level = energyPercentile(e, n, SPEECH_LEVEL_PERCENTILE);

  const floorDb = centredFloor(e, n, Math.max(1, Math.round(NOISE_FLOOR_WINDOW_MS / FRAME_MS)));
  let noiseMean = floorDb[0]!;
  let noiseVar = INITIAL_NOISE_STD_DB * INITIAL_NOISE_STD_DB;

  let inSpeech = false;
  let runStart = -1;
  let onCount = 0;
  let segStart = 0;
  let lastActive = 0;
  let edgeEnd = 0;
  let edgeOpen = false;

  for (let i = 0; i < n; i++) {
    const eDb = e[i]!;
    const floor = floorDb[i]!;

    // Clamp the noise mean to the floor so speech once mistaken for noise cannot hold it up.
    if (noiseMean < floor) noiseMean = floor;
    else if (noiseMean > floor + NOISE_MAX_ABOVE_FLOOR_DB) noiseMean = floor + NOISE_MAX_ABOVE_FLOOR_DB;
    const nStd = Math.sqrt(noiseVar);
    const span = level > noiseMean ? level - noiseMean : 0;
    let thrOn = noiseMean + Math.max(ONSET_MARGIN_DB, ONSET_NOISE_STD_FACTOR * nStd, ONSET_SPAN_FRACTION * span);
    let thrOff = noiseMean + Math.max(OFFSET_MARGIN_DB, OFFSET_NOISE_STD_FACTOR * nStd, OFFSET_SPAN_FRACTION * span);
    // However noisy, the talker's own speech must still be able to open a segment, but the
    // threshold never sinks into the noise itself (a channel of pure noise or digital silence).
    if (thrOn > level - ONSET_MIN_BELOW_LEVEL_DB) {
      thrOn = Math.max(level - ONSET_MIN_BELOW_LEVEL_DB, noiseMean + OFFSET_MARGIN_DB);
    }
    if (thrOff > thrOn) thrOff = thrOn;
    let thrEdge = noiseMean + Math.max(EDGE_MARGIN_DB, EDGE_NOISE_STD_FACTOR * nStd);
    if (thrEdge > thrOff) thrEdge = thrOff;

    // Hiss-like frames (running water, clinks) need to be louder to open a segment.
    const hiss = zcr[i]! > zcrLimit;
    if (inSpeech) {
      if (eDb > thrOff) {
        lastActive = i;
        edgeEnd = i;
        edgeOpen = true;
      } else {
        // Follow the decaying tail while it stays above the noise, frame by contiguous frame.
        if (edgeOpen && eDb > thrEdge) edgeEnd = i;
        else edgeOpen = false;
        if (i - lastActive >= hangover) {
          out.push({ startMs: segStart * FRAME_MS, endMs: (edgeEnd + 1) * FRAME_MS });
          inSpeech = false;
          runStart = -1;
          onCount = 0;
        }
      }
      continue;
    }

    if (eDb <= thrOn) {
      // Outside speech, frames below the onset threshold teach us the noise distribution.
      const d = (eDb < NOISE_FLOOR_MIN_DBFS ? NOISE_FLOOR_MIN_DBFS : eDb) - noiseMean;
      noiseMean += d / NOISE_STATS_FRAMES;
      noiseVar += (d * d - noiseVar) / NOISE_STATS_FRAMES;
    }
    if (eDb > thrEdge) {
      if (runStart < 0) runStart = i;
      const onsetLike = eDb > (hiss ? thrOn + VAD_HIGH_ZCR_EXTRA_DB : thrOn);
      if (onsetLike) {
        if (++onCount >= minSpeech) {
          segStart = Math.max(runStart, i - onCount + 1 - backtrack);
          inSpeech = true;
          lastActive = i;
          edgeEnd = i;
          edgeOpen = true;
        }
      } else {
        onCount = 0;
      }
    } else {
      runStart = -1;
      onCount = 0;
    }
  }
  if (inSpeech) out.push({ startMs: segStart * FRAME_MS, endMs: (edgeEnd + 1) * FRAME_MS });
  return out;
}

/** Speech segments of one whole channel. */
export function detectSpeech(samples: Float32Array, sampleRate: number): TimeSpan[] {
  const vad = new ChannelVad(sampleRate);
  vad.push(samples);
  return vad.finish();
}
