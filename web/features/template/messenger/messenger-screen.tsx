import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { TimeAgo } from '../common/time-ago.tsx';
import { person } from '../data/people.ts';
import { ChatPanel } from './chat-panel.tsx';
import { CONVERSATIONS } from './conversations.ts';
import './messenger.css';

/** Messenger template: conversation list with unread counts, chat panel and user info panel. */
export function MessengerScreen() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<string | null>(null);
  const [read, setRead] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const open = (id: string) => {
    setCurrent(id);
    setRead((r) => (r.includes(id) ? r : [...r, id]));
  };
  const shown = CONVERSATIONS.filter((c) => person(c.person).name.toLocaleLowerCase().includes(filter.trim().toLocaleLowerCase()));
  // On wide screens a conversation is always open; on phones the list shows until one is chosen.
  const active = current ?? CONVERSATIONS[0]!.person;

  return (
    <div className={`messenger ${current ? 'has-chat' : ''}`}>
      <h1 className="visually-hidden">{t('template.pageNames.others/messenger')}</h1>
      <section className="tpl-card messenger__list" aria-labelledby="messenger-list-title">
        <h2 id="messenger-list-title">{t('messenger.chats')}</h2>
        <label className="messenger__search">
          <Icon name="search" size={16} />
          <span className="visually-hidden">{t('messenger.searchLabel')}</span>
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('messenger.searchPlaceholder')} />
        </label>
        <ul>
          {shown.map((c) => {
            const p = person(c.person);
            const unread = read.includes(c.person) ? 0 : c.unread;
            return (
              <li key={c.person}>
                <button type="button" className={`messenger__item ${c.person === active ? 'is-active' : ''}`} aria-current={c.person === active ? 'true' : undefined} onClick={() => open(c.person)}>
                  <img src={p.image} alt="" width={44} height={44} className="tpl-avatar" />
                  <span className="messenger__item-text">
                    <strong>{p.name}</strong>
                    <span className="muted tpl-ellipsis">{t(`tplSamples.messages.${c.person}`)}</span>
                  </span>
                  <span className="messenger__item-meta">
                    <TimeAgo minutes={c.minutesAgo} short />
                    {unread > 0 && (
                      <span className="tpl-count" aria-label={t('messenger.unread', { count: unread })}>
                        {unread}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <ChatPanel key={active} personId={active} onBack={() => setCurrent(null)} />
    </div>
  );
}
