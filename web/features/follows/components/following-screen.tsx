import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { FollowItem } from '#api/schemas/follows.ts';
import { Icon } from '#web/components/icon.tsx';
import { UserAvatar } from '#web/components/user-avatar.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { themeParam, themeTitle } from '#web/queries/themes.ts';
import { tribeParam } from '#web/queries/tribes.ts';
import { useFollowsList } from '../api/get-follows.ts';
import { FollowButton } from './follow-button.tsx';
import './follows.css';

/** The name a follow shows (and its button says): the author's full name, the tribe's, the theme's title in the reading language. */
function nameOf(item: FollowItem, language: string): string {
  if (item.kind === 'users') return `${item.user.firstName} ${item.user.lastName}`;
  if (item.kind === 'tribes') return item.tribe.name;
  return themeTitle(item.theme, language);
}

function FollowLink({ item, name }: { item: FollowItem; name: string }) {
  const { t } = useTranslation();
  if (item.kind === 'users') {
    return (
      <Link to="/people/$id" params={{ id: item.user.slug }} className="following-item__link">
        <UserAvatar user={item.user} size={44} />
        <span>{name}</span>
      </Link>
    );
  }
  const search = item.kind === 'tribes' ? { tr: tribeParam(item.tribe) } : { th: themeParam(item.theme) };
  return (
    <Link to="/" search={search} className="following-item__link">
      <span className="following-item__icon" aria-hidden="true">
        <Icon name={item.kind === 'tribes' ? 'users' : 'filter'} size={22} />
      </span>
      <span>
        {name} <span className="muted">· {t(item.kind === 'tribes' ? 'follows.tribe' : 'follows.theme')}</span>
      </span>
    </Link>
  );
}

/** The Following page (issue #29): what I follow, newest first, each with its link and its toggle to unfollow. */
export function FollowingScreen() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return <FollowingList userId={session.user.id} />;
}

function FollowingList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const list = useFollowsList(userId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="following-page">
      <h1 className="page-title">{t('follows.pageTitle')}</h1>
      {list.isPending ? (
        <div aria-busy="true" className="following-page__loading">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="skeleton following-page__skeleton" />
          <div className="skeleton following-page__skeleton" />
        </div>
      ) : list.isError && items.length === 0 ? (
        <div className="state" role="alert">
          <p>{t('follows.loadError')}</p>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="state following-page__empty">
          <Icon name="users" size={40} />
          <p>{t('follows.empty')}</p>
          <Link to="/peoples" className="btn">
            {t('follows.findPeople')}
          </Link>
        </div>
      ) : (
        <>
          <p className="muted">{t('follows.count', { count: list.data?.pages[0]?.total ?? items.length })}</p>
          <ul className="following-list">
            {items.map((item) => {
              const name = nameOf(item, i18n.language);
              return (
                <li key={`${item.kind}:${item.id}`} className="following-item card">
                  <FollowLink item={item} name={name} />
                  <FollowButton kind={item.kind} id={item.id} name={name} />
                </li>
              );
            })}
          </ul>
          {list.hasNextPage && (
            <button type="button" className="btn btn--ghost following-page__more" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('common.loading') : t('follows.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
