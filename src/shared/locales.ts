// Voice languages a simulated caller can speak: "random" (Any) or a language-region code.
// Each of the 20 base languages maps to the locale used when only the base is given.

export const LOCALE_LABELS = {
  random: 'Any',
  'en-US': 'English (United States)', 'en-GB': 'English (United Kingdom)', 'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)', 'en-IN': 'English (India)', 'en-IE': 'English (Ireland)', 'en-NZ': 'English (New Zealand)',
  'en-ZA': 'English (South Africa)', 'en-SG': 'English (Singapore)', 'en-PH': 'English (Philippines)',
  'es-ES': 'Spanish (Spain)', 'es-MX': 'Spanish (Mexico)', 'es-AR': 'Spanish (Argentina)', 'es-CO': 'Spanish (Colombia)',
  'es-CL': 'Spanish (Chile)', 'es-PE': 'Spanish (Peru)', 'es-US': 'Spanish (United States)',
  'fr-FR': 'French (France)', 'fr-CA': 'French (Canada)', 'fr-BE': 'French (Belgium)', 'fr-CH': 'French (Switzerland)',
  'de-DE': 'German (Germany)', 'de-AT': 'German (Austria)', 'de-CH': 'German (Switzerland)',
  'it-IT': 'Italian (Italy)', 'it-CH': 'Italian (Switzerland)',
  'pt-BR': 'Portuguese (Brazil)', 'pt-PT': 'Portuguese (Portugal)',
  'nl-NL': 'Dutch (Netherlands)', 'nl-BE': 'Dutch (Belgium)',
  'ru-RU': 'Russian (Russia)',
  'zh-CN': 'Chinese (Mandarin, Simplified)', 'zh-TW': 'Chinese (Taiwanese Mandarin)', 'zh-HK': 'Chinese (Cantonese, Hong Kong)',
  'ja-JP': 'Japanese (Japan)', 'ko-KR': 'Korean (South Korea)',
  'ar-SA': 'Arabic (Saudi Arabia)', 'ar-AE': 'Arabic (United Arab Emirates)', 'ar-EG': 'Arabic (Egypt)',
  'hi-IN': 'Hindi (India)', 'ta-IN': 'Tamil (India)', 'kn-IN': 'Kannada (India)', 'te-IN': 'Telugu (India)',
  'bn-IN': 'Bengali (India)', 'mr-IN': 'Marathi (India)', 'gu-IN': 'Gujarati (India)', 'ml-IN': 'Malayalam (India)',
  'tr-TR': 'Turkish (Turkey)', 'vi-VN': 'Vietnamese (Vietnam)', 'id-ID': 'Indonesian (Indonesia)',
  'pl-PL': 'Polish (Poland)', 'he-IL': 'Hebrew (Israel)',
  'sv-SE': 'Swedish (Sweden)', 'da-DK': 'Danish (Denmark)', 'nb-NO': 'Norwegian Bokmål (Norway)', 'fi-FI': 'Finnish (Finland)',
  'cs-CZ': 'Czech (Czechia)', 'el-GR': 'Greek (Greece)', 'hu-HU': 'Hungarian (Hungary)', 'ro-RO': 'Romanian (Romania)',
  'uk-UA': 'Ukrainian (Ukraine)', 'th-TH': 'Thai (Thailand)', 'ms-MY': 'Malay (Malaysia)', 'fil-PH': 'Filipino (Philippines)',
  'sk-SK': 'Slovak (Slovakia)', 'bg-BG': 'Bulgarian (Bulgaria)',
} as const;
export type Locale = keyof typeof LOCALE_LABELS;
export const LOCALES = Object.keys(LOCALE_LABELS) as [Locale, ...Locale[]];
export const LOCALE_OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] }));

/** The locale a base language ("pt") stands for when no region is chosen. */
export const BASE_LANGUAGE_LOCALE: Record<string, Locale> = {
  en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', it: 'it-IT', pt: 'pt-BR', nl: 'nl-NL', ru: 'ru-RU', zh: 'zh-CN', ja: 'ja-JP',
  ko: 'ko-KR', ar: 'ar-SA', hi: 'hi-IN', ta: 'ta-IN', kn: 'kn-IN', tr: 'tr-TR', vi: 'vi-VN', id: 'id-ID', pl: 'pl-PL', he: 'he-IL',
};
