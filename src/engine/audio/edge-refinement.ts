import {
  BRIDGE_MAX_PITCH_CHANGE,
  BRIDGE_PITCH_LOOK_MS,
  EDGE_MARGIN_DB,
  END_BRIDGE_ABOVE_NOISE_DB,
  END_BRIDGE_BELOW_PEAK_DB,
  END_GAP_BRIDGE_MS,
  END_NOISE_PERCENTILE,
  FRAME_MS,
  SILENT_EDGE_DBFS,
  STRIKE_EDGE_MS,
  STRIKE_MIN_DECAY_DB,
} from './constants';

/*
 * Refining a segment's edges outward past the decision thresholds: sentence-final decays, final
 * consonants after a closure, quiet first words, without taking in a clink or another voice.
 */

/**
 * Frames lo..hi peak at once (`top` within the first two), then fall from one
 * frame to the next at least four times in five, by STRIKE_MIN_DECAY_DB or
 * more in all: something struck, not a consonant (which holds its level) or a
 * fade (which wobbles).
 */
function struckAndDecaying(e: Float32Array, lo: number, hi: number, top: number): boolean {
  if (top > lo + 1 || e[top]! - e[hi]! < STRIKE_MIN_DECAY_DB) return false;
  let falls = 0;
  for (let j = top; j < hi; j++) if (e[j + 1]! < e[j]!) falls++;
  return falls >= 0.8 * (hi - top);
}

/** What an edge is refined against: the segment's loudest frame and the thresholds where the edge was decided. */
export interface EdgeContext {
  segPeak: number;
  thrOff: number;
  thrEdge: number;
  /** The channel is digitally silent between talk (see DIGITAL_SILENCE_DBFS). */
  silent: boolean;
}

/** Loudest of the STRIKE_EDGE_MS of a segment nearest its edge frame `edge` (`dir` points out of it). */
function edgeLevel(e: Float32Array, edge: number, dir: 1 | -1): number {
  let top = -Infinity;
  for (let j = edge, m = 0; m < STRIKE_EDGE_MS / FRAME_MS && j >= 0 && j < e.length; j -= dir, m++) if (e[j]! > top) top = e[j]!;
  return top;
}

/** The threshold an edge is followed down to, and how loud sound beyond a dip must be to be bridged. */
interface EdgeRule {
  thr: number;
  bridgeMin: number;
  /**
   * Whether sound beyond a dip can be someone or something else: a clink, a background voice. Not on a
   * digitally silent channel, where a plosive's release decays like a clink and the sentence-final fall
   * of the talker's own pitch would read as another voice.
   */
  background: boolean;
}

/**
 * Sentence-final decays and soft word onsets are quieter than the decision
 * thresholds, so an edge moves outward while energy stays above the edge
 * threshold, raised if need be to just above the quieter frames
 * (END_NOISE_PERCENTILE) of the `window` of frames beyond it: a burst that
 * began as the talker stopped (running water) is not a decay. On a digitally
 * silent channel there is nothing to mistake for the talker, so edges are
 * followed down to SILENT_EDGE_DBFS.
 */
function edgeRule(window: Float32Array, hangover: number, c: EdgeContext): EdgeRule {
  if (c.silent) return { thr: Math.min(c.thrOff, SILENT_EDGE_DBFS), bridgeMin: SILENT_EDGE_DBFS, background: false };
  // Without a measure of the noise beyond the edge, no dip is bridged.
  if (window.length < hangover / 2) return { thr: c.thrEdge, bridgeMin: Infinity, background: true };
  const sorted = Array.from(window).sort((a, b) => a - b);
  const quiet = sorted[Math.floor((sorted.length * END_NOISE_PERCENTILE) / 100)]!;
  return {
    thr: Math.min(c.thrOff, Math.max(c.thrEdge, quiet + EDGE_MARGIN_DB)),
    bridgeMin: Math.max(quiet + END_BRIDGE_ABOVE_NOISE_DB, c.segPeak - END_BRIDGE_BELOW_PEAK_DB),
    background: true,
  };
}

/**
 * How many frames from `from` outward (dir +1 after an end, -1 before a
 * start; at most `limit`) still belong to the segment. A dip under the
 * threshold (the closure before a final "ts", the pause after a quiet "the",
 * a wobble in a fade) is bridged when sound comes back within
 * END_GAP_BRIDGE_MS, is loud enough (EdgeRule.bridgeMin) and dies away again
 * within `span` frames of the edge: sound that carries on is a background
 * voice or noise, not the talker.
 */
function extendEdge(e: Float32Array, pitch: Uint8Array | null, from: number, dir: 1 | -1, limit: number, span: number, rule: EdgeRule): number {
  const maxGap = Math.round(END_GAP_BRIDGE_MS / FRAME_MS);
  const { thr } = rule;
  const at = (k: number): number => e[from + dir * k]!;
  let k = 0;
  let added = 0;
  for (;;) {
    // What lies beyond is judged within `span` frames of the edge as it stands; an edge never moves more
    // than twice `span` (nor past `limit`), so a slow swell of noise cannot carry it away.
    const len = Math.min(limit, added + span, 2 * span);
    if (k >= len) break;
    if (at(k) > thr) {
      added = ++k;
      continue;
    }
    let g = k;
    while (g < len && g - k < maxGap && at(g) <= thr) g++;
    if (g >= len || at(g) <= thr) break;
    let r = g;
    while (r < len && at(r) > thr) r++;
    if (r >= len || !sameTalker(e, pitch, from - dir, from + dir * g, from + dir * (r - 1), dir, rule)) break;
    added = k = r;
  }
  return added;
}

/**
 * Whether the sound from frame `a` to `b` (beyond a dip; `dir` points away
 * from the segment whose edge frame is `edge`) is more of the talker: loud
 * enough, not a clink (a sharp peak decaying away), and where it is voiced,
 * at the talker's pitch (found inside the segment, from `edge` in) rather
 * than a background voice's.
 */
function sameTalker(e: Float32Array, pitch: Uint8Array | null, edge: number, a: number, b: number, dir: 1 | -1, rule: EdgeRule): boolean {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  let top = lo;
  for (let j = lo + 1; j <= hi; j++) if (e[j]! > e[top]!) top = j;
  if (e[top]! < rule.bridgeMin) return false;
  // A struck sound louder than the talker's last words is a clink; one quieter may be a plosive's release.
  if (!rule.background) return true;
  if (struckAndDecaying(e, lo, hi, top) && e[top]! > edgeLevel(e, edge, dir)) return false;
  if (!pitch) return true;
  const lags: number[] = [];
  for (let j = lo; j <= hi; j++) if (pitch[j]) lags.push(pitch[j]!);
  if (lags.length === 0) return true;
  // The talker's pitch: the confident pitch nearest the edge, looking into the segment.
  let ref = 0;
  for (let j = edge, m = 0; m < BRIDGE_PITCH_LOOK_MS / FRAME_MS && j >= 0 && j < e.length && !ref; j -= dir, m++) ref = pitch[j]!;
  if (!ref) return true;
  lags.sort((x, y) => x - y);
  return Math.abs(lags[lags.length >> 1]! / ref - 1) <= BRIDGE_MAX_PITCH_CHANGE;
}

/** Frame index just past a segment whose last confirmed speech frame is `last`. */
export function refineEnd(e: Float32Array, pitch: Uint8Array | null, last: number, n: number, hangover: number, c: EdgeContext): number {
  const to = Math.min(n, last + 1 + hangover);
  const rule = edgeRule(e.subarray(last + 1, to), hangover, c);
  return last + 1 + extendEdge(e, pitch, last + 1, 1, n - last - 1, hangover, rule);
}

/** First frame of a segment whose onset was placed at `first`, not before frame `lo` (the previous segment's end). */
export function refineStart(e: Float32Array, pitch: Uint8Array | null, first: number, lo: number, hangover: number, c: EdgeContext): number {
  const from = Math.max(lo, first - hangover);
  const rule = edgeRule(e.subarray(from, first), hangover, c);
  return first - extendEdge(e, pitch, first - 1, -1, first - lo, hangover, rule);
}
