import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { storyParam, TypeBadge } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { truncate } from '#web/components/truncate.ts';
import { formatDay } from '#web/lib/format-date.ts';
import { appStore } from '#web/lib/app-store.ts';
import { fixedImage } from '#web/lib/image-sources.ts';
import { useLatestArticles } from '#web/queries/latest-articles.ts';
import { onlineAtom } from '#web/sync/network-status.ts';
import './right-panel.css';

const TYPE_ICON = { 1: 'fileText', 2: 'mic', 3: 'video' } as const;

/** Spec §2: the right panel, a compact list of the 5 latest articles. */
export function RightPanel() {
  const { t, i18n } = useTranslation();
  const latest = useLatestArticles();
  const online = useAtomValue(onlineAtom, { store: appStore });

  return (
    <section className="right-panel card" aria-labelledby="right-panel-title">
      <h2 id="right-panel-title" className="right-panel__title">
        {t('rightPanel.title')}
      </h2>
      {latest.isPending ? (
        <ul className="right-panel__list" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="right-panel__item">
              <span className="skeleton right-panel__thumb" />
              <span className="skeleton right-panel__line" />
            </li>
          ))}
        </ul>
      ) : !latest.data ? (
        // Only when there is nothing to show: a failed refresh keeps the list it had.
        <p className="muted right-panel__note">{t('rightPanel.error')}</p>
      ) : latest.data.items.length === 0 ? (
        <p className="muted right-panel__note">{t(online ? 'rightPanel.empty' : 'rightPanel.noneSaved')}</p>
      ) : (
        <ol className="right-panel__list">
          {latest.data.items.map((article) => (
            <li key={article.id}>
              <Link to="/story/$id" params={{ id: storyParam(article) }} className="right-panel__item" title={article.title}>
                <span className="right-panel__thumb">
                  {article.coverImage ? <img {...fixedImage(article.coverImage.path, 64)} alt="" loading="lazy" width={64} height={64} /> : <Icon name={TYPE_ICON[article.type]} size={22} />}
                </span>
                <span className="right-panel__text">
                  <span className="right-panel__name">{truncate(article.title)}</span>
                  <span className="right-panel__meta">
                    <TypeBadge type={article.type} />
                    <time dateTime={article.createdAt}>{formatDay(article.createdAt, i18n.language, { month: 'short', year: false })}</time>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
