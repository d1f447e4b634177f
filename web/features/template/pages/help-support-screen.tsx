import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '#web/components/icon.tsx';
import './pages.css';
import type { NamesUnder } from '#web/lib/string-keys.ts';

const TOPICS: { id: NamesUnder<'helpSupport.topics'>; icon: IconName }[] = [
  { id: 'account', icon: 'user' },
  { id: 'privacy', icon: 'settings' },
  { id: 'friends', icon: 'users' },
  { id: 'messages', icon: 'messageCircle' },
];
const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

/** Help centre: a search that filters the questions, topic cards, questions that open, contact. */
export function HelpSupportScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const q = query.trim().toLocaleLowerCase();
  const shown = QUESTIONS.filter((id) => !q || `${t(`helpSupport.faq.${id}.q`)} ${t(`helpSupport.faq.${id}.a`)}`.toLocaleLowerCase().includes(q));

  return (
    <div className="help-page">
      <section className="help-hero">
        <h1>{t('helpSupport.title')}</h1>
        <form role="search" className="help-hero__search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('helpSupport.searchLabel')}
          </label>
          <Icon name="search" size={20} />
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('helpSupport.searchPlaceholder')} />
        </form>
      </section>
      <ul className="help-topics">
        {TOPICS.map((topic) => (
          <li key={topic.id} className="tpl-card">
            <Link to="/others/help-article">
              <span className="help-topics__icon">
                <Icon name={topic.icon} size={22} />
              </span>
              <strong>{t(`helpSupport.topics.${topic.id}.title`)}</strong>
              <span className="muted">{t(`helpSupport.topics.${topic.id}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section className="tpl-card help-faq" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('helpSupport.faqTitle')}</h2>
        {shown.length === 0 ? (
          <p className="muted" role="status">
            {t('helpSupport.noResult', { query: query.trim() })}
          </p>
        ) : (
          shown.map((id) => (
            <details key={id} className="help-faq__item">
              <summary>{t(`helpSupport.faq.${id}.q`)}</summary>
              <p>{t(`helpSupport.faq.${id}.a`)}</p>
            </details>
          ))
        )}
      </section>
      <section className="tpl-card help-contact">
        <Icon name="mail" size={28} />
        <div>
          <h2>{t('helpSupport.contactTitle')}</h2>
          <p className="muted">{t('helpSupport.contactText')}</p>
        </div>
        <Link to="/company/$page" params={{ page: 'contact' }} className="tpl-btn">
          {t('helpSupport.contactButton')}
        </Link>
      </section>
    </div>
  );
}
