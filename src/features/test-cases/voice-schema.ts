import { z } from 'zod';
import { ACCENTS, BACKGROUND_NOISES, LEVELS, SPEAKER_GENDERS, SPEECH_PACES, SYNTHESIZERS } from '../../shared/caller-voice';

/** A text flag from a form or a CSV cell: 'true'/'false' become booleans; anything else is an error. */
const ZFlag = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  return s === 'true' ? true : s === 'false' || s === '' ? false : v;
}, z.boolean({ error: 'Use true or false' }));

/** An empty form field or CSV cell means "not set". */
const blankToNull = (v: unknown) => (v === '' ? null : v);
const optEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(blankToNull, z.enum(values, { error: `${what} must be one of ${values.join(', ')}` }).nullish());
const optInt = (min: number, max: number, message: string) =>
  z.preprocess((v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v), z.number({ error: message }).int(message).min(min, message).max(max, message).nullish());

/** The simulated caller's voice and audio settings, checked the same way in forms, API and import. */
export const ZCallerVoice = z.object({
  accent: optEnum(ACCENTS, 'Accent'),
  gender: optEnum(SPEAKER_GENDERS, 'Gender'),
  backgroundNoise: optEnum(BACKGROUND_NOISES, 'Background noise'),
  backgroundNoiseVolume: optInt(0, 100, 'Background noise volume must be a number from 0 to 100'),
  talkingSpeed: optEnum(SPEECH_PACES, 'Talking speed'),
  loudnessLevel: optEnum(LEVELS, 'Loudness level'),
  speakerPhoneEffect: ZFlag.default(false),
  voiceSynthesizer: optEnum(SYNTHESIZERS, 'Synthesizer'),
  voiceIdentifier: z.preprocess(blankToNull, z.string().trim().max(200).nullish()),
  maxCallDurationMinutes: optInt(1, 60, 'Max call duration must be 1 to 60 minutes'),
  disableHangup: ZFlag.default(false),
  disableSilenceDetection: ZFlag.default(false),
  disableSilenceToolCall: ZFlag.default(false),
  smartIvrNavigate: ZFlag.default(false),
  initialMessageDelay: optInt(0, 60_000, 'Initial message delay must be 0 to 60000 ms'),
  sendDTMFDigits: z.preprocess(blankToNull, z.string().trim().regex(/^[0-9*#wW]{1,64}$/, 'DTMF digits may use 0-9, *, # and w (pause)').nullish()),
  sendDTMFInitialDelay: optInt(0, 60_000, 'DTMF initial delay must be 0 to 60000 ms'),
  anonymousCalling: ZFlag.default(false),
});
export type TCallerVoice = z.infer<typeof ZCallerVoice>;

/** Tag names on a case: trimmed, de-duplicated, short. */
export const ZTagNames = z
  .array(z.string().trim().min(1, 'A tag cannot be empty').max(60, 'A tag can have at most 60 characters'))
  .max(20, 'A test case can have at most 20 tags')
  .default([])
  .transform((tags) => [...new Set(tags)].sort());
