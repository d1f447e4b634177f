import { describe, expect, it } from 'vitest';
import { activeEntry, ICON_BAR } from './icon-bar.tsx';

describe('icon bar active entry', () => {
  const path = (pathname: string) => activeEntry(ICON_BAR, pathname)?.path;

  it('marks the page itself, else the only entry of its group, else style-1', () => {
    expect(path('/others/weather')).toBe('others/weather');
    expect(path('/news-feed-layout/style-7')).toBe('news-feed-layout/style-1');
    expect(path('/favorite/review')).toBe('favorite/page-home');
    expect(path('/others/tab')).toBe('news-feed-layout/style-1');
    expect(path('/profile/timeline')).toBe('news-feed-layout/style-1');
  });
});
