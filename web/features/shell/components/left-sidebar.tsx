import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import { isAuthenticatedAtom } from '#web/lib/session.ts';
import type { PlainKey } from '#web/lib/string-keys.ts';

const items: { to: '/articles' | '/videos' | '/podcasts' | '/peoples' | '/about' | '/collections'; icon: IconName; label: PlainKey; signedIn?: boolean }[] = [
  { to: '/articles', icon: 'fileText', label: 'nav.articles' },
  { to: '/videos', icon: 'video', label: 'nav.videos' },
  { to: '/podcasts', icon: 'mic', label: 'nav.podcasts' },
  { to: '/peoples', icon: 'users', label: 'nav.peoples' },
  { to: '/about', icon: 'info', label: 'nav.about' },
  { to: '/collections', icon: 'bookmark', label: 'nav.collections', signedIn: true },
];

/** The left icon sidebar (spec §2); a bottom tab bar on phones. */
export function LeftSidebar() {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <nav className="left-sidebar" aria-label={t('nav.main')}>
      <ul>
        {items
          .filter((item) => !item.signedIn || signedIn)
          .map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page', className: 'is-active' }}>
                <Icon name={item.icon} />
                <span>{t(item.label)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
