import i18next, { type BackendModule, type i18n, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '#api/schemas/server-render.ts';
import { keepContentLanguage } from './content-language.ts';
import { initialLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './language.ts';

/**
 * Each language's strings are their own chunk (web/i18n/resources-<lang>.ts), loaded when that
 * language is shown: the first view downloads one language, not both (issue #11). i18next asks this
 * backend at init and on `changeLanguage`, before it switches.
 */
const LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('../i18n/resources-fr.ts'),
  en: () => import('../i18n/resources-en.ts'),
};

/**
 * String areas only some screens use (the template pages: a third of all strings; the moderation
 * page, for moderators only; the bell and its page, the notification settings and the Devices screen, for signed-in readers
 * only), loaded by those screens (`loadStringArea`), never at start.
 * Once asked for, an area also loads with every language switched to.
 */
const ON_DEMAND = import.meta.glob<Record<string, unknown>>(
  ['../i18n/*/template.json', '../i18n/*/moderation.json', '../i18n/*/notifications.json', '../i18n/*/push-settings.json', '../i18n/*/devices.json'],
  { import: 'default' },
);
export type StringArea = 'template' | 'moderation' | 'notifications' | 'push-settings' | 'devices';
const requestedAreas = new Set<StringArea>();
/** `<language>/<area>` pairs already in i18next's store. */
const loadedAreas = new Set<string>();

async function areaStrings(language: string, area: StringArea): Promise<Record<string, unknown>> {
  const load = ON_DEMAND[`../i18n/${language}/${area}.json`];
  const strings = load ? await load() : {};
  loadedAreas.add(`${language}/${area}`);
  return strings;
}

/** Loads an on-demand string area in the current language (and in any language switched to later). */
export async function loadStringArea(area: StringArea): Promise<void> {
  requestedAreas.add(area);
  await initI18n();
  const language = i18next.language;
  if (loadedAreas.has(`${language}/${area}`)) return;
  i18next.addResourceBundle(language, 'translation', await areaStrings(language, area), true, true);
}

const lazyResources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = LOADERS[language as Language];
    if (!load) return callback(null, {});
    Promise.all([load(), ...[...requestedAreas].map((area) => areaStrings(language, area))]).then(
      ([module, ...areas]) => callback(null, Object.assign({}, module.default, ...areas) as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function readStoredLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode); the default rule applies.
  }
  return languageInUrl() ?? initialLanguage(stored, typeof navigator === 'undefined' ? undefined : navigator.language);
}

/**
 * `?lang=fr|en` in the address: the language version a search engine or a shared link points at
 * (the `hreflang` alternates of api/site/heads/route-head.ts). Shown, not remembered: the reader's own
 * choice stays theirs.
 */
function languageInUrl(): Language | null {
  if (typeof location === 'undefined') return null;
  const asked = new URLSearchParams(location.search).get('lang');
  return asked === 'fr' || asked === 'en' ? asked : null;
}

/** Switches the language, remembers it as `selectedLanguage` and updates `<html lang>`. */
export async function setLanguage(language: Language): Promise<void> {
  // The interface language and the stories' language are separate choices.
  keepContentLanguage();
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still switched.
  }
  await i18next.changeLanguage(language);
}

/** The options of the page's i18next and of each server render's. */
const OPTIONS: InitOptions = {
  // Every key exists in both languages (web/i18n/i18n-resources.test.ts) and the language is always
  // one of them (initialLanguage), so no fallback language needs loading beside it.
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
};

let ready: Promise<unknown> | null = null;

/**
 * Starts i18next once (boot and test renders call it; later calls share the first start): the
 * stored or browser language, loaded by `lazyResources`, `<html lang>` kept in step with it.
 */
export function initI18n(): Promise<unknown> {
  ready ??= (() => {
    i18next.on('languageChanged', (language) => {
      if (typeof document === 'undefined') return;
      document.documentElement.lang = language;
      // The server renders the next page in this language (api/site/pages/page-render.ts).
      document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
      // The install dialog and the launcher speak the page's language: its manifest (web/manifest.ts's
      // `manifestPath`, not imported: the start would carry every manifest string).
      const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (manifest) manifest.setAttribute('href', `/manifest.${language}.webmanifest`);
    });
    return i18next
      .use(lazyResources)
      .use(initReactI18next)
      .init({ ...OPTIONS, lng: readStoredLanguage() });
  })();
  return ready;
}

/**
 * An i18next instance of its own for one server render (web/app/server-render.tsx, given to the tree
 * by `I18nextProvider`): renders in different languages run at the same time, and none changes the
 * language of another. Its strings are the language's chunk, read and not copied.
 */
export async function createRenderI18n(language: Language): Promise<i18n> {
  const strings = (await LOADERS[language]()).default as ResourceKey;
  const instance = i18next.createInstance();
  await instance.init({ ...OPTIONS, lng: language, resources: { [language]: { translation: strings } } });
  return instance;
}

export { i18next };
