import { describe, expect, it } from 'vitest';
import { formatRate, PLAYBACK_RATES } from './playback-rate.ts';

describe('formatRate', () => {
  it('writes every speed of the menu as Intl would, without it', () => {
    for (const rate of PLAYBACK_RATES) {
      expect(formatRate(rate, 'en')).toBe(rate.toLocaleString('en', { maximumFractionDigits: 2 }));
      expect(formatRate(rate, 'fr')).toBe(rate.toLocaleString('fr', { maximumFractionDigits: 2 }));
    }
  });
});
