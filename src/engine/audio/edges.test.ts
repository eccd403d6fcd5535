import { describe, expect, it } from 'vitest';
import { rng } from './testdata/noise';
import { detectSpeech } from './vad';

/**
 * Where a segment's edges land around the sounds that end real sentences: a
 * final consonant after a closure, a fade into digital silence, a quiet first
 * word, and what must NOT be taken for the talker (a clink) as they stop.
 */
const RATE = 16000;
const at = (ms: number): number => Math.round((ms * RATE) / 1000);

/** A voiced "vowel" with pitch `hz` and 12 harmonics, at peak-ish amplitude `amp`, over [fromMs, toMs). */
function vowel(x: Float32Array, fromMs: number, toMs: number, amp: number, hz = 140): void {
  for (let i = at(fromMs); i < at(toMs); i++) {
    let v = 0;
    for (let h = 1; h <= 12 && h * hz < RATE / 2; h++) v += Math.sin((2 * Math.PI * hz * h * i) / RATE) / h;
    x[i]! += amp * v;
  }
}

/** A hissed "s": white noise differentiated (tilted up like a fricative) at RMS `rms`. */
function hiss(x: Float32Array, fromMs: number, toMs: number, rms: number, seed = 5): void {
  const r = rng(seed);
  let prev = 0;
  for (let i = at(fromMs); i < at(toMs); i++) {
    const w = r() * 2 - 1;
    x[i]! += (w - prev) * rms * 1.2;
    prev = w;
  }
}

/** Background noise (white, steady) at RMS `rms` over the whole signal. */
function noise(x: Float32Array, rms: number): void {
  const r = rng(11);
  for (let i = 0; i < x.length; i++) x[i]! += (r() * 2 - 1) * rms * Math.sqrt(3);
}

/** The segment that overlaps [fromMs, toMs). */
function segmentAt(x: Float32Array, fromMs: number, toMs: number): { startMs: number; endMs: number } {
  const segs = detectSpeech(x, RATE).filter((s) => s.endMs > fromMs && s.startMs < toMs);
  expect(segs).toHaveLength(1);
  return segs[0]!;
}

describe('segment edges', () => {
  it('keep a final "s" heard after a stop closure ("tax")', () => {
    const x = new Float32Array(at(4000));
    vowel(x, 1000, 2000, 0.2);
    hiss(x, 2040, 2200, 0.01);
    const s = segmentAt(x, 1000, 2200);
    expect(Math.abs(s.endMs - 2200)).toBeLessThanOrEqual(20);
  });

  it('follow a fade into digital silence far below the noise floor a noisy line would have', () => {
    const x = new Float32Array(at(4000));
    vowel(x, 1000, 2000, 0.05);
    // The last 400 ms fall 50 dB, in a straight line in dB: down to about -80 dBFS.
    const fadeFrom = at(1600);
    for (let i = fadeFrom; i < at(2000); i++) x[i]! *= Math.pow(10, (-50 * (i - fadeFrom)) / (at(400) * 20));
    const s = segmentAt(x, 1000, 2000);
    expect(s.endMs).toBeGreaterThanOrEqual(1940);
  });

  it('do not run on into a clink that rings out just after the talker stops', () => {
    const x = new Float32Array(at(5000));
    noise(x, 0.001);
    vowel(x, 1000, 2500, 0.05);
    // A struck glass 60 ms later: a little louder than the last words, then dying away 3 dB every 10 ms.
    for (let i = at(2560); i < at(2800); i++) {
      const t = (i - at(2560)) / RATE;
      x[i]! += 0.06 * Math.pow(10, (-300 * t) / 20) * Math.sin(2 * Math.PI * 3100 * t);
    }
    const s = segmentAt(x, 1000, 2500);
    expect(Math.abs(s.endMs - 2500)).toBeLessThanOrEqual(30);
  });

  it('join a quiet first word to its sentence across the pause after it', () => {
    const x = new Float32Array(at(4000));
    vowel(x, 1000, 1090, 0.01);
    vowel(x, 1150, 2500, 0.2);
    const s = segmentAt(x, 1000, 2500);
    expect(Math.abs(s.startMs - 1000)).toBeLessThanOrEqual(20);
  });
});
