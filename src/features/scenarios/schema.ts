import { z } from 'zod';
import { ACCENTS, BACKGROUND_NOISES, LEVELS, SPEAKER_GENDERS, SPEECH_PACES, SYNTHESIZERS } from '../../shared/caller-voice';
import { LOCALES } from '../../shared/locales';

const opt = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values, { error: `${what} must be one of ${values.join(', ')}` }).nullish());

/** Defaults a scenario gives its cases' callers; a case's own setting always wins. */
export const ZScenarioSettings = z.object({
  gender: opt(SPEAKER_GENDERS, 'Gender'),
  accent: opt(ACCENTS, 'Accent'),
  talkingSpeed: opt(SPEECH_PACES, 'Talking speed'),
  backgroundNoise: opt(BACKGROUND_NOISES, 'Background noise'),
  language: opt(LOCALES, 'Language'),
  loudnessLevel: opt(LEVELS, 'Loudness level'),
  maxCallDurationMinutes: z.preprocess((v) => (v === '' ? null : v), z.number().int().min(1, 'Max call duration must be 1 to 60 minutes').max(60, 'Max call duration must be 1 to 60 minutes').nullish()),
  voiceSynthesizer: opt(SYNTHESIZERS, 'Synthesizer'),
  voiceIdentifier: z.string().trim().max(200).nullish(),
});

export const ZDatasetFields = z.object({
  name: z.string().trim().min(1, 'Scenario name is required').max(200),
  description: z.string().trim().max(2000).nullish(),
  scenarioSettings: ZScenarioSettings.default({}),
  collectionSettings: z.record(z.string().max(100), z.string().max(2000)).default({}),
  testCaseIds: z.array(z.uuid()).max(5000).default([]),
});
export const ZCreateDatasetRequest = ZDatasetFields;
export type TCreateDatasetRequest = z.infer<typeof ZCreateDatasetRequest>;
export const ZUpdateDatasetRequest = ZDatasetFields.extend({ id: z.uuid() });
export type TUpdateDatasetRequest = z.infer<typeof ZUpdateDatasetRequest>;
export const ZDatasetId = z.object({ id: z.uuid('That is not a valid scenario id') });
