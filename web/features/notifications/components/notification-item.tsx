import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { StoredNotification } from '#sw/notification-store.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { storedText } from '../notification-words.ts';

/**
 * One row of the list: what happened, the comment's start or what the push said, when; unread
 * rows are bold with a dot (and say "Unread" to screen readers). Opening it marks it read.
 */
export function NotificationItem({ row, onOpen }: { row: StoredNotification; onOpen: (row: StoredNotification) => void }) {
  const { t, i18n } = useTranslation();
  const { text, body } = storedText(row, t);
  const content = (
    <>
      <span className={row.read ? 'notification-item__dot notification-item__dot--read' : 'notification-item__dot'} aria-hidden="true" />
      <span>
        {!row.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
        <span className="notification-item__text">{text}</span>
        {body && <span className="notification-item__body">{body}</span>}
        <span className="notification-item__time">{formatDay(row.at, i18n.language, { month: 'long' })}</span>
      </span>
    </>
  );
  const article = row.item?.article;
  return (
    <li className={row.read ? 'notification-item' : 'notification-item notification-item--unread'}>
      {article ? (
        <Link to="/story/$id" params={{ id: article.id }} hash={row.item?.comment ? `comment-${row.item.comment.id}` : undefined} className="notification-item__link" onClick={() => onOpen(row)}>
          {content}
        </Link>
      ) : row.pushed && !row.item ? (
        <a href={row.pushed.url} className="notification-item__link" onClick={() => onOpen(row)}>
          {content}
        </a>
      ) : (
        <button type="button" className="notification-item__link" onClick={() => onOpen(row)}>
          {content}
        </button>
      )}
    </li>
  );
}
