import { describe, expect, it } from 'vitest';
import { asMailLanguage, pickLanguage } from './mail-language.ts';

describe('pickLanguage', () => {
  it('prefers the explicit choice, then en/fr from Accept-Language by q-value, then French', () => {
    expect(pickLanguage('en', 'fr-FR')).toBe('en');
    expect(pickLanguage(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(pickLanguage(undefined, 'de;q=1, fr;q=0.4, en;q=0.7')).toBe('en');
    expect(pickLanguage(undefined, 'en;q=0, fr-CA')).toBe('fr');
    expect(pickLanguage(undefined, 'de, es')).toBe('fr');
    expect(pickLanguage(undefined, undefined)).toBe('fr');
  });

  it('reads stored languages safely', () => {
    expect(asMailLanguage('en')).toBe('en');
    expect(asMailLanguage('de')).toBe('fr');
  });
});
