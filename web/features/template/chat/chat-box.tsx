import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { chatFriendAtom } from '../model/template-atoms.ts';
import type { Friend } from '../model/types.ts';
import { AttachOptions } from './attach-options.tsx';
import './chat.css';

interface ChatLine {
  id: number;
  text: string;
  attachment?: boolean;
}

/** The chat box of the friend picked in the friends panel (sample: messages stay on this page). */
export function ChatBox() {
  const [friend, setFriend] = useAtom(chatFriendAtom);
  if (!friend) return null;
  return <ChatWindow key={friend.title} friend={friend} onClose={() => setFriend(null)} />;
}

function ChatWindow({ friend, onClose }: { friend: Friend; onClose: () => void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const [attachOpen, setAttachOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' }), [lines]);

  const add = (text: string, attachment = false) => setLines((l) => [...l, { id: l.length + 1, text, attachment }]);
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    add(draft.trim());
    setDraft('');
  };
  const unavailable = () => showToast('chatBox.unavailable', 'info');

  return (
    <section className="chat-box" role="dialog" aria-labelledby="chat-box-title" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <header className="chat-box__head">
        <Link to="/profile/$tab" params={{ tab: 'timeline' }} className="chat-box__who">
          <span className="chat-box__avatar">
            <img src={friend.image} alt="" width={40} height={40} />
            <span className={`friend-row__dot ${friend.class}`} aria-hidden="true" />
          </span>
          <span>
            <strong id="chat-box-title">{friend.title}</strong>
            <span className="chat-box__status">{t(`friends.status.${friend.status}`)}</span>
          </span>
        </Link>
        <div className="chat-box__tools">
          <button type="button" className="tpl-icon-btn" aria-label={t('chatBox.video')} onClick={unavailable}>
            <Icon name="video" size={18} />
          </button>
          <button type="button" className="tpl-icon-btn" aria-label={t('chatBox.phone')} onClick={unavailable}>
            <Icon name="phone" size={18} />
          </button>
          <button type="button" className="tpl-icon-btn" aria-label={t('chatBox.settings')} onClick={unavailable}>
            <Icon name="settings" size={18} />
          </button>
          <button type="button" className="tpl-icon-btn" aria-label={t('chatBox.close')} onClick={onClose}>
            <Icon name="x" size={18} />
          </button>
        </div>
      </header>
      <div className="chat-box__messages" aria-live="polite">
        {lines.length === 0 ? (
          <p className="chat-box__empty">{t('chatBox.empty', { name: friend.title })}</p>
        ) : (
          <ol ref={listRef} aria-label={t('chatBox.messages')}>
            {lines.map((line) => (
              <li key={line.id} className={`chat-line ${line.attachment ? 'chat-line--file' : ''}`}>
                {line.attachment && <Icon name="paperclip" size={14} />} {line.text}
              </li>
            ))}
          </ol>
        )}
      </div>
      {attachOpen && (
        <AttachOptions
          onPicked={(name) => {
            add(name, true);
            setAttachOpen(false);
          }}
        />
      )}
      <form className="chat-box__form" onSubmit={send}>
        <button
          type="button"
          className={`tpl-icon-btn chat-box__plus ${attachOpen ? 'is-open' : ''}`}
          aria-label={t('chatBox.attach')}
          aria-expanded={attachOpen}
          onClick={() => setAttachOpen((o) => !o)}
        >
          <Icon name="plus" size={20} />
        </button>
        <input ref={inputRef} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('chatBox.placeholder')} aria-label={t('chatBox.inputLabel', { name: friend.title })} />
        <button type="submit" className="tpl-icon-btn chat-box__send" aria-label={t('chatBox.send')} disabled={!draft.trim()}>
          <Icon name="send" size={18} />
        </button>
      </form>
    </section>
  );
}
