import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { firstName, ME, person } from '../data/people.ts';
import { THREAD } from './conversations.ts';

/** The open conversation (sample thread plus what is sent now) and the user info panel. */
export function ChatPanel({ personId, onBack }: { personId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const p = person(personId);
  const [sent, setSent] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  // The info panel is a column on wide screens, a popover opened by the info button elsewhere.
  const wide = useMediaQuery('(min-width: 1400px)');
  const [infoOpen, setInfoOpen] = useState(false);

  return (
    <>
      <section className="tpl-card messenger__chat" aria-labelledby="messenger-chat-title">
        <header className="messenger__chat-head">
          <button type="button" className="tpl-icon-btn messenger__back" aria-label={t('messenger.back')} onClick={onBack}>
            <Icon name="chevronLeft" size={20} className="tpl-flip" />
          </button>
          <img src={p.image} alt="" width={40} height={40} className="tpl-avatar" />
          <div>
            <h2 id="messenger-chat-title">{p.name}</h2>
            <span className="muted">{t('friends.status.online')}</span>
          </div>
          <button type="button" className="tpl-icon-btn messenger__info-toggle" aria-label={t('messenger.info')} aria-expanded={infoOpen} onClick={() => setInfoOpen((o) => !o)}>
            <Icon name="info" size={20} />
          </button>
        </header>
        <ol className="messenger__thread" aria-label={t('messenger.thread.label', { name: p.name })}>
          {THREAD.map((line) => (
            <li key={line.id} className={`bubble ${line.fromMe ? 'bubble--me' : ''}`}>
              <img src={line.fromMe ? ME.image : p.image} alt="" width={32} height={32} className="tpl-avatar" />
              <p>
                {t(`messenger.thread.${line.id}`, { name: firstName(p) })}
                <time>{line.time}</time>
              </p>
            </li>
          ))}
          {sent.map((text, i) => (
            <li key={i} className="bubble bubble--me">
              <img src={ME.image} alt="" width={32} height={32} className="tpl-avatar" />
              <p>
                {text}
                <time>{t('messenger.now')}</time>
              </p>
            </li>
          ))}
        </ol>
        <form
          className="messenger__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!draft.trim()) return;
            setSent((s) => [...s, draft.trim()]);
            setDraft('');
          }}
        >
          <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('chatBox.placeholder')} aria-label={t('chatBox.inputLabel', { name: p.name })} />
          <button type="submit" className="tpl-btn" disabled={!draft.trim()}>
            <Icon name="send" size={16} /> {t('chatBox.send')}
          </button>
        </form>
      </section>
      {(wide || infoOpen) && (
        <aside className="tpl-card messenger__info" aria-labelledby="messenger-info-title">
          <img src={p.image} alt="" width={96} height={96} className="tpl-avatar" />
          <h2 id="messenger-info-title">{p.name}</h2>
          <p className="muted">
            {t(`tplSamples.jobs.${p.job}`)} · {p.city}
          </p>
          <h3>{t('messenger.sharedMedia')}</h3>
          <ul className="messenger__media">
            {['forest', 'sea-sunset', 'mountains'].map((name) => (
              <li key={name}>
                <img src={`/assets/images/template/scene-${name}.svg`} alt="" />
              </li>
            ))}
          </ul>
        </aside>
      )}
    </>
  );
}
