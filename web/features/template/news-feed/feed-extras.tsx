import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import { firstName, ME, PEOPLE } from '../data/people.ts';

/** A row of stories; opening one marks it seen. */
export function StoriesStrip() {
  const { t } = useTranslation();
  const [seen, setSeen] = useState<string[]>([]);
  return (
    <section className="stories" aria-label={t('newsFeed.stories')}>
      <ul>
        <li>
          <button type="button" className="story story--add">
            <span className="story__ring">
              <Icon name="plus" size={22} />
            </span>
            <span className="story__name">{t('newsFeed.addStory')}</span>
          </button>
        </li>
        {PEOPLE.slice(1, 8).map((p) => (
          <li key={p.id}>
            <button type="button" className={`story ${seen.includes(p.id) ? 'is-seen' : ''}`} aria-pressed={seen.includes(p.id)} onClick={() => setSeen((s) => (s.includes(p.id) ? s : [...s, p.id]))}>
              <span className="story__ring">
                <img src={p.image} alt="" width={56} height={56} />
              </span>
              <span className="story__name">{p.name.split(' ')[0]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "What's on your mind?" — a post written here joins the top of the feed for this visit. */
export function Composer({ onPost }: { onPost: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <form
      className="tpl-card composer"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onPost(text.trim());
        setText('');
      }}
    >
      <img src={ME.image} alt="" className="tpl-avatar" width={44} height={44} />
      <label className="visually-hidden" htmlFor="composer-text">
        {t('newsFeed.composerLabel')}
      </label>
      <textarea id="composer-text" rows={2} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('newsFeed.composerPlaceholder', { name: firstName(ME) })} />
      <div className="composer__bar">
        <span className="composer__hints" aria-hidden="true">
          <Icon name="image" size={18} /> <Icon name="video" size={18} /> <Icon name="mapPin" size={18} />
        </span>
        <button type="submit" className="tpl-btn tpl-btn--sm" disabled={!text.trim()}>
          {t('newsFeed.publish')}
        </button>
      </div>
    </form>
  );
}
