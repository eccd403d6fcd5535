/** A language tag as the caller settings accept it: a base language or language-region (en, pt-BR). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** The base languages offered first in forms. */
export const BASE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'ta', 'kn', 'tr', 'vi', 'id', 'pl', 'he'] as const;

/** "pt-BR" → "Brazilian Portuguese", in English; the tag itself when the runtime does not know it. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
