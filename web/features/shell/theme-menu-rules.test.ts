import { describe, expect, it } from 'vitest';
import { visibleThemeCount } from './theme-menu-rules.ts';

describe('theme menu breakpoints (spec §9, measured in French, issue #25)', () => {
  it('never shows more than 9 items, all 9 on wide screens', () => {
    for (const width of [1024, 1199, 1200, 1280, 1440, 1680, 1920, 2560]) expect(visibleThemeCount(width)).toBeLessThanOrEqual(9);
    expect(visibleThemeCount(1680)).toBe(9);
    expect(visibleThemeCount(1920)).toBe(9);
  });
  it('shows 4 items from 769 to 1023 px, and up to the 1200 px threshold where the search box needs the room', () => {
    for (const width of [769, 900, 1023, 1024, 1199]) expect(visibleThemeCount(width)).toBe(4);
  });
  it('takes more items from 1200 px, as many as leave the search box 200 px', () => {
    expect(visibleThemeCount(1200)).toBe(6);
    expect(visibleThemeCount(1280)).toBe(6);
    expect(visibleThemeCount(1439)).toBe(6);
    expect(visibleThemeCount(1440)).toBe(7);
    expect(visibleThemeCount(1679)).toBe(7);
  });
  it('collapses into the hamburger at 768 px or less', () => {
    expect(visibleThemeCount(768)).toBe(0);
    expect(visibleThemeCount(390)).toBe(0);
  });
});
