import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icon.tsx';
import './pages.css';

const STEPS = ['s1', 's2', 's3', 's4'] as const;
const RELATED = ['r1', 'r2', 'r3', 'r4'] as const;

/** Help article page (spec §2): search box, the article text and related topics. */
export function HelpArticleScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [helpful, setHelpful] = useState<'yes' | 'no' | null>(null);
  const searchId = useId();
  const q = query.trim().toLocaleLowerCase();
  const related = RELATED.filter((id) => !q || t(`helpArticle.related.${id}`).toLocaleLowerCase().includes(q));

  return (
    <div className="help-article">
      <form role="search" className="tpl-card help-article__search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('helpArticle.searchLabel')}
        </label>
        <Icon name="search" size={20} />
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('helpArticle.searchPlaceholder')} />
      </form>
      <div className="help-article__layout">
        <article className="tpl-card help-article__body">
          <p className="help-article__crumbs">
            <Link to="/others/help-support">{t('helpSupport.title')}</Link> / {t('helpArticle.category')}
          </p>
          <h1>{t('helpArticle.title')}</h1>
          <p className="muted">{t('helpArticle.updated')}</p>
          <p>{t('helpArticle.intro')}</p>
          <h2>{t('helpArticle.stepsTitle')}</h2>
          <ol>
            {STEPS.map((id) => (
              <li key={id}>{t(`helpArticle.steps.${id}`)}</li>
            ))}
          </ol>
          <p>{t('helpArticle.outro')}</p>
          <div className="help-article__helpful" role="group" aria-label={t('helpArticle.helpful')}>
            {helpful ? (
              <p role="status">{t('helpArticle.thanks')}</p>
            ) : (
              <>
                <span>{t('helpArticle.helpful')}</span>
                <button type="button" className="tpl-btn tpl-btn--sm" onClick={() => setHelpful('yes')}>
                  {t('helpArticle.yes')}
                </button>
                <button type="button" className="tpl-btn tpl-btn--sm tpl-btn--ghost" onClick={() => setHelpful('no')}>
                  {t('helpArticle.no')}
                </button>
              </>
            )}
          </div>
        </article>
        <aside className="tpl-card help-article__related" aria-labelledby="related-title">
          <h2 id="related-title">{t('helpArticle.relatedTitle')}</h2>
          {related.length === 0 ? (
            <p className="muted">{t('helpArticle.noRelated')}</p>
          ) : (
            <ul>
              {related.map((id) => (
                <li key={id}>
                  <Link to="/others/help-support">
                    <Icon name="fileText" size={16} /> {t(`helpArticle.related.${id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </div>
  );
}
