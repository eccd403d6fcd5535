import { describe, expect, it } from 'vitest';
import { FRAME_MS } from './constants';
import { rng } from './testdata/noise';
import { VoicingTracker } from './voicing';

/** Mean peak / tracked voicing of a signal, fed as ChannelVad does (every decimation-th sample, endFrame per frame). */
function measure(rate: number, gen: (i: number) => number, seconds = 0.5): { peak: number; tracked: number } {
  const v = new VoicingTracker(rate, FRAME_MS);
  const frame = (rate * FRAME_MS) / 1000;
  let peak = 0;
  let tracked = 0;
  let frames = 0;
  for (let i = 0, dec = 0; i < rate * seconds; i++) {
    if (++dec === v.decimation) {
      dec = 0;
      v.addAll(Float32Array.of(gen(i)), 1);
    }
    if ((i + 1) % frame === 0) {
      v.endFrame();
      // Skip the first 100 ms while the window fills and a pitch is found.
      if (i > rate / 10) {
        peak += v.peak;
        tracked += v.tracked;
        frames++;
      }
    }
  }
  return { peak: peak / frames, tracked: tracked / frames };
}

describe('VoicingTracker', () => {
  for (const rate of [8000, 16000, 44100]) {
    it(`tells a 140 Hz harmonic voice from white noise at ${rate} Hz`, () => {
      const voice = (i: number) => {
        let s = 0;
        for (let h = 2; h <= 6; h++) s += Math.sin((2 * Math.PI * 140 * h * i) / rate) / h;
        return s;
      };
      const r = rng(7);
      const v = measure(rate, voice);
      const n = measure(rate, () => r() * 2 - 1);
      expect(v.peak).toBeGreaterThan(0.9);
      expect(v.tracked).toBeGreaterThan(0.9);
      // Broadband noise's best lag is chance-high but never confident, so nothing is tracked.
      expect(n.peak).toBeLessThan(0.6);
      expect(n.tracked).toBe(0);
    });
  }
});
