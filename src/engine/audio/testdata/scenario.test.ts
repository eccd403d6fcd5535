import { describe, expect, it } from 'vitest';
import { espeakAvailable } from '../../voice/espeak';
import { generateCall } from './generate-call';
import { HELDOUT_SEED_BASE, scenario, TRAIN_SEED_BASE } from './scenario';
import { espeakVariants, splitOf, voicePool } from './voices';

describe.runIf(espeakAvailable())('generated call scenarios', () => {
  it('are reproducible from their seed', () => {
    expect(scenario('train', 3)).toEqual(scenario('train', 3));
    expect(scenario('train', 3).options).not.toEqual(scenario('train', 4).options);
  });

  it('keep the held-out voices, languages, phrases and seeds out of the train set', () => {
    const train = voicePool('train');
    const held = voicePool('heldout');
    expect(held.variants.length).toBeGreaterThan(10);
    expect(train.variants.filter((v) => held.variants.includes(v))).toEqual([]);
    expect(train.variants.length + held.variants.length).toBe(espeakVariants().length);
    for (let k = 0; k < 30; k++) {
      const t = scenario('train', k);
      const h = scenario('heldout', k);
      expect(t.seed).toBe(TRAIN_SEED_BASE + k);
      expect(h.seed).toBe(HELDOUT_SEED_BASE + k);
      for (const v of [t.options.voices!.caller.voice!, t.options.voices!.agent.voice!]) {
        for (const part of v.split('+')) expect(splitOf(part)).toBe('train');
      }
      for (const v of [h.options.voices!.caller.voice!, h.options.voices!.agent.voice!]) {
        for (const part of v.split('+')) expect(splitOf(part)).toBe('heldout');
      }
      const trainText = new Set(t.options.script!.map((l) => l.text));
      expect(h.options.script!.some((l) => trainText.has(l.text))).toBe(false);
    }
  });

  it('give every line words, however long the call (the held-out phrase pools are small)', () => {
    for (const split of ['train', 'heldout'] as const) {
      for (let k = 0; k < 200; k++) {
        for (const line of scenario(split, k).options.script!) expect(typeof line.text).toBe('string');
      }
    }
  });

  it('produce calls whose exact segments give the designed latencies and interruptions', () => {
    // generateCall throws when the metrics of the true segments disagree with the script's design.
    for (const k of [0, 6, 21]) {
      const sc = scenario('train', k);
      const call = generateCall({ ...sc.options, sampleRate: 8000 });
      expect(call.truth.latenciesMs.length).toBeGreaterThan(0);
      expect(call.callerChannel).toBe(sc.options.callerChannel);
    }
  });
});
