import { execFileSync } from 'node:child_process';

/**
 * Languages whose espeak-ng voices read Latin-script text: English is read
 * with each one's own phonemes, rhythm and intonation, which is the point
 * (accents, tones and speaking styles the detector was not tuned on).
 */
export const SCENARIO_LANGUAGES = [
  'en-us', 'en-gb', 'en-gb-scotland', 'en-gb-x-rp', 'en-gb-x-gbclan', 'en-gb-x-gbcwmd', 'en-029', 'en-us-nyc',
  'de', 'nl', 'af', 'da', 'sv', 'nb', 'is', 'fr-fr', 'fr-be', 'es', 'es-419', 'it', 'pt', 'pt-br', 'ro', 'ca',
  'pl', 'cs', 'sk', 'hr', 'sl', 'hu', 'fi', 'et', 'tr', 'id', 'ms', 'sw', 'vi', 'cy', 'ga', 'eo', 'la',
] as const;

/** FNV-1a: a stable hash, so the train / held-out split never depends on list order or espeak's output order. */
export function stableHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export type Split = 'train' | 'heldout';

/**
 * The split, fixed before any tuning: a voice variant or language is held out
 * when its name hashes to 0 mod 4 (about a quarter of each). Held-out calls
 * use only held-out variants and languages (and their own phrases and seeds);
 * the detector is tuned on train calls only.
 */
export function splitOf(name: string): Split {
  return stableHash(name) % 4 === 0 ? 'heldout' : 'train';
}

let variants: string[] | undefined;

/** Every voice variant espeak-ng has installed ("m3", "f3", "Alex", "whisper", …), from `espeak-ng --voices=variant`. */
export function espeakVariants(): string[] {
  if (!variants) {
    const out = execFileSync('espeak-ng', ['--voices=variant'], { encoding: 'utf8' });
    variants = [];
    for (const line of out.split('\n').slice(1)) {
      const m = /\s!v\/(\S+)\s*(\(|$)/.exec(line);
      // A file name with a space ("Mr serious") cannot be named on the command line; it is skipped.
      if (m) variants.push(m[1]!);
    }
    variants.sort();
  }
  return variants;
}

/** Variants and languages of one split. */
export function voicePool(split: Split): { languages: string[]; variants: string[] } {
  return {
    languages: SCENARIO_LANGUAGES.filter((l) => splitOf(l) === split),
    variants: espeakVariants().filter((v) => splitOf(v) === split),
  };
}
