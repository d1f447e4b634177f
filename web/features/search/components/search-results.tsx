import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { TypeBadge } from '#web/components/article-card.tsx';
import { Icon } from '#web/components/icon.tsx';
import { fixedImage } from '#web/lib/image-sources.ts';

const TYPE_ICON = { 1: 'fileText', 2: 'mic', 3: 'video' } as const;

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/** The dropdown under the search input: at most 4 results as listbox options, or a status line. */
export function SearchResults({
  id,
  open,
  items,
  activeIndex,
  pending,
  error,
  keywords,
  onChoose,
  onHover,
}: {
  id: string;
  open: boolean;
  items: ArticleSummary[];
  activeIndex: number;
  pending: boolean;
  error: boolean;
  keywords: string;
  onChoose: (article: ArticleSummary) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation();
  const status = !open ? '' : error ? t('search.error') : pending ? t('search.searching') : items.length === 0 ? t('search.noResults', { query: keywords }) : '';
  return (
    <div className="search-dropdown" hidden={!open}>
      <ul id={id} role="listbox" aria-label={t('search.results')} className="search-dropdown__list" hidden={items.length === 0}>
        {items.map((article, index) => (
          <li
            key={article.id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            className="search-option"
            // Keeps focus in the input, so choosing never races the blur timer.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => index !== activeIndex && onHover(index)}
            onClick={() => onChoose(article)}
          >
            <span className="search-option__thumb" aria-hidden="true">
              {article.coverImage ? <img {...fixedImage(article.coverImage.path, 48)} alt="" width={48} height={48} loading="lazy" /> : <Icon name={TYPE_ICON[article.type]} size={20} />}
            </span>
            <span className="search-option__text">
              <span className="search-option__title">{article.title}</span>
              <span className="search-option__meta">
                <TypeBadge type={article.type} />
                <span>
                  {article.user.firstName} {article.user.lastName}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="search-dropdown__status" hidden={!open || !status}>
        {status}
      </p>
    </div>
  );
}
