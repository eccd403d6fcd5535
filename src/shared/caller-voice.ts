// The simulated caller's voice and audio choices, with the labels forms show. Defined once
// here so zod, drizzle, the editor, import/export and the engine agree on the same values.

type Labels<T extends readonly string[]> = Record<T[number], string>;
const options = <T extends readonly string[]>(values: T, labels: Labels<T>) => values.map((value) => ({ value, label: labels[value as T[number]] }));

export const SYNTHESIZERS = ['azure', 'cartesia', 'elevenlabs', 'playht', 'rime', 'openai'] as const;
export type Synthesizer = (typeof SYNTHESIZERS)[number];
export const SYNTHESIZER_LABELS: Labels<typeof SYNTHESIZERS> = {
  azure: 'Azure',
  cartesia: 'Cartesia',
  elevenlabs: 'ElevenLabs',
  playht: 'PlayHT',
  rime: 'Rime',
  openai: 'OpenAI',
};

export const BACKGROUND_NOISES = ['random', 'cafe', 'cross_talk', 'kitchen', 'metro', 'traffic', 'restaurant', 'wind', 'tv_speech_ad', 'tv_music_ad', 'custom'] as const;
export type BackgroundNoise = (typeof BACKGROUND_NOISES)[number];
export const BACKGROUND_NOISE_LABELS: Labels<typeof BACKGROUND_NOISES> = {
  random: 'Any',
  cafe: 'Cafe',
  cross_talk: 'Cross Talk',
  kitchen: 'Kitchen',
  metro: 'Metro',
  traffic: 'Traffic',
  restaurant: 'Restaurant',
  wind: 'Wind',
  tv_speech_ad: 'TV Speech Ad',
  tv_music_ad: 'TV Music Ad',
  custom: 'Custom',
};

export const SPEAKER_GENDERS = ['random', 'male', 'female'] as const;
export type SpeakerGender = (typeof SPEAKER_GENDERS)[number];
export const SPEAKER_GENDER_LABELS: Labels<typeof SPEAKER_GENDERS> = { random: 'Any', male: 'Male', female: 'Female' };

export const SPEECH_PACES = ['random', 'slow', 'normal', 'fast'] as const;
export type SpeechPace = (typeof SPEECH_PACES)[number];
export const SPEECH_PACE_LABELS: Labels<typeof SPEECH_PACES> = { random: 'Any', slow: 'Slow', normal: 'Normal', fast: 'Fast' };

export const LEVELS = ['random', 'low', 'medium', 'high'] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_LABELS: Labels<typeof LEVELS> = { random: 'Any', low: 'Low', medium: 'Medium', high: 'High' };

export const NOISE_INTENSITIES = ['none', 'random', 'light', 'moderate', 'heavy'] as const;
export type NoiseIntensity = (typeof NOISE_INTENSITIES)[number];
export const NOISE_INTENSITY_LABELS: Labels<typeof NOISE_INTENSITIES> = { none: 'None', random: 'Any', light: 'Light', moderate: 'Moderate', heavy: 'Heavy' };

export const ACCENTS = [
  'random', 'US', 'US-SOUTH', 'GB', 'GB-RP', 'GB-COCKNEY', 'GB-ESTUARY', 'GB-SCOTTISH', 'GB-WELSH', 'GB-GEORDIE', 'GB-SCOUSE',
  'GB-BRUMMIE', 'GB-YORKSHIRE', 'GB-WESTCOUNTRY', 'AU', 'IN', 'ES', 'MX', 'AR', 'CO', 'FR', 'DE', 'IT', 'JP', 'KR', 'CN',
] as const;
export type Accent = (typeof ACCENTS)[number];
export const ACCENT_LABELS: Labels<typeof ACCENTS> = {
  random: 'Any',
  US: 'American',
  'US-SOUTH': 'American (South)',
  GB: 'British (General)',
  'GB-RP': 'British (RP)',
  'GB-COCKNEY': 'British (Cockney)',
  'GB-ESTUARY': 'British (Estuary)',
  'GB-SCOTTISH': 'British (Scottish)',
  'GB-WELSH': 'British (Welsh)',
  'GB-GEORDIE': 'British (Geordie)',
  'GB-SCOUSE': 'British (Scouse)',
  'GB-BRUMMIE': 'British (Brummie)',
  'GB-YORKSHIRE': 'British (Yorkshire)',
  'GB-WESTCOUNTRY': 'British (West Country)',
  AU: 'Australian',
  IN: 'Indian',
  ES: 'Spanish (Spain)',
  MX: 'Spanish (Mexico)',
  AR: 'Spanish (Argentina)',
  CO: 'Spanish (Colombia)',
  FR: 'French',
  DE: 'German',
  IT: 'Italian',
  JP: 'Japanese',
  KR: 'Korean',
  CN: 'Chinese',
};

export const SYNTHESIZER_OPTIONS = options(SYNTHESIZERS, SYNTHESIZER_LABELS);
export const BACKGROUND_NOISE_OPTIONS = options(BACKGROUND_NOISES, BACKGROUND_NOISE_LABELS);
export const SPEAKER_GENDER_OPTIONS = options(SPEAKER_GENDERS, SPEAKER_GENDER_LABELS);
export const SPEECH_PACE_OPTIONS = options(SPEECH_PACES, SPEECH_PACE_LABELS);
export const LEVEL_OPTIONS = options(LEVELS, LEVEL_LABELS);
export const NOISE_INTENSITY_OPTIONS = options(NOISE_INTENSITIES, NOISE_INTENSITY_LABELS);
export const ACCENT_OPTIONS = options(ACCENTS, ACCENT_LABELS);
