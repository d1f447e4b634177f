import { useTranslation } from 'react-i18next';

/** Placeholder shaped like the story page while it loads. */
export function StorySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="story-layout" aria-busy="true" aria-label={t('common.loading')}>
      <div className="story-article">
        <div className="skeleton story-skeleton__chips" />
        <div className="skeleton story-skeleton__title" />
        <div className="skeleton story-skeleton__title story-skeleton__title--short" />
        <div className="skeleton story-skeleton__byline" />
        <div className="skeleton story-skeleton__media" />
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="skeleton story-skeleton__line" />
        ))}
      </div>
    </div>
  );
}
