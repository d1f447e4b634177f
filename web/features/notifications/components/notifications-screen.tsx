import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '#api/schemas/notifications.ts';
import type { StoredNotification } from '#sw/notification-store.ts';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import { markRead, useNotificationList } from '../api/notifications-queries.ts';
import { NotificationItem } from './notification-item.tsx';
import './notifications.css';

/** The `/notifications` page (issue #29): where the bell, the push fallback and Safari's declarative pushes lead. */
export function NotificationsScreen() {
  const session = useAtomValue(sessionAtom);
  if (!session) return null;
  return <NotificationsList userId={session.user.id} />;
}

/**
 * The list of the page and of the bell's panel (`inPanel`; `onNavigate` closes it when a link is followed).
 * Newest first, a page at a time, filtered by kind; "Mark all as read" moves the read marker to the
 * newest item shown. Offline, the rows kept on the device answer, and the page says so.
 */
export function NotificationsList({ userId, inPanel = false, onNavigate }: { userId: string; inPanel?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const filterId = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<NotificationKind | undefined>(undefined);
  const list = useNotificationList(userId, kind);
  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  // Offline when the list came from the device, or when the network went away after it was read.
  const online = useAtomValue(onlineAtom);
  const offline = (pages[0]?.offline ?? false) || !online;
  const newest = rows.reduce((max, row) => Math.max(max, row.id), 0);
  const anyUnread = rows.some((row) => !row.read);

  const open = (row: StoredNotification) => {
    if (!row.read) void markRead(queryClient, userId, { id: row.id });
    onNavigate?.();
  };

  return (
    <div className={inPanel ? 'notifications-page notifications-page--panel' : 'notifications-page'}>
      {inPanel ? <h2 className="notifications-page__title">{t('notifications.pageTitle')}</h2> : <h1 className="page-title">{t('notifications.pageTitle')}</h1>}
      <div className="notifications-page__bar">
        <div className="notifications-page__filter">
          <label htmlFor={filterId}>{t('notifications.filterLabel')}</label>
          <select id={filterId} value={kind ?? ''} onChange={(e) => setKind((e.target.value || undefined) as NotificationKind | undefined)}>
            <option value="">{t('notifications.kind.all')}</option>
            {NOTIFICATION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`notifications.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn--ghost" disabled={!anyUnread} onClick={() => void markRead(queryClient, userId, { upTo: newest })}>
          {t('notifications.markAll')}
        </button>
        <Link to="/settings/notifications" className="btn btn--ghost" onClick={onNavigate}>
          <Icon name="settings" size={18} /> {t('notifications.preferences')}
        </Link>
      </div>
      {offline && (
        <p className="state" role="status">
          {t('notifications.offline')}
        </p>
      )}
      {list.isPending ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="skeleton following-page__skeleton" />
        </div>
      ) : list.isError && rows.length === 0 ? (
        <div className="state" role="alert">
          <p>{t('notifications.loadError')}</p>
          <button type="button" className="btn" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="state">
          <Icon name="bell" size={40} />
          <p>{kind ? t('notifications.emptyKind') : t('notifications.empty')}</p>
        </div>
      ) : (
        <>
          <ul className="notifications-list">
            {rows.map((row) => (
              <NotificationItem key={row.id} row={row} onOpen={open} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="notifications-page__more">
              <button type="button" className="btn" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('notifications.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
