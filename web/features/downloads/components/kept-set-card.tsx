import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { storyParam } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { formatBytes } from '#web/lib/format-bytes.ts';
import { appStore } from '#web/lib/app-store.ts';
import { downloadsAtom } from '#web/sync/kept-media/download-queue.ts';
import { freeOfflineItem, freeOfflineSet } from '#web/sync/kept-media/offline-sets.ts';
import type { KeptSetView } from '#web/sync/kept-media/overview.ts';

const PROBLEM_KEYS = { cap: 'downloads.capReached', full: 'downloads.full', failed: 'downloads.failed' } as const;
const TYPE_ICONS = { 2: 'mic', 3: 'video' } as const;

/**
 * One kept set in Downloads: its name, size and state, each article with its size, remove one or
 * all. The single kept articles come as one card (`singles`: the keys of their sets).
 */
export function KeptSetCard({ set, name, singles }: { set: KeptSetView; name: string; singles?: string[] }) {
  const { t, i18n } = useTranslation();
  const percent = useAtomValue(downloadsAtom, { store: appStore })[set.key];
  const size = (n: number) => (n > 0 ? formatBytes(n, i18n.language) : t('downloads.sizeUnknown'));
  const headingId = `kept-${set.key.replace(/\W/g, '-')}`;
  const removed = () => showToast('downloads.removed', 'success');
  const removeAll = () => void Promise.all((singles ?? [set.key]).map((key) => freeOfflineSet(key))).then(removed);
  const removeOne = (articleId: string) => void (singles ? freeOfflineSet(`article:${articleId}`) : freeOfflineItem(set.key, articleId)).then(removed);

  return (
    <section className="kept-set card" aria-labelledby={headingId}>
      <div className="kept-set__head">
        <div>
          <h2 id={headingId} className="kept-set__title">
            {set.kind === 'collection' ? <Link to="/collections">{name}</Link> : name}
          </h2>
          <p className="muted">
            {t('downloads.articles', { count: set.items.length, size: formatBytes(set.bytes, i18n.language) })}
            {' · '}
            {set.status === 'downloading' ? t('downloads.downloading', { percent: percent ?? 0 }) : set.status === 'ready' ? t('downloads.ready') : t('downloads.partial')}
          </p>
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={removeAll} aria-label={t('downloads.removeSetLabel', { name })}>
          <Icon name="trash" size={16} /> {t('downloads.removeSet')}
        </button>
      </div>
      {set.problem && (
        <p role="alert" className="kept-set__problem">
          {t(PROBLEM_KEYS[set.problem])}
        </p>
      )}
      <ul className="kept-set__items">
        {set.items.map((item) => {
          const title = item.title ?? t('downloads.untitled');
          const icon = TYPE_ICONS[item.type as 2 | 3] ?? 'fileText';
          return (
            <li key={item.articleId} className="kept-set__item">
              <Icon name={icon} size={16} />
              <span className="kept-set__name">
                {item.slug ? (
                  <Link to="/story/$id" params={{ id: storyParam({ slug: item.slug, id: item.articleId }) }}>
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </span>
              <span className="muted kept-set__size">{size(item.bytes)}</span>
              <button type="button" className="icon-btn" aria-label={t('downloads.removeItem', { title })} title={t('downloads.removeItem', { title })} onClick={() => removeOne(item.articleId)}>
                <Icon name="x" size={18} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
