import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh i18next per test: which strings are loaded is the point. */
async function freshI18n(stored: 'en' | 'fr') {
  vi.resetModules();
  localStorage.setItem('selectedLanguage', stored);
  const module = await import('./i18n.ts');
  await module.initI18n();
  return module;
}

describe('i18n loading', () => {
  beforeEach(() => localStorage.clear());

  it('loads only the language shown, and the other one when switched to', async () => {
    const { i18next, setLanguage } = await freshI18n('en');
    expect(i18next.t('home.tribesTitle')).toBe('Explore a tribe');
    expect(i18next.hasResourceBundle('fr', 'translation')).toBe(false);
    await setLanguage('fr');
    expect(i18next.t('home.tribesTitle')).toBe('Explorer une tribu');
  });

  it('loads the template strings only when asked, and keeps them across a language switch', async () => {
    const { i18next, loadStringArea, setLanguage } = await freshI18n('fr');
    expect(i18next.exists('template.mainSite')).toBe(false);
    await loadStringArea('template');
    expect(i18next.t('template.mainSite')).toBe('Site principal Tribus');
    // Strings loaded at start are still there beside them.
    expect(i18next.t('home.tribesTitle')).toBe('Explorer une tribu');
    await setLanguage('en');
    expect(i18next.t('template.mainSite')).toBe('Tribes main site');
  });
});
