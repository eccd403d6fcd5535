import {
  EDGE_MARGIN_DB,
  EDGE_NOISE_STD_FACTOR,
  END_NOISE_PERCENTILE,
  FRAME_MS,
  NOISE_FLOOR_WINDOW_MS,
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
} from './constants';
import { centredFloor, energyPercentile, RunningNoise, twoSidedNoise, type NoiseModel } from './noise-estimate';
import type { TimeSpan } from './segments';

/**
 * Speech segments from per-frame energy (dB) and zero crossings. A first pass
 * with a forward-only noise tracker finds which frames are noise; the second,
 * final pass judges every frame against the noise nearest to it on either
 * side (twoSidedNoise).
 */
export function decideSegments(e: Float32Array, zcr: Uint16Array, n: number): TimeSpan[] {
  if (n === 0) return [];
  // The loudest few percent of frames are the talker (far louder than any background at usable SNR).
  const level = energyPercentile(e, n, SPEECH_LEVEL_PERCENTILE);
  const floorDb = centredFloor(e, n, Math.max(1, Math.round(NOISE_FLOOR_WINDOW_MS / FRAME_MS)));
  const learn = new Uint8Array(n);
  decide(e, zcr, n, level, floorDb, null, learn);
  return decide(e, zcr, n, level, floorDb, twoSidedNoise(e, n, floorDb, learn), null);
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
): TimeSpan[] {
  const out: TimeSpan[] = [];
  const minSpeech = Math.max(1, Math.round(VAD_MIN_SPEECH_MS / FRAME_MS));
  const minResume = Math.max(1, Math.round(VAD_MIN_RESUME_MS / FRAME_MS));
  const minQuietResume = Math.max(1, Math.round(VAD_MIN_QUIET_RESUME_MS / FRAME_MS));
  const hangover = Math.max(1, Math.round(VAD_MIN_SILENCE_MS / FRAME_MS));
  const backtrack = Math.round(VAD_MAX_ONSET_BACKTRACK_MS / FRAME_MS);
  const zcrLimit = (VAD_MAX_ONSET_ZCR_HZ * FRAME_MS) / 1000;
  const running = new RunningNoise(floorDb[0]!);

  let inSpeech = false;
  let runStart = -1;
  let onCount = 0;
  let segStart = 0;
  let lastActive = 0;
  // A run of speech-like frames after a pause: its length and whether it reached the offset / onset threshold.
  let resumeCount = 0;
  let resumeOff = false;
  let resumeOn = false;
  let thrOffAtEnd = 0;
  let thrEdgeAtEnd = 0;
  const close = (): void => {
    out.push({ startMs: segStart * FRAME_MS, endMs: refineEnd(e, lastActive, n, hangover, thrOffAtEnd, thrEdgeAtEnd) * FRAME_MS });
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

    // Outside speech, frames below the onset threshold teach us the noise distribution.
    if (eDb <= thrOn) {
      if (learn) learn[i] = 1;
      if (!model) running.learn(eDb);
    }
    if (eDb > thrEdge) {
      if (runStart < 0) runStart = i;
      if (eDb > (hiss ? thrOn + VAD_HIGH_ZCR_EXTRA_DB : thrOn)) {
        if (++onCount >= minSpeech) {
          segStart = Math.max(runStart, i - onCount + 1 - backtrack);
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

/**
 * Frame index just past a segment whose last confirmed speech frame is
 * `last`. Sentence-final decays are quieter than the offset threshold, so the
 * end moves on while energy stays contiguously above the edge threshold, raised
 * if need be to just above the quieter frames of the hangover that follows:
 * a burst that began as the talker stopped (running water) is not a decay.
 */
function refineEnd(e: Float32Array, last: number, n: number, hangover: number, thrOff: number, thrEdge: number): number {
  const to = Math.min(n, last + 1 + hangover);
  const window = Array.from(e.subarray(last + 1, to)).sort((a, b) => a - b);
  let thr = thrEdge;
  if (window.length >= hangover / 2) {
    const quiet = window[Math.floor((window.length * END_NOISE_PERCENTILE) / 100)]!;
    thr = Math.min(thrOff, Math.max(thrEdge, quiet + EDGE_MARGIN_DB));
  }
  let end = last + 1;
  while (end < to && e[end]! > thr) end++;
  return end;
}
