import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { pendingCount } from '#web/sync/outbox-queries.ts';
import { loadPage, useUnreadCount } from '../api/notifications-queries.ts';
import { keptItems } from '../api/device-store.ts';
import { showAppBadge } from '../app-badge.ts';
import { storedText } from '../notification-words.ts';
import { useBellStrings } from '../strings.ts';
import { NotificationsList } from './notifications-screen.tsx';
import './notifications.css';

/**
 * The header's bell (issue #29), for signed-in readers: the unread count on the icon and in its
 * accessible name, the app badge kept in step, and a polite announcement when a notification
 * arrives while the app is open. On a wide screen it opens a panel under it (Esc or a click
 * outside closes it, focus back on the bell); on a phone it opens the `/notifications` page.
 */
export function NotificationBell() {
  const ready = useBellStrings();
  const userId = useAtomValue(sessionAtom)?.user.id;
  if (!ready || !userId) return null;
  return <Bell userId={userId} />;
}

/** Screens this wide get the panel; narrower ones go to the page. */
const PANEL_QUERY = '(min-width: 769px)';

function Bell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(userId).data ?? 0;
  const pending = useLiveQuery(() => pendingCount(userId), [userId], 0);
  const announcement = useArrivalAnnouncement(userId, unread);

  const wide = useMediaQuery(PANEL_QUERY);
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    void showAppBadge(unread, pending);
  }, [unread, pending]);

  useEffect(() => {
    if (!open) return;
    // Keyboard readers land in the panel (Tab goes on through its controls; Esc brings them back).
    panelRef.current?.focus();
    const outside = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const face = (
    <>
      <Icon name="bell" />
      {unread > 0 && (
        <span className="bell__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );

  return (
    <>
      {wide ? (
        <div className="bell-wrap" ref={wrapRef}>
          <button type="button" ref={bellRef} className="icon-btn bell" aria-label={label} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
            {face}
          </button>
          {open && (
            <div
              id={panelId}
              ref={panelRef}
              tabIndex={-1}
              className="bell-panel"
              role="dialog"
              aria-label={t('notifications.pageTitle')}
              onKeyDown={(e) => {
                if (e.key !== 'Escape') return;
                setOpen(false);
                bellRef.current?.focus();
              }}
            >
              <NotificationsList userId={userId} inPanel onNavigate={() => setOpen(false)} />
            </div>
          )}
        </div>
      ) : (
        <Link to="/notifications" className="icon-btn bell" aria-label={label}>
          {face}
        </Link>
      )}
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </>
  );
}

/**
 * "New notification: …" when the count grows while the app is open (never for the count found on
 * opening), once per newest item: the count growing again for the same item says nothing.
 */
export function useArrivalAnnouncement(userId: string, unread: number): string {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const previous = useRef<number | null>(null);
  const announced = useRef<number | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (before === null || unread <= before) return;
    let live = true;
    // The count's refresh keeps no items on the device: read the newest page first (offline, the kept rows answer).
    void loadPage(userId, undefined, undefined)
      .catch(() => null)
      .then(async () => (await keptItems(userId, undefined))[0])
      .then((newest) => {
        if (!live || !newest || newest.read || announced.current === newest.id) return;
        announced.current = newest.id;
        setText(t('notifications.announce', { text: storedText(newest, t).text }));
      });
    return () => {
      live = false;
    };
  }, [unread, userId, t]);

  return text;
}
