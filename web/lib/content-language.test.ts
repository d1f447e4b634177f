import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGE_STORAGE_KEY, contentLanguageAtom, defaultContentLanguage, langFilterOf, readContentLanguage } from './content-language.ts';
import { LANGUAGE_STORAGE_KEY } from './language.ts';

describe("the reader's content language", () => {
  beforeEach(() => localStorage.clear());

  it('defaults to both for a new visitor, and to the interface language a returning reader chose', () => {
    expect(defaultContentLanguage(null)).toBe('both');
    expect(readContentLanguage()).toBe('both');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(readContentLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readContentLanguage()).toBe('fr');
  });

  it('remembers a choice over the default, and ignores a damaged stored value', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const store = createStore();
    expect(store.get(contentLanguageAtom)).toBe('fr');
    store.set(contentLanguageAtom, 'both');
    expect(store.get(contentLanguageAtom)).toBe('both');
    expect(localStorage.getItem(CONTENT_LANGUAGE_STORAGE_KEY)).toBe('both');
    // A new page load reads it back.
    expect(createStore().get(contentLanguageAtom)).toBe('both');
    localStorage.setItem(CONTENT_LANGUAGE_STORAGE_KEY, 'de');
    expect(readContentLanguage()).toBe('fr');
  });

  it('stays as it is when the reader switches the interface language (issue #25)', async () => {
    const { initI18n, setLanguage } = await import('./i18n.ts');
    await initI18n();
    const page = createStore();
    expect(page.get(contentLanguageAtom)).toBe('both');
    await setLanguage('en');
    await setLanguage('fr');
    expect(page.get(contentLanguageAtom)).toBe('both');
    // The next page load too.
    expect(createStore().get(contentLanguageAtom)).toBe('both');
    // A reader who picked one language keeps it as well.
    page.set(contentLanguageAtom, 'fr');
    await setLanguage('en');
    expect(createStore().get(contentLanguageAtom)).toBe('fr');
  });

  it('asks the API for one language, or none for both', () => {
    expect([langFilterOf('fr'), langFilterOf('en'), langFilterOf('both')]).toEqual(['fr', 'en', undefined]);
  });
});
