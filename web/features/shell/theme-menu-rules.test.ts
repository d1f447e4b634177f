import { describe, expect, it } from 'vitest';
import { visibleThemeCount } from './theme-menu-rules.ts';

describe('theme menu breakpoints (spec §9)', () => {
  it('shows at most 9 items at 1024 px and wider, all 9 on wide screens', () => {
    for (const width of [1024, 1280, 1440, 1920]) expect(visibleThemeCount(width)).toBeLessThanOrEqual(9);
    expect(visibleThemeCount(1440)).toBe(9);
    expect(visibleThemeCount(1280)).toBe(6);
  });
  it('shows 4 items from 769 to 1023 px', () => {
    expect(visibleThemeCount(769)).toBe(4);
    expect(visibleThemeCount(1023)).toBe(4);
  });
  it('collapses into the hamburger at 768 px or less', () => {
    expect(visibleThemeCount(768)).toBe(0);
    expect(visibleThemeCount(390)).toBe(0);
  });
});
