import { Link } from '@tanstack/react-router';
import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Theme } from '#api/schemas/theme.ts';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '#web/components/use-dismiss.ts';
import { SERVER_VIEWPORT_WIDTH } from '#web/lib/use-media-query.ts';
import { Icon } from '#web/components/icon.tsx';
import { themeParam, themeTitle, useThemes } from '#web/queries/themes.ts';
import { visibleThemeCount } from '../theme-menu-rules.ts';

/** The viewport's width, live; the server's (a phone's) while the page renders over the server's HTML. */
function useViewportWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
    () => SERVER_VIEWPORT_WIDTH,
  );
}

/**
 * What a theme's row in the menu offers beside its link (a Follow toggle for a signed-in reader,
 * issue #29), composed in by the route: the shell does not know the follows feature.
 */
export type ThemeAction = (theme: Theme, title: string) => ReactNode;

/**
 * Theme items of the navbar (links to `/?th=<code>-<id>`), with the rest under "more". The items
 * under "more" carry `action` (the inline items are one line of links; a filtered home offers
 * Follow on its theme chip).
 */
export function ThemeNav({ action }: { action?: ThemeAction }) {
  const { t, i18n } = useTranslation();
  const { data } = useThemes();
  const width = useViewportWidth();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreRef = useRef<HTMLLIElement>(null);
  const themes = data?.items ?? [];
  const shown = themes.slice(0, visibleThemeCount(width));
  const rest = themes.slice(shown.length);

  useDismiss(moreRef, moreOpen, () => setMoreOpen(false), { on: 'click', escape: false });

  if (shown.length === 0) return null;
  return (
    <nav className="theme-nav" aria-label={t('nav.themes')}>
      <ul>
        {shown.map((theme) => (
          <li key={theme.id}>
            <Link to="/" search={{ th: themeParam(theme) }} activeOptions={{ includeSearch: true }} activeProps={{ 'aria-current': 'page' }}>
              {themeTitle(theme, i18n.language)}
            </Link>
          </li>
        ))}
        {rest.length > 0 && (
          <li className="theme-nav__more" ref={moreRef}>
            <button type="button" aria-expanded={moreOpen} onClick={() => setMoreOpen((open) => !open)} onKeyDown={(e) => e.key === 'Escape' && setMoreOpen(false)}>
              {t('nav.more')} <Icon name="chevronDown" size={16} />
            </button>
            {moreOpen && (
              <ul className="theme-nav__dropdown">
                {rest.map((theme) => (
                  <li key={theme.id} className="theme-row">
                    <Link to="/" search={{ th: themeParam(theme) }} onClick={() => setMoreOpen(false)}>
                      {themeTitle(theme, i18n.language)}
                    </Link>
                    {action?.(theme, themeTitle(theme, i18n.language))}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}

/** All themes, for the hamburger menu on narrow screens, each with `action` beside it. */
export function ThemeList({ onNavigate, action }: { onNavigate: () => void; action?: ThemeAction }) {
  const { t, i18n } = useTranslation();
  const { data } = useThemes();
  return (
    <nav aria-label={t('nav.themes')}>
      <ul className="drawer-list">
        {(data?.items ?? []).map((theme) => (
          <li key={theme.id} className="theme-row">
            <Link to="/" search={{ th: themeParam(theme) }} onClick={onNavigate}>
              {themeTitle(theme, i18n.language)}
            </Link>
            {action?.(theme, themeTitle(theme, i18n.language))}
          </li>
        ))}
      </ul>
    </nav>
  );
}
