import { atom, useAtom } from 'jotai';
import type { ContentLanguage } from '#api/schemas/article.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

/**
 * Which languages of articles the feeds show (issue #14): French, English or both. Kept in
 * localStorage, so it holds offline and from the first render (the kept-articles fallback filters
 * the same way).
 */
export type ContentLanguageChoice = ContentLanguage | 'both';

/** localStorage key of the reader's choice. */
export const CONTENT_LANGUAGE_STORAGE_KEY = 'contentLanguage';

const isChoice = (value: unknown): value is ContentLanguageChoice => value === 'fr' || value === 'en' || value === 'both';

/**
 * The default rule: a reader who chose an interface language (a returning reader) reads
 * articles in that language; a new visitor, who has chosen nothing yet, sees both.
 */
export function defaultContentLanguage(storedInterfaceLanguage: string | null): ContentLanguageChoice {
  return storedInterfaceLanguage === 'fr' || storedInterfaceLanguage === 'en' ? storedInterfaceLanguage : 'both';
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // Storage blocked (private mode): the default rule applies.
  }
}

/** The remembered choice, else the default rule. */
export function readContentLanguage(): ContentLanguageChoice {
  const stored = read(CONTENT_LANGUAGE_STORAGE_KEY);
  return isChoice(stored) ? stored : defaultContentLanguage(read(LANGUAGE_STORAGE_KEY));
}

/**
 * Keeps the content language the reader has now when they switch the interface language (issue
 * #25): the default rule reads the stored interface language, so storing a new one would quietly
 * turn a new visitor's "both" into that language. Called before the interface language is stored.
 */
export function keepContentLanguage(): void {
  if (isChoice(read(CONTENT_LANGUAGE_STORAGE_KEY))) return;
  try {
    localStorage.setItem(CONTENT_LANGUAGE_STORAGE_KEY, readContentLanguage());
  } catch {
    // Storage blocked: nothing is stored either way, so nothing changes.
  }
}

const choiceAtom = atom<ContentLanguageChoice | null>(null);

/** The reader's choice, read once, remembered when changed. */
export const contentLanguageAtom = atom(
  (get) => get(choiceAtom) ?? readContentLanguage(),
  (_get, set, choice: ContentLanguageChoice) => {
    try {
      localStorage.setItem(CONTENT_LANGUAGE_STORAGE_KEY, choice);
    } catch {
      // Not remembered, still applied.
    }
    set(choiceAtom, choice);
  },
);

export function useContentLanguage() {
  return useAtom(contentLanguageAtom);
}

/** The `lang` filter of a feed request for a choice (none for both). */
export const langFilterOf = (choice: ContentLanguageChoice): ContentLanguage | undefined => (choice === 'both' ? undefined : choice);
