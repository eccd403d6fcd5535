import { createHash } from 'node:crypto';
import { NOISE_KINDS } from '../../engine/audio/testdata/noise';
import type { CallerAudioSettings } from '../../engine/voice/persona-audio';

/** The caller-voice fields of a test case as the editor saves them (delays in milliseconds). */
export interface CaseVoiceFields {
  backgroundNoise?: string | null;
  backgroundNoiseVolume?: number | null;
  talkingSpeed?: string | null;
  loudnessLevel?: string | null;
  speakerPhoneEffect?: boolean | null;
  voiceSynthesizer?: string | null;
  voiceIdentifier?: string | null;
  maxCallDurationMinutes?: number | null;
  disableHangup?: boolean | null;
  disableSilenceDetection?: boolean | null;
  initialMessageDelay?: number | null;
  sendDTMFDigits?: string | null;
  sendDTMFInitialDelay?: number | null;
}

const VOICE_FIELDS = [
  'backgroundNoise',
  'backgroundNoiseVolume',
  'talkingSpeed',
  'loudnessLevel',
  'speakerPhoneEffect',
  'voiceSynthesizer',
  'voiceIdentifier',
  'maxCallDurationMinutes',
  'disableHangup',
  'disableSilenceDetection',
  'initialMessageDelay',
  'sendDTMFDigits',
  'sendDTMFInitialDelay',
] as const satisfies ReadonlyArray<keyof CaseVoiceFields>;

/** The caller-voice fields of a case as a run freezes them (after scenario defaults). */
export function callerVoiceOf(c: CaseVoiceFields): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const k of VOICE_FIELDS) if (c[k] !== undefined) out[k] = c[k] ?? null;
  return out;
}

const PACES = ['slow', 'normal', 'fast'] as const;
const LEVELS = ['low', 'medium', 'high'] as const;

/**
 * "Any" in the editor: one of the choices, picked per case run from its id, so a re-played run
 * of the same case run hears the same caller while different case runs vary.
 */
function pick<T extends readonly string[]>(choices: T, value: string | null | undefined, seed: string, field: string): T[number] | undefined {
  if (value == null) return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T[number];
  if (value !== 'random') return undefined;
  const h = createHash('sha256').update(`${seed}:${field}`).digest();
  return choices[h.readUInt32BE(0) % choices.length];
}

/**
 * Turns a case's saved caller-voice fields into what the voice caller acts on. The editor keeps
 * delays in milliseconds and the caller in seconds; unset fields stay unset so the caller's own
 * defaults apply. Fields the caller cannot act on (a custom noise file, which cannot be uploaded)
 * are left out rather than guessed.
 */
export function callerAudioFromCase(c: CaseVoiceFields, seed: string): CallerAudioSettings {
  const audio: CallerAudioSettings = {};
  const speed = pick(PACES, c.talkingSpeed, seed, 'talkingSpeed');
  if (speed) audio.talkingSpeed = speed;
  const loudness = pick(LEVELS, c.loudnessLevel, seed, 'loudnessLevel');
  if (loudness) audio.loudnessLevel = loudness;
  const noise = pick(NOISE_KINDS, c.backgroundNoise, seed, 'backgroundNoise');
  if (noise) {
    audio.backgroundNoise = noise;
    audio.backgroundNoiseVolume = c.backgroundNoiseVolume ?? 50;
  }
  if (c.speakerPhoneEffect) audio.speakerPhoneEffect = true;
  if (c.voiceIdentifier) audio.voiceIdentifier = c.voiceIdentifier;
  if (c.voiceSynthesizer) audio.voiceSynthesizer = c.voiceSynthesizer as CallerAudioSettings['voiceSynthesizer'];
  if (c.maxCallDurationMinutes != null) audio.maxCallDurationMinutes = c.maxCallDurationMinutes;
  if (c.disableHangup) audio.disableHangup = true;
  if (c.disableSilenceDetection) audio.disableSilenceDetection = true;
  if (c.initialMessageDelay != null) audio.initialMessageDelay = c.initialMessageDelay / 1000;
  if (c.sendDTMFDigits) {
    audio.sendDTMFDigits = c.sendDTMFDigits;
    if (c.sendDTMFInitialDelay != null) audio.sendDTMFInitialDelay = c.sendDTMFInitialDelay / 1000;
  }
  return audio;
}
