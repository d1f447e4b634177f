import { describe, expect, it } from 'vitest';
import { needsIosInstructions } from './ios-install.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('iOS install instructions', () => {
  it('shows on iPhone Safari and iPadOS, not once installed, not on desktop', () => {
    expect(needsIosInstructions({ userAgent: IPHONE }, false)).toBe(true);
    expect(needsIosInstructions({ userAgent: MAC, maxTouchPoints: 5 }, false)).toBe(true);
    expect(needsIosInstructions({ userAgent: IPHONE, standalone: true }, false)).toBe(false);
    expect(needsIosInstructions({ userAgent: IPHONE }, true)).toBe(false);
    expect(needsIosInstructions({ userAgent: MAC, maxTouchPoints: 0 }, false)).toBe(false);
  });
});
