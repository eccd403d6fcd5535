import { describe, expect, it } from 'vitest';
import { AudioFormatError } from './errors';
import { rng } from './testdata/noise';
import { ChannelVad, detectSpeech } from './vad';

/** Harmonic "vowel" bursts (150 Hz voice, 20 harmonics) at known times over white noise. */
function bursts(rate: number, spans: [number, number][], durMs: number, noiseRms: number): Float32Array {
  const n = Math.round((durMs * rate) / 1000);
  const x = new Float32Array(n);
  const r = rng(42);
  for (let i = 0; i < n; i++) x[i] = (r() * 2 - 1) * noiseRms * Math.sqrt(3);
  for (const [a, b] of spans) {
    for (let i = Math.round((a * rate) / 1000); i < Math.round((b * rate) / 1000); i++) {
      let v = 0;
      for (let h = 1; h <= 20 && h * 150 < rate / 2; h++) v += Math.sin((2 * Math.PI * 150 * h * i) / rate) / h;
      x[i]! += 0.1 * v;
    }
  }
  return x;
}

describe('ChannelVad', () => {
  const spans: [number, number][] = [
    [500, 1700],
    [2600, 2900],
    [4000, 6500],
  ];

  for (const rate of [8000, 16000, 44100, 48000]) {
    it(`finds tone bursts within one frame at ${rate} Hz, in silence and in noise`, () => {
      for (const noise of [0, 0.003]) {
        const segs = detectSpeech(bursts(rate, spans, 8000, noise), rate);
        expect(segs).toHaveLength(spans.length);
        segs.forEach((s, k) => {
          expect(Math.abs(s.startMs - spans[k]![0])).toBeLessThanOrEqual(20);
          expect(Math.abs(s.endMs - spans[k]![1])).toBeLessThanOrEqual(20);
        });
      }
    });
  }

  it('reports nothing for pure noise or digital silence', () => {
    expect(detectSpeech(bursts(16000, [], 6000, 0.01), 16000)).toEqual([]);
    expect(detectSpeech(new Float32Array(16000 * 3), 16000)).toEqual([]);
  });

  it('ignores clicks shorter than the minimum speech duration', () => {
    const x = bursts(16000, [[1000, 1030], [3000, 4000]], 5000, 0.001);
    const segs = detectSpeech(x, 16000);
    expect(segs).toHaveLength(1);
    expect(segs[0]!.startMs).toBeGreaterThanOrEqual(2980);
  });

  it('gives identical features and segments however the input is chunked', () => {
    const x = bursts(44100, spans, 8000, 0.002);
    const whole = detectSpeech(x, 44100);
    const vad = new ChannelVad(44100);
    let off = 0;
    const sizes = [1, 440, 441, 442, 7, 10000, 3];
    for (let k = 0; off < x.length; k++) {
      const len = Math.min(sizes[k % sizes.length]!, x.length - off);
      vad.push(x.subarray(off, off + len));
      off += len;
    }
    expect(vad.sampleCount).toBe(x.length);
    expect(vad.finish()).toEqual(whole);
  });

  it('throws on NaN samples instead of reading them as silence', () => {
    const x = bursts(16000, spans, 3000, 0);
    x[1234] = Number.NaN;
    expect(() => detectSpeech(x, 16000)).toThrow(AudioFormatError);
  });
});
