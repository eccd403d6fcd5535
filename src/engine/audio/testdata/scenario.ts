import { SUPPORTED_SAMPLE_RATES } from '../constants';
import type { Speaker } from '../types';
import type { Ending } from './endings';
import type { VoiceOptions } from '../../voice/espeak';
import type { ChannelNoise, GenerateCallOptions, Placement, ScriptLine } from './generate-call';
import { NOISE_KINDS, rng } from './noise';
import { PHRASES } from './phrases';
import { voicePool, type Split } from './voices';

/**
 * Seeds of each split (decided before tuning): train calls use seeds from
 * TRAIN_SEED_BASE, held-out calls from HELDOUT_SEED_BASE, so no held-out
 * call is ever one the detector was tuned on.
 */
export const TRAIN_SEED_BASE = 1_000;
export const HELDOUT_SEED_BASE = 500_000;

/** SNR range of noisy channels in generated calls (dB, speech-active RMS over noise RMS). */
export const SCENARIO_SNR_DB = [15, 35] as const;
/** Speech peak level range per channel (dBFS). */
export const SCENARIO_PEAK_DB = [-30, -6] as const;
/** Speaking rate range (espeak words per minute). */
export const SCENARIO_WPM = [120, 230] as const;

export interface Scenario {
  split: Split;
  seed: number;
  /** One line describing the call, for tables. */
  label: string;
  options: GenerateCallOptions;
}

/**
 * One random but fully reproducible call: voices (language + variant),
 * speaking rates and pitch, soft endings, per-channel levels, noise on
 * neither / either / both channels, channel order, sample rate and
 * encoding, and a conversation with varied latencies, interruptions (some
 * cut short), polite overlaps, two-and-three-sentence answers and dead air.
 */
export function scenario(split: Split, index: number): Scenario {
  const seed = (split === 'train' ? TRAIN_SEED_BASE : HELDOUT_SEED_BASE) + index;
  const r = rng(seed * 2654435761);
  const uni = (lo: number, hi: number) => lo + (hi - lo) * r();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const pool = voicePool(split);
  const voice = (): VoiceOptions => {
    const lang = pick(pool.languages);
    return { voice: r() < 0.12 ? lang : `${lang}+${pick(pool.variants)}`, speed: Math.round(uni(...SCENARIO_WPM)), pitch: Math.round(uni(25, 75)) };
  };
  const voices = { caller: voice(), agent: voice() };
  const sampleRate = pick(SUPPORTED_SAMPLE_RATES);
  const encoding = r() < 0.5 ? ('pcm16' as const) : ('float32' as const);
  const callerChannel = r() < 0.5 ? (0 as const) : (1 as const);
  const peakLevelsDb = { caller: uni(...SCENARIO_PEAK_DB), agent: uni(...SCENARIO_PEAK_DB) };
  const noisy = (): ChannelNoise => ({ kind: pick(NOISE_KINDS), snrDb: Math.round(uni(...SCENARIO_SNR_DB)) });
  const mode = r();
  const channelNoise =
    mode < 0.3 ? {} : mode < 0.65 ? { caller: noisy() } : mode < 0.75 ? { agent: noisy() } : { caller: noisy(), agent: noisy() };
  const script = conversation(split, r);
  const n = channelNoise as { caller?: ChannelNoise; agent?: ChannelNoise };
  const noiseText = (c?: ChannelNoise) => (c ? `${c.kind}@${c.snrDb}` : 'clean');
  const label = [
    `${split}#${index}`,
    `${sampleRate / 1000}k ${encoding}${callerChannel ? ' ch1' : ''}`,
    `caller ${voices.caller.voice} ${voices.caller.speed}wpm ${noiseText(n.caller)}`,
    `agent ${voices.agent.voice} ${voices.agent.speed}wpm ${noiseText(n.agent)}`,
  ].join(' | ');
  return {
    split,
    seed,
    label,
    options: { sampleRate, encoding, callerChannel, peakLevelsDb, channelNoise, seed, script, voices },
  };
}

function conversation(split: Split, r: () => number): ScriptLine[] {
  const uni = (lo: number, hi: number) => lo + (hi - lo) * r();
  const pools = { caller: [...PHRASES[split].caller], agent: [...PHRASES[split].agent] };
  // Each phrase once per call until a long call has used them all (the held-out pools are small), then again.
  const take = (who: Speaker): string => {
    if (pools[who].length === 0) pools[who] = [...PHRASES[split][who]];
    return pools[who].splice(Math.floor(r() * pools[who].length), 1)[0]!;
  };
  const ending = (): Ending | undefined =>
    r() < 0.6
      ? {
          fadeMs: Math.round(uni(80, 350)),
          shape: (['linear', 'cosine', 'exp'] as const)[Math.floor(r() * 3)]!,
          ...(r() < 0.5 ? { tailDropDb: Math.round(uni(4, 12)), tailMs: Math.round(uni(200, 450)) } : {}),
        }
      : undefined;
  const lines: ScriptLine[] = [];
  const say = (speaker: Speaker, at: Placement): void => {
    lines.push({ speaker, text: take(speaker), at, ending: ending() });
  };
  // More sentences by the same talker follow a pause well under the 1 s a monologue bridges.
  const more = (speaker: Speaker, max: number): void => {
    const extra = Math.floor(r() * (max + 1));
    for (let k = 0; k < extra; k++) say(speaker, { after: Math.round(uni(250, 650)) });
  };
  const exchanges = 5 + Math.floor(r() * 4);
  const deadAir = r() < 0.5 ? 1 + Math.floor(r() * (exchanges - 1)) : -1;
  say(r() < 0.75 ? 'agent' : 'caller', { after: Math.round(uni(300, 1500)) });
  for (let e = 0; e < exchanges; e++) {
    const last = lines[lines.length - 1]!;
    // The caller speaks next: after the agent, after dead air, or over the agent.
    if (last.speaker === 'agent') {
      if (e !== deadAir && r() < 0.18) {
        say('caller', { interruptFrac: uni(0.15, 0.5), ...(r() < 0.5 ? { cutPrevAfterMs: Math.round(uni(700, 1200)) } : {}) });
      } else {
        say('caller', { after: Math.round(e === deadAir ? uni(2500, 4000) : uni(300, 1500)) });
      }
      more('caller', 1);
    }
    // The agent answers: after a latency, a little early (polite overlap), or over the caller.
    const u = r();
    if (u < 0.12) say('agent', { early: Math.round(uni(100, 180)) });
    else if (u < 0.27) say('agent', { interruptFrac: uni(0.15, 0.5), ...(r() < 0.5 ? { cutPrevAfterMs: Math.round(uni(700, 1200)) } : {}) });
    else say('agent', { after: Math.round(uni(300, 2500)) });
    more('agent', 2);
  }
  return lines;
}
