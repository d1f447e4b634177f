import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './language.ts';

/**
 * Resources are split by screen (`web/i18n/<lang>/<area>.json`, each holding its own top-level
 * keys) so features add strings without touching each other's files; they are merged here into the
 * one `translation` namespace, keeping the spec's keys (`login.requiredEmail`, `requiredField`…).
 */
const files = import.meta.glob<Record<string, unknown>>('../i18n/*/*.json', { eager: true, import: 'default' });

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const lang = path.split('/').at(-2)!;
    const translation = ((resources[lang] ??= { translation: {} }).translation ?? {}) as Record<string, unknown>;
    Object.assign(translation, content);
    resources[lang]!.translation = translation;
  }
  return resources;
}

export function readStoredLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode); the default rule applies.
  }
  return initialLanguage(stored, typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Switches the language, remembers it as `selectedLanguage` and updates `<html lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  await i18next.changeLanguage(language);
}

let ready: Promise<unknown> | null = null;

/**
 * Starts i18next once (boot and test renders call it; later calls share the first start): the
 * stored or browser language, `<html lang>` kept in step with it.
 */
export function initI18n(): Promise<unknown> {
  ready ??= (() => {
    i18next.on('languageChanged', (language) => {
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
    return i18next.use(initReactI18next).init({
      resources: buildResources(),
      lng: readStoredLanguage(),
      fallbackLng: 'fr',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  })();
  return ready;
}

export { i18next };
