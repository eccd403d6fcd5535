import { computeMetrics } from '../metrics';
import type { Speaker, TimeSpan } from '../types';
import { applyEnding, cutShort, type Ending } from './endings';
import { synthesize, type VoiceOptions } from '../../voice/espeak';
import { makeNoise, rng, type NoiseKind } from './noise';
import { resample } from './resample';
import { encodeWav } from './wav-writer';

/** How an utterance is placed relative to what came before. */
export type Placement =
  /** Start `gapMs` after everyone has stopped talking (a normal response or a pause). */
  | { after: number }
  /**
   * Start `offsetMs` after the previous utterance started, talking over it.
   * With `cutPrevAfterMs` the interrupted talker gives up that long after the
   * interruption began (a voice agent's barge-in handling).
   */
  | { interrupt: number; cutPrevAfterMs?: number }
  /**
   * As `interrupt`, at this fraction of the previous utterance, kept at least
   * 300 ms from its start and 900 ms from its end; an utterance too short for
   * that is answered 600 ms after it ends instead.
   */
  | { interruptFrac: number; cutPrevAfterMs?: number }
  /** Start `overlapMs` before the previous utterance ends: an eager but polite turn switch. */
  | { early: number };

export interface ScriptLine {
  speaker: Speaker;
  text: string;
  at: Placement;
  /** A soft, trailing ending (fade-out, quieter last word). */
  ending?: Ending;
}

const AGENT_VOICE: VoiceOptions = { voice: 'en-us', speed: 170, pitch: 45 };
const CALLER_VOICE: VoiceOptions = { voice: 'en-us+f3', speed: 160, pitch: 60 };

/**
 * One scripted conversation (~50 s). It covers normal responses with varied
 * latencies, a three-sentence agent monologue, an interruption in each
 * direction, an early start that must NOT count as an interruption, and a
 * dead-air stretch. Single sentences only: espeak puts ~300 ms pauses at
 * sentence ends, and each line is one ground-truth segment.
 */
export const CALL_SCRIPT: readonly ScriptLine[] = [
  { speaker: 'agent', text: 'Thank you for calling Riverside Dental how can I help you today', at: { after: 600 } },
  { speaker: 'caller', text: 'Hi I would like to book a cleaning for my son', at: { after: 700 } },
  { speaker: 'agent', text: 'Of course I can help you with that', at: { after: 950 } },
  { speaker: 'agent', text: 'We have openings on Monday morning and Wednesday afternoon', at: { after: 450 } },
  { speaker: 'agent', text: 'Which day works better for you', at: { after: 550 } },
  { speaker: 'caller', text: 'Wednesday afternoon would be great', at: { after: 1300 } },
  { speaker: 'agent', text: 'Wonderful let me check the schedule for Wednesday', at: { after: 420 } },
  { speaker: 'caller', text: 'Actually wait could we make it Monday morning instead please', at: { interrupt: 1200 } },
  { speaker: 'agent', text: 'No problem Monday morning it is', at: { after: 800 } },
  { speaker: 'caller', text: 'Can you also tell me how much the cleaning will cost with my new insurance plan', at: { after: 650 } },
  { speaker: 'agent', text: 'Let me look up your insurance details', at: { interrupt: 1700 } },
  { speaker: 'caller', text: 'Hello is anybody on the line', at: { after: 3200 } },
  { speaker: 'agent', text: 'Yes sorry about that the total will be about eighty dollars', at: { after: 520 } },
  { speaker: 'caller', text: 'Okay thank you very much', at: { after: 300 } },
  { speaker: 'agent', text: 'You are welcome have a lovely day', at: { early: 200 } },
];

/** Phrases only used to build babble, TV and cross-talk backgrounds (never foreground). */
const BACKGROUND_PHRASES = [
  'did you see the game last night it was unbelievable',
  'I think we should order the pasta and a salad',
  'the meeting was moved to Thursday at three',
  'my sister is flying in from Chicago next week',
  'this offer ends Sunday so call now',
  'they finally fixed the elevator in our building',
];
const BACKGROUND_VOICES: VoiceOptions[] = [
  { voice: 'en+m3', speed: 175 },
  { voice: 'en+f2', speed: 150 },
  { voice: 'en-gb+m7', speed: 185 },
];

export interface NoiseSpec {
  kind: NoiseKind;
  /** Speech-active RMS of a channel over the RMS of the noise added to it. */
  snrDb: number;
  /**
   * Which channels get noise. Default 'caller': the agent leg is usually a
   * clean TTS stream, the caller is the one in a cafe. 'both' adds independent
   * noise of the same kind and SNR to the agent channel too.
   */
  channels?: 'caller' | 'both';
}

/** Noise of one kind at one SNR on one channel. */
export interface ChannelNoise {
  kind: NoiseKind;
  snrDb: number;
}

export interface GenerateCallOptions {
  sampleRate: number;
  encoding?: 'pcm16' | 'float32';
  callerChannel?: 0 | 1;
  /** Same kind and SNR on the caller (or both) channels. */
  noise?: NoiseSpec;
  /** Noise per channel, each with its own kind and SNR (used instead of `noise`). */
  channelNoise?: { caller?: ChannelNoise; agent?: ChannelNoise };
  seed?: number;
  /** Repeat the script until the call is at least this long (for benchmarks). */
  minDurationMs?: number;
  /** The conversation; default CALL_SCRIPT. */
  script?: readonly ScriptLine[];
  voices?: { caller: VoiceOptions; agent: VoiceOptions };
  /**
   * Per-channel speech level: every utterance's peak is set to this (dBFS)
   * ±2 dB. Default: active-speech RMS of -26 (caller) / -22 (agent) dBFS ±3 dB.
   */
  peakLevelsDb?: { caller: number; agent: number };
}

export interface GroundTruth {
  durationMs: number;
  segments: { caller: TimeSpan[]; agent: TimeSpan[] };
  /** Designed response latencies of agent turns that answer the caller, in call order. */
  latenciesMs: number[];
  /** Designed interruptions, in call order. */
  interruptions: { by: Speaker; atMs: number; overlapMs: number }[];
  callerTalkMs: number;
  agentTalkMs: number;
  agentTalkRatio: number;
  longestMonologueMs: { caller: number; agent: number };
}

export interface GeneratedCall {
  wav: Uint8Array;
  sampleRate: number;
  callerChannel: 0 | 1;
  caller: Float32Array;
  agent: Float32Array;
  truth: GroundTruth;
}

const speechCache = new Map<string, Float32Array>();

function speechAt(text: string, voice: VoiceOptions, rate: number): Float32Array {
  const key = `${rate}|${JSON.stringify(voice)}|${text}`;
  let s = speechCache.get(key);
  if (!s) {
    const u = synthesize(text, voice);
    s = resample(u.samples, u.sampleRate, rate);
    speechCache.set(key, s);
  }
  return s;
}

/** Background phrases at `rate`, for noise kinds made of other people's speech. */
export function backgroundSpeechBank(rate: number): Float32Array[] {
  const bank: Float32Array[] = [];
  BACKGROUND_PHRASES.forEach((p, i) => bank.push(speechAt(p, BACKGROUND_VOICES[i % BACKGROUND_VOICES.length]!, rate)));
  return bank;
}

function rmsOver(x: Float32Array, spans: readonly TimeSpan[], rate: number): number {
  let s = 0;
  let n = 0;
  for (const sp of spans) {
    const a = Math.round((sp.startMs * rate) / 1000);
    const b = Math.min(x.length, Math.round((sp.endMs * rate) / 1000));
    for (let i = a; i < b; i++) s += x[i]! * x[i]!;
    n += Math.max(0, b - a);
  }
  return Math.sqrt(s / Math.max(1, n));
}

/** Gain for one utterance: a fixed peak level per channel, or the default RMS level, with a little jitter either way. */
function utteranceGain(raw: Float32Array, speaker: Speaker, peaks: GenerateCallOptions['peakLevelsDb'], r: () => number): number {
  if (peaks) {
    let peak = 0;
    for (let i = 0; i < raw.length; i++) peak = Math.max(peak, Math.abs(raw[i]!));
    return Math.pow(10, (peaks[speaker] + (r() * 4 - 2)) / 20) / (peak || 1);
  }
  // Per-utterance loudness jitter of ±3 dB around each side's nominal level (agent -22, caller -26 dBFS RMS).
  const target = Math.pow(10, ((speaker === 'agent' ? -22 : -26) + (r() * 6 - 3)) / 20);
  let e = 0;
  for (let i = 0; i < raw.length; i++) e += raw[i]! * raw[i]!;
  return target / Math.sqrt(e / raw.length);
}

/** Build a stereo call with exactly known speech timing, optionally buried in noise. */
export function generateCall(opts: GenerateCallOptions): GeneratedCall {
  const rate = opts.sampleRate;
  const callerChannel = opts.callerChannel ?? 0;
  const r = rng(opts.seed ?? 1);
  const msToSamples = (ms: number) => Math.round((ms * rate) / 1000);

  interface Placed {
    speaker: Speaker;
    start: number; // samples
    audio: Float32Array;
  }
  const placed: Placed[] = [];
  const truthLat: number[] = [];
  const truthInt: GroundTruth['interruptions'] = [];
  let maxEnd = 0;
  let maxEndSpeaker: Speaker | null = null;
  const minDur = msToSamples(opts.minDurationMs ?? 0);

  const script = opts.script ?? CALL_SCRIPT;
  const voices = opts.voices ?? { caller: CALLER_VOICE, agent: AGENT_VOICE };
  do {
    for (const line of script) {
      const raw = speechAt(line.text, voices[line.speaker], rate);
      const g = utteranceGain(raw, line.speaker, opts.peakLevelsDb, r);
      let audio: Float32Array = new Float32Array(raw.length);
      for (let i = 0; i < raw.length; i++) audio[i] = raw[i]! * g;
      if (line.ending) audio = applyEnding(audio, rate, line.ending);

      const prev = placed[placed.length - 1];
      let at = line.at;
      // Talking over (or just before the end of) someone is only designed when they hold the floor alone.
      // …and the new talker's own previous line ended at least 400 ms before, so the two stay separate segments.
      let ownEnd = -Infinity;
      for (const p of placed) if (p.speaker === line.speaker) ownEnd = Math.max(ownEnd, p.start + p.audio.length);
      const prevHolds = !!prev && prev.start + prev.audio.length === maxEnd && prev.speaker !== line.speaker;
      if (!prevHolds && ('interruptFrac' in at || 'early' in at)) at = { after: 600 };
      if ('early' in at && prev && prev.start + prev.audio.length - msToSamples(at.early) < ownEnd + msToSamples(400)) {
        at = { after: 600 };
      }
      if ('interruptFrac' in at) {
        const lenMs = prev ? (prev.audio.length * 1000) / rate : 0;
        const earliest = prev ? Math.max(300, ((ownEnd - prev.start) * 1000) / rate + 400) : Infinity;
        const offset = Math.max(at.interruptFrac * lenMs, earliest);
        at = offset <= lenMs - 900 ? { interrupt: Math.round(offset), cutPrevAfterMs: at.cutPrevAfterMs } : { after: 600 };
      }
      let start: number;
      if ('after' in at) {
        start = maxEnd + msToSamples(at.after);
        if (line.speaker === 'agent' && prev && prev.speaker === 'caller' && maxEndSpeaker === 'caller') {
          truthLat.push(((start - maxEnd) * 1000) / rate);
        }
      } else if ('interrupt' in at) {
        if (!prev) throw new Error('interrupt needs a previous line');
        start = prev.start + msToSamples(at.interrupt);
        if (at.cutPrevAfterMs !== undefined && at.interrupt + at.cutPrevAfterMs < (prev.audio.length * 1000) / rate) {
          prev.audio = cutShort(prev.audio, rate, at.interrupt + at.cutPrevAfterMs);
          if (prev.start + prev.audio.length <= start) throw new Error('cutPrevAfterMs leaves no overlap');
          maxEnd = 0;
          for (const p of placed) {
            if (p.start + p.audio.length > maxEnd) {
              maxEnd = p.start + p.audio.length;
              maxEndSpeaker = p.speaker;
            }
          }
        }
        const prevEnd = prev.start + prev.audio.length;
        const overlap = Math.min(prevEnd, start + audio.length) - start;
        if (overlap < msToSamples(600)) throw new Error(`script interruption "${line.text}" overlaps only ${overlap} samples`);
        truthInt.push({ by: line.speaker, atMs: (start * 1000) / rate, overlapMs: (overlap * 1000) / rate });
      } else {
        if (!prev) throw new Error('early start needs a previous line');
        start = prev.start + prev.audio.length - msToSamples(at.early);
      }
      placed.push({ speaker: line.speaker, start, audio });
      if (start + audio.length > maxEnd) {
        maxEnd = start + audio.length;
        maxEndSpeaker = line.speaker;
      }
    }
  } while (maxEnd < minDur);

  const total = maxEnd + msToSamples(1000);
  const caller = new Float32Array(total);
  const agent = new Float32Array(total);
  const segs: { caller: TimeSpan[]; agent: TimeSpan[] } = { caller: [], agent: [] };
  for (const p of placed) {
    const dst = p.speaker === 'caller' ? caller : agent;
    dst.set(p.audio, p.start);
    segs[p.speaker].push({ startMs: (p.start * 1000) / rate, endMs: ((p.start + p.audio.length) * 1000) / rate });
  }

  const noiseOn = opts.channelNoise ?? {
    caller: opts.noise,
    agent: opts.noise && opts.noise.channels === 'both' ? opts.noise : undefined,
  };
  const targets: [Float32Array, TimeSpan[], ChannelNoise | undefined][] = [
    [caller, segs.caller, noiseOn.caller],
    [agent, segs.agent, noiseOn.agent],
  ];
  targets.forEach(([x, spans, spec], k) => {
    if (!spec) return;
    const noise = makeNoise(spec.kind, rate, total, (opts.seed ?? 1) * 7919 + k * 104729 + 13, backgroundSpeechBank(rate));
    const gain = rmsOver(x, spans, rate) / Math.pow(10, spec.snrDb / 20);
    for (let i = 0; i < total; i++) x[i]! += noise[i]! * gain;
  });
  for (const x of [caller, agent]) for (let i = 0; i < total; i++) x[i] = Math.max(-1, Math.min(1, x[i]!));

  const channels = callerChannel === 0 ? [caller, agent] : [agent, caller];
  const wav = encodeWav(channels, rate, { encoding: opts.encoding ?? 'pcm16' });

  const durationMs = (total * 1000) / rate;
  const gt = computeMetrics(segs.caller, segs.agent, durationMs, rate);
  // The metric definitions applied to the exact segments must find what the script designed.
  const gtLat = gt.turnLatency.turns.map((t) => t.latencyMs);
  const gtInt = [...gt.interruptions.callerInterruptedAgent.events, ...gt.interruptions.agentInterruptedCaller.events].sort((a, b) => a.atMs - b.atMs);
  if (gtLat.length !== truthLat.length || gtLat.some((v, k) => Math.abs(v - truthLat[k]!) > 1e-6)) {
    throw new Error(`script latencies ${truthLat.join(',')} but segments give ${gtLat.join(',')}`);
  }
  if (gtInt.length !== truthInt.length || gtInt.some((v, k) => v.by !== truthInt[k]!.by)) {
    throw new Error(`script interruptions ${truthInt.map((i) => i.by).join(',')} but segments give ${gtInt.map((i) => i.by).join(',')}`);
  }
  const callerTalkMs = gt.talk.callerTalkSec * 1000;
  const agentTalkMs = gt.talk.agentTalkSec * 1000;
  return {
    wav,
    sampleRate: rate,
    callerChannel,
    caller,
    agent,
    truth: {
      durationMs,
      segments: segs,
      latenciesMs: truthLat,
      interruptions: truthInt,
      callerTalkMs,
      agentTalkMs,
      agentTalkRatio: agentTalkMs / (agentTalkMs + callerTalkMs),
      longestMonologueMs: {
        caller: gt.longestMonologue.caller?.durationMs ?? 0,
        agent: gt.longestMonologue.agent?.durationMs ?? 0,
      },
    },
  };
}
