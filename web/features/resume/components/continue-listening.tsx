import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { storyParam, TypeBadge } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { fixedImage } from '#web/lib/image-sources.ts';
import { continueListening, refreshContinueListening, type InProgressItem } from '#web/sync/continue-listening.ts';
import './continue-listening.css';

function Item({ item }: { item: InProgressItem }) {
  const { t } = useTranslation();
  const { article, position, duration } = item;
  const percent = Math.min(100, Math.round((position / duration) * 100));
  const minutesLeft = Math.max(1, Math.round((duration - position) / 60));
  return (
    <li className="continue-listening__item">
      <Link to="/story/$id" params={{ id: storyParam(article) }} className="continue-listening__link">
        {article.coverImage ? (
          <img className="continue-listening__cover" {...fixedImage(article.coverImage.path, 72)} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className="continue-listening__cover continue-listening__cover--none" aria-hidden="true">
            <Icon name={article.type === 3 ? 'video' : 'mic'} size={28} />
          </span>
        )}
        <span className="continue-listening__text">
          <TypeBadge type={article.type} />
          <span className="continue-listening__title">{article.title}</span>
          <span className="continue-listening__left">{t('resume.timeLeft', { count: minutesLeft })}</span>
        </span>
      </Link>
      <span
        className="continue-listening__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('resume.progressOf', { title: article.title })}
        aria-valuetext={t('resume.percentHeard', { percent })}
      >
        <span className="continue-listening__fill" style={{ width: `${percent}%` }} />
      </span>
    </li>
  );
}

/**
 * "Continue listening" (issue 12): the signed-in listener's episodes and videos started and not
 * finished, here or on another device, newest first, each with how far it got. Read from the
 * device (so it shows offline) and refreshed from the server when reachable; hidden when empty.
 */
export function ContinueListening({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const items = useLiveQuery(() => continueListening(), [userId]);
  useEffect(() => {
    void refreshContinueListening().catch(() => undefined);
  }, [userId]);

  if (!items || items.length === 0) return null;
  return (
    <section className="continue-listening" aria-labelledby="continue-listening-title">
      <h2 id="continue-listening-title" className="continue-listening__heading">
        {t('resume.title')}
      </h2>
      <ul className="continue-listening__list">
        {items.map((item) => (
          <Item key={item.article.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

export default ContinueListening;
