import { ANALYSIS_MIN_RATE_HZ, FRAME_MS, VAD_HIGH_PASS_HZ, VOICING_LOW_PASS_HZ } from './constants';
import { AudioFormatError } from './errors';
import { ENERGY_EPS } from './noise-estimate';
import { decideSegments } from './segment-decisions';
import type { TimeSpan } from './segments';
import { VOICING_SCALE, VoicingTracker } from './voicing';

/** Analysis-rate samples handled per block of a push. */
const BLOCK = 4096;

/**
 * A biquad in transposed direct form II: y = b0·x + z1, then
 * z1' = d1·x − a1·z1 + z2 and z2' = d2·x − a2·z1 (d = b − a·b0). Two samples
 * at once: z'' = Q·z + e·x0 + d·x1, with Q = A², e = A·d and A the state
 * matrix [[−a1, 1], [−a2, 0]].
 */
interface PairedBiquad {
  b0: number;
  a1: number;
  a2: number;
  d1: number;
  d2: number;
  q11: number;
  q12: number;
  q21: number;
  q22: number;
  e1: number;
  e2: number;
}

function pairedBiquad(b0: number, b1: number, b2: number, a1: number, a2: number): PairedBiquad {
  const d1 = b1 - a1 * b0;
  const d2 = b2 - a2 * b0;
  return { b0, a1, a2, d1, d2, q11: a1 * a1 - a2, q12: -a1, q21: a1 * a2, q22: -a2, e1: -a1 * d1 + d2, e2: -a2 * d1 };
}

/** Zero crossings count only when the signal swings past this fraction of the previous frame's RMS. */
const ZCR_HYSTERESIS = 0.25;

/**
 * Streaming front end of the voice activity detector for one channel.
 *
 * Fed arbitrary-sized chunks; filter memory and the partial frame carry over,
 * so the per-frame features (high-passed energy in dB, zero crossings,
 * voicing) are bit-identical however the audio was split. Features cost 8
 * bytes per 10 ms frame (~2.9 MB per channel-hour), so they are kept and the decisions are made
 * in finish() with the whole call in view.
 */
export class ChannelVad {
  readonly sampleRate: number;
  /** Input samples averaged into one analysis sample (see ANALYSIS_MIN_RATE_HZ). */
  private readonly decim: number;
  /** Running sum of the current decimation block, and how many samples it holds. */
  private boxSum = 0;
  private boxFill = 0;
  /** Analysis-rate samples: an incomplete frame carried over from the last push, then the new block. */
  private readonly scratch: Float32Array;
  /** Samples of the incomplete frame at the start of `scratch`. */
  private pending = 0;
  private readonly frameLen: number;
  /** High-pass biquad coefficients (RBJ cookbook, Butterworth Q); its state is z1, z2. */
  private readonly hp: PairedBiquad;
  /** Low-pass biquad coefficients for the voicing tracker; its state is lz1, lz2. */
  private readonly lp: PairedBiquad;
  private lz1 = 0;
  private lz2 = 0;
  /** Samples since the last one handed to the voicing tracker. */
  private dec = 0;
  private readonly voicing: VoicingTracker;
  /** The current frame's samples for the voicing tracker. */
  private readonly voicingSamples: Float32Array;
  private z1 = 0;
  private z2 = 0;
  private sign = 1;
  /** Schmitt-trigger half-width for zero crossings, from the previous frame's RMS. */
  private hyst = 0;
  private samples = 0;
  private frames = 0;
  private energyDb = new Float32Array(1024);
  private zeroCrossings = new Uint16Array(1024);
  private voicingTracked = new Uint8Array(1024);
  private pitchLag = new Uint8Array(1024);

  constructor(sampleRate: number) {
    this.sampleRate = sampleRate;
    this.decim = Math.max(1, Math.floor(sampleRate / ANALYSIS_MIN_RATE_HZ));
    const rate = sampleRate / this.decim;
    this.frameLen = Math.round((rate * FRAME_MS) / 1000);
    this.scratch = new Float32Array(BLOCK + this.frameLen);
    const w0 = (2 * Math.PI * VAD_HIGH_PASS_HZ) / rate;
    const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
    const cos = Math.cos(w0);
    const a0 = 1 + alpha;
    this.hp = pairedBiquad((1 + cos) / 2 / a0, -(1 + cos) / a0, (1 + cos) / 2 / a0, (-2 * cos) / a0, (1 - alpha) / a0);
    const lw0 = (2 * Math.PI * VOICING_LOW_PASS_HZ) / rate;
    const lalpha = Math.sin(lw0) / (2 * Math.SQRT1_2);
    const lcos = Math.cos(lw0);
    const la0 = 1 + lalpha;
    this.lp = pairedBiquad((1 - lcos) / 2 / la0, (1 - lcos) / la0, (1 - lcos) / 2 / la0, (-2 * lcos) / la0, (1 - lalpha) / la0);
    this.voicing = new VoicingTracker(rate, FRAME_MS);
    this.voicingSamples = new Float32Array(Math.ceil(this.frameLen / this.voicing.decimation) + 1);
  }

  /** Samples consumed so far. */
  get sampleCount(): number {
    return this.samples;
  }

  /** Feed samples x[from..to) (floats in [-1, 1]). */
  push(x: Float32Array, from = 0, to = x.length): void {
    this.feed(x, from, to - from, 1, 1);
  }

  /**
   * Feed one channel straight out of interleaved data (e.g. a WAV's sample
   * block), skipping the per-channel copy. 16-bit input is scaled by 1/32768,
   * exactly as parseWav does, so results are identical to push().
   */
  pushInterleaved(src: Int16Array | Float32Array, channel: number, channelCount: number): void {
    const count = Math.floor((src.length - channel + channelCount - 1) / channelCount);
    this.feed(src, channel, count, channelCount, src instanceof Int16Array ? 1 / 32768 : 1);
  }

  /**
   * Above ANALYSIS_MIN_RATE_HZ × 2 the input is first reduced to an analysis
   * rate of 12-16 kHz by averaging blocks of `decim` samples: a box filter is
   * the cheapest anti-alias filter there is (one add per sample), and what it
   * lets alias is the 6-24 kHz band, where speech has little energy and which
   * the energy measure counted anyway. Speech detection needs nothing above
   * 6 kHz, so a 48 kHz call costs little more than a 12 kHz one.
   */
  private feed(x: Float32Array | Int16Array, start: number, count: number, step: number, scale: number): void {
    this.samples += count;
    const frameLen = this.frameLen;
    // In blocks that fit the scratch buffer, which stays in cache however large the push. Only whole
    // frames are analysed, so the result does not depend on where pushes split the audio.
    const block = BLOCK * this.decim;
    for (let done = 0; done < count; done += block) {
      const n = Math.min(block, count - done);
      const from = start + done * step;
      const at = this.pending;
      const m = at + (x instanceof Int16Array ? this.reduceInt16(x, from, n, step, scale, at) : this.reduceFloat32(x, from, n, step, scale, at));
      const frames = Math.floor(m / frameLen);
      for (let f = 0; f < frames; f++) this.frame(this.scratch, f * frameLen);
      this.scratch.copyWithin(0, frames * frameLen, m);
      this.pending = m - frames * frameLen;
    }
  }

  /*
   * The input, de-interleaved, scaled and box-averaged into `scratch`. The two
   * copies differ only in the array type: each loop then sees one type, which
   * V8 compiles to a much faster loop than one shared by both.
   */
  private reduceInt16(x: Int16Array, start: number, count: number, step: number, scale: number, at: number): number {
    const d = this.decim;
    const out = this.scratch;
    const k = scale / d;
    let m = at;
    let i = start;
    let c = 0;
    if (d === 1) {
      for (; c < count; c++, i += step) out[m++] = x[i]! * k;
      return m - at;
    }
    let sum = this.boxSum;
    let fill = this.boxFill;
    // Finish the block the last push left open, then whole blocks (each its own sum, so the adds of one
    // block do not wait on the last), then start the next.
    if (fill > 0) {
      for (; fill < d && c < count; c++, i += step, fill++) sum += x[i]!;
      if (fill === d) {
        out[m++] = sum * k;
        sum = 0;
        fill = 0;
      }
    }
    for (const whole = c + Math.floor((count - c) / d) * d; c < whole; c += d) {
      let b = 0;
      for (let j = 0; j < d; j++, i += step) b += x[i]!;
      out[m++] = b * k;
    }
    for (; c < count; c++, i += step, fill++) sum += x[i]!;
    this.boxSum = sum;
    this.boxFill = fill;
    return m - at;
  }

  private reduceFloat32(x: Float32Array, start: number, count: number, step: number, scale: number, at: number): number {
    const d = this.decim;
    const out = this.scratch;
    const k = scale / d;
    let m = at;
    let i = start;
    let c = 0;
    if (d === 1) {
      for (; c < count; c++, i += step) out[m++] = x[i]! * k;
      return m - at;
    }
    let sum = this.boxSum;
    let fill = this.boxFill;
    // Finish the block the last push left open, then whole blocks (each its own sum, so the adds of one
    // block do not wait on the last), then start the next.
    if (fill > 0) {
      for (; fill < d && c < count; c++, i += step, fill++) sum += x[i]!;
      if (fill === d) {
        out[m++] = sum * k;
        sum = 0;
        fill = 0;
      }
    }
    for (const whole = c + Math.floor((count - c) / d) * d; c < whole; c += d) {
      let b = 0;
      for (let j = 0; j < d; j++, i += step) b += x[i]!;
      out[m++] = b * k;
    }
    for (; c < count; c++, i += step, fill++) sum += x[i]!;
    this.boxSum = sum;
    this.boxFill = fill;
    return m - at;
  }


  /**
   * One frame x[p..p+frameLen): high-pass, energy, zero crossings, and the
   * low-passed copy that feeds the voicing tracker.
   *
   * Both biquads advance two samples per step. A biquad run sample by sample
   * is bound by the latency of its feedback chain (each output waits for the
   * previous one); stepping its state straight from sample n to n + 2 (the
   * state matrix squared) halves the chain per sample, which makes this loop,
   * most of the engine's cost, about twice as fast. The outputs are the same
   * filter's up to rounding.
   */
  private frame(x: Float32Array, p: number): void {
    const frameLen = this.frameLen;
    const h = this.hp;
    const l = this.lp;
    let z1 = this.z1;
    let z2 = this.z2;
    let lz1 = this.lz1;
    let lz2 = this.lz2;
    let sign = this.sign;
    const hyst = this.hyst;
    let dec = this.dec;
    const decimation = this.voicing.decimation;
    const vbuf = this.voicingSamples;
    let vn = 0;
    let acc = 0;
    let zc = 0;
    const end = p + frameLen;
    for (; p < end; p += 2) {
      const x0 = x[p]!;
      const last = p + 1 === end;
      const x1 = last ? 0 : x[p + 1]!;
      // High-pass: outputs of both samples from the state before them, then the state two samples on.
      const y0 = h.b0 * x0 + z1;
      const y1 = h.b0 * x1 + (h.d1 * x0 - h.a1 * z1 + z2);
      if (last) {
        const n1 = h.d1 * x0 - h.a1 * z1 + z2;
        z2 = h.d2 * x0 - h.a2 * z1;
        z1 = n1;
      } else {
        const n1 = h.q11 * z1 + h.q12 * z2 + (h.e1 * x0 + h.d1 * x1);
        z2 = h.q21 * z1 + h.q22 * z2 + (h.e2 * x0 + h.d2 * x1);
        z1 = n1;
      }
      // Low-pass of the high-passed signal, the same way.
      const u0 = l.b0 * y0 + lz1;
      const u1 = l.b0 * y1 + (l.d1 * y0 - l.a1 * lz1 + lz2);
      if (last) {
        const n1 = l.d1 * y0 - l.a1 * lz1 + lz2;
        lz2 = l.d2 * y0 - l.a2 * lz1;
        lz1 = n1;
      } else {
        const n1 = l.q11 * lz1 + l.q12 * lz2 + (l.e1 * y0 + l.d1 * y1);
        lz2 = l.q21 * lz1 + l.q22 * lz2 + (l.e2 * y0 + l.d2 * y1);
        lz1 = n1;
      }
      acc += y0 * y0;
      if (++dec === decimation) {
        dec = 0;
        vbuf[vn++] = u0;
      }
      // Hysteresis: faint hiss riding on a voiced waveform must not multiply its crossings.
      if (sign > 0) {
        if (y0 < -hyst) {
          sign = -1;
          zc++;
        }
      } else if (y0 > hyst) {
        sign = 1;
        zc++;
      }
      if (last) break;
      acc += y1 * y1;
      if (++dec === decimation) {
        dec = 0;
        vbuf[vn++] = u1;
      }
      if (sign > 0) {
        if (y1 < -hyst) {
          sign = -1;
          zc++;
        }
      } else if (y1 > hyst) {
        sign = 1;
        zc++;
      }
    }
    // Flush subnormals: in digital silence the filter state would decay into the slow FPU path.
    if (z1 < 1e-30 && z1 > -1e-30) z1 = 0;
    if (z2 < 1e-30 && z2 > -1e-30) z2 = 0;
    if (lz1 < 1e-30 && lz1 > -1e-30) lz1 = 0;
    if (lz2 < 1e-30 && lz2 > -1e-30) lz2 = 0;
    this.z1 = z1;
    this.z2 = z2;
    this.lz1 = lz1;
    this.lz2 = lz2;
    this.sign = sign;
    this.dec = dec;
    this.voicing.addAll(vbuf, vn);
    this.voicing.endFrame();
    const power = acc / frameLen;
    this.onFrame(power, zc);
    this.hyst = ZCR_HYSTERESIS * Math.sqrt(power);
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
      const vt = new Uint8Array(this.voicingTracked.length * 2);
      vt.set(this.voicingTracked);
      this.voicingTracked = vt;
      const pl = new Uint8Array(this.pitchLag.length * 2);
      pl.set(this.pitchLag);
      this.pitchLag = pl;
    }
    this.energyDb[this.frames] = 10 * Math.log10(power + ENERGY_EPS);
    this.zeroCrossings[this.frames] = zc;
    this.voicingTracked[this.frames] = Math.round(this.voicing.tracked * VOICING_SCALE);
    this.pitchLag[this.frames] = this.voicing.confidentLag;
    this.frames++;
  }

  /** Speech segments for everything pushed so far (a trailing partial frame is ignored). */
  finish(): TimeSpan[] {
    return decideSegments(
      { energyDb: this.energyDb, zeroCrossings: this.zeroCrossings, voicingTracked: this.voicingTracked, pitchLag: this.pitchLag },
      this.frames,
    );
  }
}

/** Speech segments of one whole channel. */
export function detectSpeech(samples: Float32Array, sampleRate: number): TimeSpan[] {
  const vad = new ChannelVad(sampleRate);
  vad.push(samples);
  return vad.finish();
}
