/** Languages with bundled resources. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the reader's choice (spec §3). */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/**
 * The spec's default rule: French unless the browser language is one the product recognises
 * (en, fr, de, es). Only en and fr have resources, so a German or Spanish browser gets the
 * fallback, French — as the original product did.
 */
export function defaultLanguage(browserLanguage: string | undefined): Language {
  const base = (browserLanguage ?? '').toLowerCase().split('-')[0] ?? '';
  return base === 'en' ? 'en' : 'fr';
}

/** The remembered choice when valid, else the default rule. */
export function initialLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  return stored === 'en' || stored === 'fr' ? stored : defaultLanguage(browserLanguage);
}
