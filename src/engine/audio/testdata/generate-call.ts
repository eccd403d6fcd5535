import { computeMetrics } from '../metrics';
import type { Speaker, TimeSpan } from '../types';
import { synthesize, type VoiceOptions } from './espeak';
import { makeNoise, rng, type NoiseKind } from './noise';
import { resample } from './resample';
import { encodeWav } from './wav-writer';

/** How an utterance is placed relative to what came before. */
type Placement =
  /** Start `gapMs` after everyone has stopped talking (a normal response or a pause). */
  | { after: number }
  /** Start `offsetMs` after the previous utterance started, talking over it. */
  | { interrupt: number }
  /** Start `overlapMs` before the previous utterance ends: an eager but polite turn switch. */
  | { early: number };

interface ScriptLine {
  speaker: Speaker;
  text: string;
  at: Placement;
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

export interface GenerateCallOptions {
  sampleRate: number;
  encoding?: 'pcm16' | 'float32';
  callerChannel?: 0 | 1;
  noise?: NoiseSpec;
  seed?: number;
  /** Repeat the script until the call is at least this long (for benchmarks). */
  minDurationMs?: number;
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

  do {
    for (const line of CALL_SCRIPT) {
      const raw = speechAt(line.text, line.speaker === 'agent' ? AGENT_VOICE : CALLER_VOICE, rate);
      // Per-utterance loudness jitter of ±3 dB around each side's nominal level (agent -22, caller -26 dBFS RMS).
      const target = Math.pow(10, ((line.speaker === 'agent' ? -22 : -26) + (r() * 6 - 3)) / 20);
      let e = 0;
      for (let i = 0; i < raw.length; i++) e += raw[i]! * raw[i]!;
      const g = target / Math.sqrt(e / raw.length);
      const audio = new Float32Array(raw.length);
      for (let i = 0; i < raw.length; i++) audio[i] = raw[i]! * g;

      const prev = placed[placed.length - 1];
      let start: number;
      if ('after' in line.at) {
        start = maxEnd + msToSamples(line.at.after);
        if (line.speaker === 'agent' && prev && prev.speaker === 'caller' && maxEndSpeaker === 'caller') {
          truthLat.push(((start - maxEnd) * 1000) / rate);
        }
      } else if ('interrupt' in line.at) {
        if (!prev) throw new Error('interrupt needs a previous line');
        start = prev.start + msToSamples(line.at.interrupt);
        const prevEnd = prev.start + prev.audio.length;
        const overlap = Math.min(prevEnd, start + audio.length) - start;
        if (overlap < msToSamples(600)) throw new Error(`script interruption "${line.text}" overlaps only ${overlap} samples`);
        truthInt.push({ by: line.speaker, atMs: (start * 1000) / rate, overlapMs: (overlap * 1000) / rate });
      } else {
        if (!prev) throw new Error('early start needs a previous line');
        start = prev.start + prev.audio.length - msToSamples(line.at.early);
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

  if (opts.noise) {
    const bank = backgroundSpeechBank(rate);
    const targets: [Float32Array, TimeSpan[]][] = [[caller, segs.caller]];
    if ((opts.noise.channels ?? 'caller') === 'both') targets.push([agent, segs.agent]);
    targets.forEach(([x, spans], k) => {
      const noise = makeNoise(opts.noise!.kind, rate, total, (opts.seed ?? 1) * 7919 + k * 104729 + 13, bank);
      const gain = rmsOver(x, spans, rate) / Math.pow(10, opts.noise!.snrDb / 20);
      for (let i = 0; i < total; i++) x[i]! += noise[i]! * gain;
    });
  }
  for (const x of [caller, agent]) for (let i = 0; i < total; i++) x[i] = Math.max(-1, Math.min(1, x[i]!));

  const channels = callerChannel === 0 ? [caller, agent] : [agent, caller];
  const wav = encodeWav(channels, rate, { encoding: opts.encoding ?? 'pcm16' });

  const durationMs = (total * 1000) / rate;
  const gt = computeMetrics(segs.caller, segs.agent, durationMs, rate);
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
