import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { person } from '../data/people.ts';
import { TimeAgo } from '../common/time-ago.tsx';
import { HeaderDropdown } from './header-dropdown.tsx';

const REQUESTS = [
  { id: 'omar', minutesAgo: 35 },
  { id: 'mateo', minutesAgo: 180 },
  { id: 'chloe', minutesAgo: 1500 },
];

/** Friend requests with accept / delete (sample data, kept in memory). */
export function FriendRequestsMenu() {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, 'accepted' | 'deleted'>>({});
  const pending = REQUESTS.filter((r) => !answers[r.id]).length;
  const answer = (id: string, value: 'accepted' | 'deleted') => setAnswers((a) => ({ ...a, [id]: value }));
  return (
    <HeaderDropdown icon="user" label={t('template.header.friendRequests', { count: pending })} title={t('template.header.friendRequestsTitle')} badge={pending} className="tpl-dropdown--requests">
      {() => (
        <ul className="tpl-menu-list">
          {REQUESTS.map(({ id, minutesAgo }) => {
            const p = person(id);
            return (
              <li key={id} className="tpl-menu-item">
                <img src={p.image} alt="" className="tpl-avatar" width={40} height={40} />
                <div className="tpl-menu-item__body">
                  <strong>{p.name}</strong>
                  <span className="muted">
                    {t('template.header.mutual', { count: p.mutual })} · <TimeAgo minutes={minutesAgo} />
                  </span>
                  {answers[id] ? (
                    <span className="tpl-menu-item__done" role="status">
                      {t(answers[id] === 'accepted' ? 'template.header.accepted' : 'template.header.deleted')}
                    </span>
                  ) : (
                    <span className="tpl-menu-item__actions">
                      <button type="button" className="tpl-btn tpl-btn--sm" onClick={() => answer(id, 'accepted')}>
                        {t('template.header.accept')}
                      </button>
                      <button type="button" className="tpl-btn tpl-btn--sm tpl-btn--ghost" onClick={() => answer(id, 'deleted')}>
                        {t('template.header.delete')}
                      </button>
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </HeaderDropdown>
  );
}

const MESSAGES = [
  { id: 'nadia', minutesAgo: 4, unread: true },
  { id: 'kofi', minutesAgo: 50, unread: true },
  { id: 'sofia', minutesAgo: 300, unread: false },
] as const;

/** Latest messages, each opening the messenger. */
export function MessagesMenu() {
  const { t } = useTranslation();
  const unread = MESSAGES.filter((m) => m.unread).length;
  return (
    <HeaderDropdown icon="mail" label={t('template.header.messages', { count: unread })} title={t('template.header.messagesTitle')} badge={unread}>
      {(close) => (
        <>
          <ul className="tpl-menu-list">
            {MESSAGES.map(({ id, minutesAgo, unread: isUnread }) => {
              const p = person(id);
              return (
                <li key={id}>
                  <Link to="/others/messenger" className={`tpl-menu-item tpl-menu-item--link ${isUnread ? 'is-unread' : ''}`} onClick={close}>
                    <img src={p.image} alt="" className="tpl-avatar" width={40} height={40} />
                    <span className="tpl-menu-item__body">
                      <strong>{p.name}</strong>
                      <span className="muted tpl-ellipsis">{t(`tplSamples.messages.${id}`)}</span>
                    </span>
                    <TimeAgo minutes={minutesAgo} short />
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to="/others/messenger" className="tpl-dropdown__footer" onClick={close}>
            {t('template.header.openMessenger')}
          </Link>
        </>
      )}
    </HeaderDropdown>
  );
}

const NOTIFICATIONS = [
  { id: 'n1', who: 'sofia', minutesAgo: 3 },
  { id: 'n2', who: 'kofi', minutesAgo: 40 },
  { id: 'n3', who: 'lea', minutesAgo: 220 },
  { id: 'n4', who: 'thabo', minutesAgo: 1600 },
] as const;

/** Notifications with "mark all as read". */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const [read, setRead] = useState(false);
  const unread = read ? 0 : NOTIFICATIONS.length;
  return (
    <HeaderDropdown icon="bell" label={t('template.header.notifications', { count: unread })} title={t('template.header.notificationsTitle')} badge={unread}>
      {() => (
        <>
          <ul className="tpl-menu-list">
            {NOTIFICATIONS.map(({ id, who, minutesAgo }) => {
              const p = person(who);
              return (
                <li key={id} className={`tpl-menu-item ${read ? '' : 'is-unread'}`}>
                  <img src={p.image} alt="" className="tpl-avatar" width={40} height={40} />
                  <span className="tpl-menu-item__body">
                    <span>
                      <strong>{p.name}</strong> {t(`tplSamples.notifications.${id}`)}
                    </span>
                    <TimeAgo minutes={minutesAgo} />
                  </span>
                </li>
              );
            })}
          </ul>
          <button type="button" className="tpl-dropdown__footer" onClick={() => setRead(true)} disabled={read}>
            {t('template.header.markAllRead')}
          </button>
        </>
      )}
    </HeaderDropdown>
  );
}
