import { useTranslation } from 'react-i18next';
import type { Article } from '#api/schemas/article.ts';

function isUrl(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text.trim());
}

function SourceList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="story-sources">
      <h2 className="story-aside-title">{title}</h2>
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            {isUrl(item) ? (
              <a href={item.trim()} target="_blank" rel="noopener noreferrer nofollow">
                {item}
              </a>
            ) : (
              item
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tags, then the references and "inspired by" lists when the author gave them. */
export function StoryExtras({ article }: { article: Article }) {
  const { t } = useTranslation();
  return (
    <>
      {article.tags.length > 0 && (
        <ul className="story-tags" aria-label={t('story.tags')}>
          {article.tags.map((tag, i) => (
            <li key={i} className="story-tag">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <SourceList title={t('story.references')} items={article.references} />
      <SourceList title={t('story.inspiredBy')} items={article.inspiredBy} />
    </>
  );
}
