import { z } from 'zod';
import { backgroundSpeechBank } from '../audio/testdata/generate-call';
import { makeNoise, NOISE_KINDS, type NoiseKind } from '../audio/testdata/noise';
import { SYNTHESIZERS } from '../../shared/caller-voice';
import { CALL_SAMPLE_RATE } from './constants';

/** The simulated caller's sound, as a test case describes it. Times are in seconds, as the test case stores them. */
export const ZCallerAudioSettings = z.object({
  voiceIdentifier: z.string().max(100).optional(),
  voiceSynthesizer: z.enum(['espeak', ...SYNTHESIZERS]).optional(),
  talkingSpeed: z.enum(['slow', 'normal', 'fast']).optional(),
  loudnessLevel: z.enum(['low', 'medium', 'high']).optional(),
  backgroundNoise: z.enum(NOISE_KINDS).nullish(),
  backgroundNoiseVolume: z.number().min(0).max(100).optional(),
  speakerPhoneEffect: z.boolean().optional(),
  initialMessageDelay: z.number().min(0).max(120).optional(),
  sendDTMFDigits: z.string().regex(/^[0-9*#A-Da-dWw]*$/, 'DTMF digits are 0-9, *, #, A-D and w (a half-second pause)').max(64).optional(),
  sendDTMFInitialDelay: z.number().min(0).max(600).optional(),
  maxCallDurationMinutes: z.number().min(0.1).max(60).optional(),
  disableHangup: z.boolean().optional(),
  disableSilenceDetection: z.boolean().optional(),
});
export type CallerAudioSettings = z.infer<typeof ZCallerAudioSettings>;

export const WORDS_PER_MINUTE = { slow: 135, normal: 175, fast: 220 } as const;
/** Speech RMS per loudness level (dBFS): a quiet talker far from the phone to one too close. */
export const LOUDNESS_DBFS = { low: -32, medium: -24, high: -16 } as const;

/** Noise level for volume 0-100: 100 is a loud room (-20 dBFS RMS), each step below quieter in dB. */
export function noiseDbfs(volume: number): number {
  return -50 + 30 * (volume / 100);
}

function rms(x: Float32Array): number {
  let acc = 0;
  for (let i = 0; i < x.length; i++) acc += x[i]! * x[i]!;
  return Math.sqrt(acc / Math.max(1, x.length));
}

/** Scales speech to the loudness level, in place. */
export function applyLoudness(x: Float32Array, level: keyof typeof LOUDNESS_DBFS = 'medium'): Float32Array {
  const gain = 10 ** (LOUDNESS_DBFS[level] / 20) / Math.max(1e-6, rms(x));
  for (let i = 0; i < x.length; i++) x[i] = Math.max(-1, Math.min(1, x[i]! * gain));
  return x;
}

/** A phone held at arm's length on speaker: the line's 300-3400 Hz band and a little clipping from the small speaker. */
export function applySpeakerPhone(x: Float32Array): Float32Array {
  const hp = biquad(x, 'high', 300);
  const bp = biquad(hp, 'low', 3400);
  let peak = 1e-6;
  for (let i = 0; i < bp.length; i++) peak = Math.max(peak, Math.abs(bp[i]!));
  const drive = 2.5;
  const norm = Math.tanh(drive);
  for (let i = 0; i < bp.length; i++) bp[i] = (Math.tanh((drive * bp[i]!) / peak) / norm) * peak;
  return bp;
}

function biquad(x: Float32Array, kind: 'high' | 'low', hz: number): Float32Array {
  const w0 = (2 * Math.PI * hz) / CALL_SAMPLE_RATE;
  const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
  const cos = Math.cos(w0);
  const a0 = 1 + alpha;
  const b0 = (kind === 'high' ? (1 + cos) / 2 : (1 - cos) / 2) / a0;
  const b1 = (kind === 'high' ? -(1 + cos) : 1 - cos) / a0;
  const a1 = (-2 * cos) / a0;
  const a2 = (1 - alpha) / a0;
  const out = new Float32Array(x.length);
  let z1 = 0;
  let z2 = 0;
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    const y = b0 * v + z1;
    z1 = b1 * v - a1 * y + z2;
    z2 = b0 * v - a2 * y;
    out[i] = y;
  }
  return out;
}

/** Seconds of background noise made per call, played in a loop under the caller for the whole call. */
const NOISE_LOOP_SECONDS = 8;

/** The caller's room: a loop of the chosen noise at the chosen volume, or null for a quiet line. */
export function backgroundNoiseLoop(kind: NoiseKind | null | undefined, volume: number | undefined, seed: number): Float32Array | null {
  if (!kind || !volume) return null;
  const n = NOISE_LOOP_SECONDS * CALL_SAMPLE_RATE;
  const needsSpeech = kind === 'cafe' || kind === 'restaurant' || kind === 'cross_talk' || kind === 'tv_speech_ad';
  const noise = makeNoise(kind, CALL_SAMPLE_RATE, n, seed, needsSpeech ? backgroundSpeechBank(CALL_SAMPLE_RATE) : []);
  const gain = 10 ** (noiseDbfs(volume) / 20) / Math.max(1e-6, rms(noise));
  for (let i = 0; i < n; i++) noise[i]! *= gain;
  // Cross-fade the ends so the loop has no click.
  const fade = Math.round(0.05 * CALL_SAMPLE_RATE);
  for (let i = 0; i < fade; i++) {
    const w = i / fade;
    noise[i] = noise[i]! * w + noise[n - fade + i]! * (1 - w);
  }
  return noise.subarray(0, n - fade);
}
