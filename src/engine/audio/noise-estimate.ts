import { NOISE_FLOOR_MIN_DBFS, NOISE_MAX_ABOVE_FLOOR_DB } from './constants';

/** Frame energy floor so log10 never sees 0 (-120 dBFS). */
export const ENERGY_EPS = 1e-12;
/** Per-frame smoothing of the energy fed to the floor tracker; damps single-frame dips that would bias the minimum low. */
const FLOOR_SMOOTHING = 0.5;
/** Histogram resolution for the level percentile. */
const LEVEL_BIN_DB = 0.25;

/** Energy (dB) below which `p` percent of frames fall; histogram-based, O(n). */
export function energyPercentile(e: Float32Array, n: number, p: number): number {
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
export function centredFloor(e: Float32Array, n: number, window: number): Float32Array {
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

/** Time constant (frames) of the running noise mean/variance. */
const NOISE_STATS_FRAMES = 150;
/** Noise spread assumed before any noise has been measured, dB. */
const INITIAL_NOISE_STD_DB = 3;

/** Running mean and variance (dB) of the frames judged to be noise, kept within reach of the floor. */
export class RunningNoise {
  mean: number;
  variance = INITIAL_NOISE_STD_DB * INITIAL_NOISE_STD_DB;

  constructor(initialMean: number) {
    this.mean = initialMean;
  }

  /** Clamp to [floor, floor + NOISE_MAX_ABOVE_FLOOR_DB] so speech once mistaken for noise cannot hold the mean up. */
  clamp(floor: number): void {
    if (this.mean < floor) this.mean = floor;
    else if (this.mean > floor + NOISE_MAX_ABOVE_FLOOR_DB) this.mean = floor + NOISE_MAX_ABOVE_FLOOR_DB;
  }

  learn(eDb: number): void {
    const d = (eDb < NOISE_FLOOR_MIN_DBFS ? NOISE_FLOOR_MIN_DBFS : eDb) - this.mean;
    this.mean += d / NOISE_STATS_FRAMES;
    this.variance += (d * d - this.variance) / NOISE_STATS_FRAMES;
  }
}

/** Per-frame noise mean and spread (dB) that the decision thresholds sit above. */
export interface NoiseModel {
  mean: Float32Array;
  std: Float32Array;
}

/**
 * Noise statistics of the frames marked in `learn`, tracked forward and
 * backward through the call. Each frame takes the estimate from the side
 * whose nearest noise frame is closer: inside a long segment the onset is
 * judged against the noise before it and the end against the noise after it,
 * so noise that swells while someone talks (traffic) does not read as speech.
 */
export function twoSidedNoise(e: Float32Array, n: number, floorDb: Float32Array, learn: Uint8Array): NoiseModel {
  const mean = new Float32Array(n);
  const std = new Float32Array(n);
  const age = new Int32Array(n);
  const track = (from: number, to: number, step: number, backward: boolean): void => {
    const noise = new RunningNoise(floorDb[from]!);
    let a = n;
    for (let i = from; i !== to; i += step) {
      noise.clamp(floorDb[i]!);
      if (!backward || a < age[i]!) {
        mean[i] = noise.mean;
        std[i] = Math.sqrt(noise.variance);
        age[i] = a;
      }
      if (learn[i]) {
        noise.learn(e[i]!);
        a = 0;
      } else {
        a++;
      }
    }
  };
  track(0, n, 1, false);
  track(n - 1, -1, -1, true);
  return { mean, std };
}
