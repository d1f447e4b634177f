import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date.ts';

const LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;

describe('formatDay', () => {
  it('writes every month as Intl does for fr-FR and en-GB, long and short, with and without the year', () => {
    for (const language of ['fr', 'en'] as const) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const date = new Date(2025, month, day, 23, 30);
          for (const monthStyle of ['long', 'short'] as const) {
            const withYear = date.toLocaleDateString(LOCALES[language], { day: 'numeric', month: monthStyle, year: 'numeric' });
            expect(formatDay(date.toISOString(), language, { month: monthStyle })).toBe(withYear);
            const withoutYear = date.toLocaleDateString(LOCALES[language], { day: 'numeric', month: monthStyle });
            expect(formatDay(date, language, { month: monthStyle, year: false })).toBe(withoutYear);
          }
        }
      }
    }
  });

  it('falls back to French for any other language, and gives nothing for an invalid date', () => {
    expect(formatDay(new Date(2024, 1, 3), 'de', { month: 'long' })).toBe('3 février 2024');
    expect(formatDay('not a date', 'en', { month: 'short' })).toBe('');
  });
});
