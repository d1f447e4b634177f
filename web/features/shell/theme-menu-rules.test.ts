import { describe, expect, it } from 'vitest';
import { visibleThemeCount } from './theme-menu-rules.ts';

describe('theme menu breakpoints (spec §9)', () => {
  it('shows 9 items at 1024 px and wider', () => {
    expect(visibleThemeCount(1024)).toBe(9);
    expect(visibleThemeCount(1440)).toBe(9);
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
