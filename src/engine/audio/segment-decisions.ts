import {
  DIGITAL_SILENCE_DBFS,
  EDGE_MARGIN_DB,
  EDGE_NOISE_STD_FACTOR,
  END_GAP_BRIDGE_MS,
  FRAME_MS,
  NOISE_FLOOR_WINDOW_MS,
  NOISE_LEARN_FRACTION,
  OFFSET_MARGIN_DB,
  OFFSET_NOISE_STD_FACTOR,
  OFFSET_SPAN_FRACTION,
  ONSET_MARGIN_DB,
  ONSET_MIN_BELOW_LEVEL_DB,
  ONSET_NOISE_STD_FACTOR,
  ONSET_SPAN_FRACTION,
  SPEECH_LEVEL_PERCENTILE,
  VAD_HIGH_ZCR_EXTRA_DB,
  VAD_MAX_ONSET_BACKTRACK_MS,
  VAD_MAX_ONSET_ZCR_HZ,
  VAD_MIN_QUIET_RESUME_MS,
  VAD_MIN_RESUME_MS,
  VAD_MIN_SILENCE_MS,
  VAD_MIN_SPEECH_MS,
  VOICED_END_MAX_EXTEND_MS,
  VOICED_END_MAX_RISE_DB,
  VOICED_END_MIN_ABOVE_NOISE_DB,
  VOICED_END_MIN_R,
  VOICED_END_NOISE_MARGIN,
  VOICED_END_NOISE_PERCENTILE,
} from './constants';
import { centredFloor, energyPercentile, RunningNoise, twoSidedNoise, type NoiseModel } from './noise-estimate';
import { refineEnd, refineStart } from './edge-refinement';
import type { TimeSpan } from './segments';
import { VOICING_SCALE } from './voicing';

/** Per-frame features of one channel, as produced by ChannelVad. */
export interface FrameFeatures {
  /** High-passed energy, dB. */
  energyDb: Float32Array;
  zeroCrossings: Uint16Array;
  /** Autocorrelation near the last confident pitch, 0..VOICING_SCALE. */
  voicingTracked: Uint8Array;
  /** Pitch lag of frames whose pitch was found with confidence, else 0 (see VoicingTracker.confidentLag). */
  pitchLag: Uint8Array;
}

/** How voicing is used on this channel, given how voiced its noise is. */
interface VoicingUse {
  /** Tracked voicing (scaled) that carries a segment end on; above VOICING_SCALE disables. */
  endThr: number;
}

/**
 * Speech segments from per-frame energy (dB) and zero crossings. A first pass
 * with a forward-only noise tracker finds which frames are noise; the second,
 * final pass judges every frame against the noise nearest to it on either
 * side (twoSidedNoise); each segment's edges are then refined outward past
 * the decision thresholds (refineStart, refineEnd). Voicing finally extends
 * ends through voiced fade-outs, wherever the noise itself is rarely voiced.
 */
export function decideSegments(f: FrameFeatures, n: number): TimeSpan[] {
  if (n === 0) return [];
  const e = f.energyDb;
  const zcr = f.zeroCrossings;
  // The loudest few percent of frames are the talker (far louder than any background at usable SNR).
  const level = energyPercentile(e, n, SPEECH_LEVEL_PERCENTILE);
  const floorDb = centredFloor(e, n, Math.max(1, Math.round(NOISE_FLOOR_WINDOW_MS / FRAME_MS)));
  const learn = new Uint8Array(n);
  decide(e, zcr, n, level, floorDb, null, learn);
  const model = twoSidedNoise(e, n, floorDb, learn);
  const segs = decide(e, zcr, n, level, floorDb, model, null, digitallySilent(e, n, learn), f.pitchLag);
  return applyVoicing(segs, f, n, model.mean, voicingUse(f, n, learn));
}

/**
 * A channel whose pauses are mostly digital silence (a TTS leg, a noise-gated
 * or muted microphone): nothing there can be mistaken for a fading voice, so
 * segment edges are followed further down than NOISE_FLOOR_MIN_DBFS.
 */
function digitallySilent(e: Float32Array, n: number, noise: Uint8Array): boolean {
  let quiet = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (noise[i]) {
      count++;
      if (e[i]! < DIGITAL_SILENCE_DBFS) quiet++;
    }
  }
  return count > 0 && quiet * 2 > count;
}

/** Percentile of a byte feature over the frames marked in `mask` (null when none are). */
function maskedPercentile(v: Uint8Array, mask: Uint8Array, n: number, p: number): number | null {
  const bins = new Uint32Array(256);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i]) {
      bins[v[i]!]!++;
      count++;
    }
  }
  if (count === 0) return null;
  const target = (p / 100) * count;
  let acc = 0;
  for (let b = 0; b < 256; b++) {
    acc += bins[b]!;
    if (acc >= target) return b;
  }
  return 255;
}

/**
 * Voicing only separates the talker from the background when the background
 * is not itself a voice (babble, TV, a nearby talker): thresholds sit above
 * what the noise-only frames reach.
 */
function voicingUse(f: FrameFeatures, n: number, noise: Uint8Array): VoicingUse {
  const tracked = maskedPercentile(f.voicingTracked, noise, n, VOICED_END_NOISE_PERCENTILE);
  const endThr =
    tracked === null ? VOICING_SCALE + 1 : Math.max(VOICED_END_MIN_R * VOICING_SCALE, tracked + VOICED_END_NOISE_MARGIN * VOICING_SCALE);
  return { endThr };
}

/**
 * Carries segment ends on through voiced frames that
 * still stand above the noise mean: once the talker stops, the decaying
 * filter and the autocorrelation window would otherwise report the last
 * vowel's periodicity for a frame or two over silence.
 */
function applyVoicing(segs: TimeSpan[], f: FrameFeatures, n: number, noiseMean: Float32Array, use: VoicingUse): TimeSpan[] {
  const e = f.energyDb;
  const vt = f.voicingTracked;
  const voiced = (j: number): boolean => vt[j]! >= use.endThr && e[j]! > noiseMean[j]! + VOICED_END_MIN_ABOVE_NOISE_DB;
  const out: TimeSpan[] = [];
  const maxExtend = Math.round(VOICED_END_MAX_EXTEND_MS / FRAME_MS);
  for (let k = 0; k < segs.length; k++) {
    const s = segs[k]!;
    let end = Math.round(s.endMs / FRAME_MS);
    // Never into the next segment; a single weak frame (a glottal irregularity) does not stop the fade-out.
    const limit = Math.min(n, end + maxExtend, k + 1 < segs.length ? Math.round(segs[k + 1]!.startMs / FRAME_MS) : n);
    // A fade-out only gets quieter: a voiced frame well above the quietest one so far is a new sound
    // (a background voice starting as the talker stops), not the talker's decay.
    let quietest = Infinity;
    for (let j = end; j < limit; j++) {
      if (e[j]! > quietest + VOICED_END_MAX_RISE_DB) break;
      if (e[j]! < quietest) quietest = e[j]!;
      if (voiced(j)) end = j + 1;
      else if (!(j + 1 < limit && voiced(j + 1))) break;
    }
    out.push({ startMs: s.startMs, endMs: end * FRAME_MS });
  }
  return out;
}

/**
 * One decision pass. Thresholds sit above the noise estimate and, so quieter
 * background talkers stay out, a fixed fraction of the way up to the
 * channel's speech level. Hysteresis: speech starts after VAD_MIN_SPEECH_MS
 * above the onset threshold and ends after VAD_MIN_SILENCE_MS without
 * confirmed speech above the offset one. The onset is moved back to where
 * energy first rose above the edge threshold; the end is refined against the
 * noise measured just after the segment (refineEnd).
 *
 * With `model` null the noise is tracked forward from the frames judged
 * non-speech, which are marked in `learn`.
 */
function decide(
  e: Float32Array,
  zcr: Uint16Array,
  n: number,
  level: number,
  floorDb: Float32Array,
  model: NoiseModel | null,
  learn: Uint8Array | null,
  silent = false,
  pitch: Uint8Array | null = null,
): TimeSpan[] {
  const out: TimeSpan[] = [];
  const minSpeech = Math.max(1, Math.round(VAD_MIN_SPEECH_MS / FRAME_MS));
  const minResume = Math.max(1, Math.round(VAD_MIN_RESUME_MS / FRAME_MS));
  const minQuietResume = Math.max(1, Math.round(VAD_MIN_QUIET_RESUME_MS / FRAME_MS));
  const hangover = Math.max(1, Math.round(VAD_MIN_SILENCE_MS / FRAME_MS));
  const backtrack = Math.round(VAD_MAX_ONSET_BACKTRACK_MS / FRAME_MS);
  const maxJoinGap = Math.round(END_GAP_BRIDGE_MS / FRAME_MS);
  const zcrLimit = (VAD_MAX_ONSET_ZCR_HZ * FRAME_MS) / 1000;
  const running = new RunningNoise(floorDb[0]!);

  let inSpeech = false;
  let runStart = -1;
  let onCount = 0;
  let segStart = 0;
  // Loudest frame of the open segment.
  let segPeak = -Infinity;
  let lastActive = 0;
  // A run of speech-like frames after a pause: its length and whether it reached the offset / onset threshold.
  let resumeCount = 0;
  let resumeOff = false;
  let resumeOn = false;
  let thrOffAtEnd = 0;
  let thrEdgeAtEnd = 0;
  let thrOffAtStart = 0;
  let thrEdgeAtStart = 0;
  const close = (): void => {
    const prevEnd = out.length ? Math.round(out[out.length - 1]!.endMs / FRAME_MS) : 0;
    const start = refineStart(e, pitch, segStart, prevEnd, hangover, { segPeak, thrOff: thrOffAtStart, thrEdge: thrEdgeAtStart, silent });
    const end = refineEnd(e, pitch, lastActive, n, hangover, { segPeak, thrOff: thrOffAtEnd, thrEdge: thrEdgeAtEnd, silent });
    const prev = out[out.length - 1];
    // Sound that only paused for a closure (a hissed "s" between two words outlasting the hangover) is one segment.
    if (prev && start - prevEnd <= maxJoinGap) prev.endMs = end * FRAME_MS;
    else out.push({ startMs: start * FRAME_MS, endMs: end * FRAME_MS });
  };

  for (let i = 0; i < n; i++) {
    const eDb = e[i]!;
    let noiseMean: number;
    let nStd: number;
    if (model) {
      noiseMean = model.mean[i]!;
      nStd = model.std[i]!;
    } else {
      running.clamp(floorDb[i]!);
      noiseMean = running.mean;
      nStd = Math.sqrt(running.variance);
    }
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

    // Hiss-like frames (running water, clinks) need to be louder to count as speech.
    const hiss = zcr[i]! > zcrLimit;
    if (inSpeech) {
      if (eDb > segPeak) segPeak = eDb;
      if (hiss ? eDb <= thrOn + VAD_HIGH_ZCR_EXTRA_DB : eDb <= thrEdge) {
        resumeCount = 0;
        resumeOff = resumeOn = false;
      } else {
        resumeCount++;
        if (eDb > thrOff) resumeOff = true;
        if (eDb > thrOn) resumeOn = true;
        // Straight on from active speech a frame above the offset threshold counts at once. After a pause the
        // resumption must persist, as speech does and a clink, a thump or a background voice peeking through
        // does not: briefly if it reaches the onset threshold, longer if only the offset one.
        const resumed =
          i === lastActive + 1
            ? eDb > thrOff
            : (resumeOn && resumeCount >= minResume) || (resumeOff && resumeCount >= minQuietResume);
        if (resumed) {
          lastActive = i;
          resumeCount = 0;
          resumeOff = resumeOn = false;
          thrOffAtEnd = thrOff;
          thrEdgeAtEnd = thrEdge;
        }
      }
      if (i - lastActive >= hangover) {
        close();
        inSpeech = false;
        runStart = -1;
        onCount = 0;
      }
      continue;
    }

    // Outside speech, frames below NOISE_LEARN_FRACTION of the way from the offset to the onset threshold
    // teach us the noise distribution (see the constant).
    if (eDb <= thrOff + NOISE_LEARN_FRACTION * (thrOn - thrOff)) {
      if (learn) learn[i] = 1;
      if (!model) running.learn(eDb);
    }
    if (eDb > thrEdge) {
      if (runStart < 0) runStart = i;
      if (eDb > (hiss ? thrOn + VAD_HIGH_ZCR_EXTRA_DB : thrOn)) {
        if (++onCount >= minSpeech) {
          segStart = Math.max(runStart, i - onCount + 1 - backtrack);
          segPeak = eDb;
          thrOffAtStart = thrOff;
          thrEdgeAtStart = thrEdge;
          inSpeech = true;
          lastActive = i;
          resumeCount = 0;
          resumeOff = resumeOn = false;
          thrOffAtEnd = thrOff;
          thrEdgeAtEnd = thrEdge;
        }
      } else {
        onCount = 0;
      }
    } else {
      runStart = -1;
      onCount = 0;
    }
  }
  if (inSpeech) close();
  return out;
}
