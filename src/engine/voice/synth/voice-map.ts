import { SPEAKER_GENDERS, SPEECH_PACES, type Accent, type SpeakerGender, type SpeechPace, type Synthesizer } from '../../../shared/caller-voice';
import { WORDS_PER_MINUTE } from '../persona-audio';

/**
 * How a test case's persona voice fields become the caller's actual voice. Every choice is
 * deterministic for a call ("Any" is drawn from the call's seed), so a rerun sounds the same.
 * The table is documented in docs/voice.md ("Persona voice fields").
 */
export type SynthesizerName = 'espeak' | Synthesizer;

export interface CallerVoiceChoice {
  synthesizer?: SynthesizerName | null;
  /** A provider voice id or an espeak-ng voice name; wins over gender/accent/language when set. */
  voiceIdentifier?: string | null;
  gender?: SpeakerGender | null;
  accent?: Accent | null;
  /** A language-region code such as "es-MX" (the case's first language); English when absent. */
  locale?: string | null;
  talkingSpeed?: SpeechPace | null;
}

export interface ResolvedVoice {
  synthesizer: SynthesizerName;
  /** espeak-ng "voice+variant", or the provider's voice id/name. */
  voice: string;
  /** BCP-47 language-region, e.g. "en-GB". */
  locale: string;
  gender: 'male' | 'female' | 'unspecified';
  wordsPerMinute: number;
  /** wordsPerMinute relative to an ordinary 175 wpm, for providers that take a speed factor. */
  speedRatio: number;
}

/** Accent → the locale it implies for English speech (also picks provider voices). */
export const ACCENT_LOCALE: Record<Exclude<Accent, 'random'>, string> = {
  US: 'en-US', 'US-SOUTH': 'en-US', GB: 'en-GB', 'GB-RP': 'en-GB', 'GB-COCKNEY': 'en-GB', 'GB-ESTUARY': 'en-GB', 'GB-SCOTTISH': 'en-GB',
  'GB-WELSH': 'en-GB', 'GB-GEORDIE': 'en-GB', 'GB-SCOUSE': 'en-GB', 'GB-BRUMMIE': 'en-GB', 'GB-YORKSHIRE': 'en-GB', 'GB-WESTCOUNTRY': 'en-GB',
  AU: 'en-AU', IN: 'en-IN', ES: 'es-ES', MX: 'es-MX', AR: 'es-AR', CO: 'es-CO', FR: 'fr-FR', DE: 'de-DE', IT: 'it-IT', JP: 'ja-JP', KR: 'ko-KR', CN: 'zh-CN',
};

/**
 * Accent → espeak-ng voice. British regional accents use espeak's closest regional English;
 * a non-English accent reads the (English) line with that language's phonetics, which is how
 * espeak-ng produces accented English.
 */
export const ESPEAK_ACCENT_VOICE: Record<Exclude<Accent, 'random'>, string> = {
  US: 'en-us', 'US-SOUTH': 'en-us', GB: 'en-gb', 'GB-RP': 'en-gb-x-rp', 'GB-COCKNEY': 'en-gb', 'GB-ESTUARY': 'en-gb', 'GB-SCOTTISH': 'en-gb-scotland',
  'GB-WELSH': 'en-gb-x-gbcwmd', 'GB-GEORDIE': 'en-gb-x-gbclan', 'GB-SCOUSE': 'en-gb-x-gbclan', 'GB-BRUMMIE': 'en-gb-x-gbcwmd', 'GB-YORKSHIRE': 'en-gb-x-gbclan',
  'GB-WESTCOUNTRY': 'en-gb', AU: 'en-gb', IN: 'hi', ES: 'es', MX: 'es-419', AR: 'es-419', CO: 'es-419', FR: 'fr-fr', DE: 'de', IT: 'it', JP: 'ja', KR: 'ko', CN: 'cmn',
};

/** Base language → espeak-ng voice, for callers who speak a language other than English. */
const ESPEAK_LANGUAGE_VOICE: Record<string, string> = {
  en: 'en-us', es: 'es', fr: 'fr-fr', de: 'de', it: 'it', pt: 'pt', nl: 'nl', ru: 'ru', zh: 'cmn', ja: 'ja', ko: 'ko', ar: 'ar', hi: 'hi',
  ta: 'ta', kn: 'kn', te: 'te', bn: 'bn', mr: 'mr', gu: 'gu', ml: 'ml', tr: 'tr', vi: 'vi', id: 'id', pl: 'pl', he: 'he', sv: 'sv', da: 'da',
  nb: 'nb', fi: 'fi', cs: 'cs', el: 'el', hu: 'hu', ro: 'ro', uk: 'uk', th: 'th', ms: 'ms', sk: 'sk', bg: 'bg',
};
const ESPEAK_LOCALE_VOICE: Record<string, string> = {
  'en-GB': 'en-gb', 'en-IE': 'en-gb', 'en-AU': 'en-gb', 'en-NZ': 'en-gb', 'en-ZA': 'en-gb', 'en-IN': 'en-gb', 'es-ES': 'es', 'pt-BR': 'pt-br',
  'fr-BE': 'fr-be', 'fr-CH': 'fr-ch', 'zh-HK': 'yue',
};

/** espeak-ng variants by gender: the same voice made lower/male or higher/female. */
export const ESPEAK_GENDER_VARIANT = { male: 'm3', female: 'f3' } as const;

function pick<T>(values: readonly T[], seed: number): T {
  return values[seed % values.length]!;
}

export function resolveCallerVoice(choice: CallerVoiceChoice, seed: number): ResolvedVoice {
  const synthesizer = choice.synthesizer ?? 'espeak';
  // Unset fields keep espeak-ng's plain voice at an ordinary pace; "Any" (random) draws from the seed.
  const gender = choice.gender === 'random' ? (pick(SPEAKER_GENDERS.slice(1), seed) as 'male' | 'female') : (choice.gender ?? null);
  const accent = !choice.accent || choice.accent === 'random' ? null : choice.accent;
  const pace = choice.talkingSpeed === 'random' ? pick(SPEECH_PACES.slice(1), seed >>> 3) : (choice.talkingSpeed ?? 'normal');
  const wordsPerMinute = WORDS_PER_MINUTE[pace as Exclude<SpeechPace, 'random'>];
  const explicitLocale = choice.locale && choice.locale !== 'random' ? choice.locale : null;
  const english = !explicitLocale || explicitLocale.startsWith('en');
  // An English line with an accent takes the accent's locale; another language keeps its own.
  const locale = english && accent ? ACCENT_LOCALE[accent] : (explicitLocale ?? 'en-US');
  const custom = choice.voiceIdentifier?.trim() || null;
  let voice: string;
  if (synthesizer === 'espeak') {
    const base = english && accent ? ESPEAK_ACCENT_VOICE[accent] : (ESPEAK_LOCALE_VOICE[locale] ?? ESPEAK_LANGUAGE_VOICE[locale.split('-')[0]!] ?? 'en-us');
    voice = custom ?? (gender ? `${base}+${ESPEAK_GENDER_VARIANT[gender]}` : base);
  } else {
    voice = custom ?? providerVoice(synthesizer, locale, gender ?? 'female');
  }
  return { synthesizer, voice, locale, gender: gender ?? 'unspecified', wordsPerMinute, speedRatio: wordsPerMinute / WORDS_PER_MINUTE.normal };
}

/**
 * Documented default voices per provider and gender (a test case's voiceIdentifier overrides them).
 * Cartesia and PlayHT voices are account- and catalogue-specific ids, so those two need the
 * test case's voice identifier.
 */
export const PROVIDER_DEFAULT_VOICES: Partial<Record<Synthesizer, { male: string; female: string }>> = {
  openai: { male: 'onyx', female: 'coral' },
  azure: { male: 'en-US-AndrewMultilingualNeural', female: 'en-US-AvaMultilingualNeural' },
  elevenlabs: { male: 'pNInz6obpgDQGcFmaJgB', female: '21m00Tcm4TlvDq8ikWAM' },
  rime: { male: 'cove', female: 'astra' },
};

/** Azure neural voices per locale (multilingual voices elsewhere). */
const AZURE_LOCALE_VOICES: Record<string, { male: string; female: string }> = {
  'en-US': { male: 'en-US-GuyNeural', female: 'en-US-JennyNeural' },
  'en-GB': { male: 'en-GB-RyanNeural', female: 'en-GB-SoniaNeural' },
  'en-AU': { male: 'en-AU-WilliamNeural', female: 'en-AU-NatashaNeural' },
  'en-IN': { male: 'en-IN-PrabhatNeural', female: 'en-IN-NeerjaNeural' },
  'es-ES': { male: 'es-ES-AlvaroNeural', female: 'es-ES-ElviraNeural' },
  'es-MX': { male: 'es-MX-JorgeNeural', female: 'es-MX-DaliaNeural' },
  'fr-FR': { male: 'fr-FR-HenriNeural', female: 'fr-FR-DeniseNeural' },
  'de-DE': { male: 'de-DE-ConradNeural', female: 'de-DE-KatjaNeural' },
  'it-IT': { male: 'it-IT-DiegoNeural', female: 'it-IT-ElsaNeural' },
  'ja-JP': { male: 'ja-JP-KeitaNeural', female: 'ja-JP-NanamiNeural' },
  'ko-KR': { male: 'ko-KR-InJoonNeural', female: 'ko-KR-SunHiNeural' },
  'zh-CN': { male: 'zh-CN-YunxiNeural', female: 'zh-CN-XiaoxiaoNeural' },
};

function providerVoice(synthesizer: Synthesizer, locale: string, gender: 'male' | 'female'): string {
  if (synthesizer === 'azure') return (AZURE_LOCALE_VOICES[locale] ?? PROVIDER_DEFAULT_VOICES.azure!)[gender];
  // Empty: the adapter refuses with a message naming the missing voice identifier.
  return PROVIDER_DEFAULT_VOICES[synthesizer]?.[gender] ?? '';
}

