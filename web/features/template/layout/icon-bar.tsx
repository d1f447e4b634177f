import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageLabel } from '../model/template-pages.ts';
import type { HeaderIconEntry } from '../model/types.ts';
import { EntryIcon } from '../common/entry-icon.tsx';

/** The template icon bar, in the spec's order (§2); style-1 is active by default. */
export const ICON_BAR: HeaderIconEntry[] = [
  { path: 'news-feed-layout/style-1', icons: 'home', iconType: 'feather', class: 'tone-blue', active: true },
  { path: 'favorite/page-home', icons: 'star', iconType: 'feather', class: 'tone-gold', active: false },
  { path: '', icons: 'globe', iconType: 'feather', class: 'tone-teal', active: false },
  { path: 'others/music', icons: 'music', iconType: 'feather', class: 'tone-pink', active: false },
  { path: 'others/weather', icons: 'cloud', iconType: 'feather', class: 'tone-sky', active: false },
  { path: 'others/event-calendar', icons: 'calendar', iconType: 'feather', class: 'tone-red', active: false },
  { path: 'others/birthday', icons: 'gift', iconType: 'feather', class: 'tone-purple', active: false },
  { path: 'others/games', icons: 'award', iconType: 'feather', class: 'tone-green', active: false },
];

const group = (path: string) => path.split('/')[0];

/**
 * Which entry is current: the one for this page; else the only entry of this page's group
 * (any news-feed style, any favorite page); else the default-active one.
 */
export function activeEntry(entries: HeaderIconEntry[], pathname: string): HeaderIconEntry | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const sameGroup = entries.filter((e) => e.path !== '' && group(e.path) === group(path));
  return entries.find((e) => e.path !== '' && e.path === path) ?? (sameGroup.length === 1 ? sameGroup[0] : undefined) ?? entries.find((e) => e.active);
}

export function IconBar() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = activeEntry(ICON_BAR, pathname);
  return (
    <nav className="tpl-icon-bar" aria-label={t('template.iconBar')}>
      <ul>
        {ICON_BAR.map((entry) => {
          const isCurrent = entry === current;
          return (
            <li key={entry.path}>
              {/* Paths come as data (spec §3 "Header icon entry"); the routes check them. */}
              <Link
                to={`/${entry.path}` as string}
                className={`tpl-icon-bar__link ${entry.class} ${isCurrent ? 'is-active' : ''}`}
                aria-label={pageLabel(t, entry.path)}
                aria-current={isCurrent && `/${entry.path}` === pathname ? 'page' : undefined}
                title={pageLabel(t, entry.path)}
              >
                <EntryIcon entry={entry} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
