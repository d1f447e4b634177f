import { describe, expect, it } from 'vitest';
import { defaultLanguage, initialLanguage } from './language.ts';

describe('language default rule (spec §4)', () => {
  it('is English for an English browser', () => {
    expect(defaultLanguage('en-GB')).toBe('en');
    expect(defaultLanguage('en')).toBe('en');
  });
  it('is French for a French browser and for anything else', () => {
    expect(defaultLanguage('fr-CM')).toBe('fr');
    expect(defaultLanguage('de-DE')).toBe('fr');
    expect(defaultLanguage('es')).toBe('fr');
    expect(defaultLanguage('ja')).toBe('fr');
    expect(defaultLanguage(undefined)).toBe('fr');
  });
  it('prefers the remembered selectedLanguage', () => {
    expect(initialLanguage('en', 'fr-FR')).toBe('en');
    expect(initialLanguage('fr', 'en-US')).toBe('fr');
    expect(initialLanguage('xx', 'en-US')).toBe('en');
    expect(initialLanguage(null, 'fr')).toBe('fr');
  });
});
