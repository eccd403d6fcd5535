import { ANALYSIS_MIN_RATE_HZ, FRAME_MS, VAD_HIGH_PASS_HZ, VOICING_LOW_PASS_HZ } from './constants';
import { AudioFormatError } from './errors';
import { ENERGY_EPS } from './noise-estimate';
import { decideSegments } from './segment-decisions';
import type { TimeSpan } from './segments';
import { VOICING_SCALE, VoicingTracker } from './voicing';

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
  /** Reused buffer of decimated samples: no allocation per push once it has grown. */
  private scratch = new Float32Array(4096);
  private readonly frameLen: number;
  // High-pass biquad (RBJ cookbook, Butterworth Q); b2 === b0 for a high-pass.
  private readonly b0: number;
  private readonly b1: number;
  private readonly a1: number;
  private readonly a2: number;
  // Low-pass biquad feeding the voicing tracker; b2 === b0 for a low-pass.
  private readonly lb0: number;
  private readonly lb1: number;
  private readonly la1: number;
  private readonly la2: number;
  private lz1 = 0;
  private lz2 = 0;
  /** Samples since the last one handed to the voicing tracker. */
  private dec = 0;
  private readonly voicing: VoicingTracker;
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
  private voicingTracked = new Uint8Array(1024);
  private pitchLag = new Uint8Array(1024);

  constructor(sampleRate: number) {
    this.sampleRate = sampleRate;
    this.decim = Math.max(1, Math.floor(sampleRate / ANALYSIS_MIN_RATE_HZ));
    const rate = sampleRate / this.decim;
    this.frameLen = Math.round((rate * FRAME_MS) / 1000);
    const w0 = (2 * Math.PI * VAD_HIGH_PASS_HZ) / rate;
    const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
    const cos = Math.cos(w0);
    const a0 = 1 + alpha;
    this.b0 = (1 + cos) / 2 / a0;
    this.b1 = -(1 + cos) / a0;
    this.a1 = (-2 * cos) / a0;
    this.a2 = (1 - alpha) / a0;
    const lw0 = (2 * Math.PI * VOICING_LOW_PASS_HZ) / rate;
    const lalpha = Math.sin(lw0) / (2 * Math.SQRT1_2);
    const lcos = Math.cos(lw0);
    const la0 = 1 + lalpha;
    this.lb0 = (1 - lcos) / 2 / la0;
    this.lb1 = (1 - lcos) / la0;
    this.la1 = (-2 * lcos) / la0;
    this.la2 = (1 - lalpha) / la0;
    this.voicing = new VoicingTracker(rate, FRAME_MS);
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
    const d = this.decim;
    if (d === 1) {
      this.run(x, start, count, step, scale);
      return;
    }
    const max = Math.ceil((count + this.boxFill) / d);
    if (this.scratch.length < max) this.scratch = new Float32Array(Math.max(max, this.scratch.length * 2));
    const out = this.scratch;
    const k = scale / d;
    let sum = this.boxSum;
    let fill = this.boxFill;
    let m = 0;
    for (let c = 0, i = start; c < count; c++, i += step) {
      sum += x[i]!;
      if (++fill === d) {
        out[m++] = sum * k;
        sum = 0;
        fill = 0;
      }
    }
    this.boxSum = sum;
    this.boxFill = fill;
    this.run(out, 0, m, 1, 1);
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
    const lb0 = this.lb0;
    const lb1 = this.lb1;
    const la1 = this.la1;
    const la2 = this.la2;
    let lz1 = this.lz1;
    let lz2 = this.lz2;
    let dec = this.dec;
    const decimation = this.voicing.decimation;
    const voicing = this.voicing;
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
        const u = lb0 * y + lz1;
        lz1 = lb1 * y - la1 * u + lz2;
        lz2 = lb0 * y - la2 * u;
        if (++dec === decimation) {
          dec = 0;
          voicing.add(u);
        }
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
        if (lz1 < 1e-30 && lz1 > -1e-30) lz1 = 0;
        if (lz2 < 1e-30 && lz2 > -1e-30) lz2 = 0;
        voicing.endFrame();
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
    this.lz1 = lz1;
    this.lz2 = lz2;
    this.dec = dec;
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
