import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { Icon } from '#web/components/icon.tsx';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { favoritesCollection, isInCollection } from '#web/db/collections.ts';
import { StorageFullError } from '#web/db/storage-full.ts';
import { sessionAtom } from '#web/lib/session.ts';
import { FavoritesUnavailableError, setFavorite } from '#web/sync/mutations/favorites.ts';
import './collections.css';

/**
 * The heart: puts the article in the signed-in reader's Favorites or takes it out, at once and
 * offline too (written locally, synced later). `aria-pressed` tells the state. Hidden when
 * signed out. `variant="card"` fits ArticleCard's `actions` slot; `"inline"` shows a label.
 */
export function FavoriteButton({ article, variant = 'card' }: { article: ArticleSummary; variant?: 'card' | 'inline' }) {
  const { t } = useTranslation();
  const userId = useAtomValue(sessionAtom)?.user.id;
  const favorites = useLiveQuery(async () => (userId ? ((await favoritesCollection(userId)) ?? null) : null), [userId]);
  if (!userId) return null;
  const pressed = isInCollection(favorites ?? undefined, article.id, article.favorite);
  const toggle = async () => {
    try {
      await setFavorite(article, !pressed);
    } catch (error) {
      if (error instanceof FavoritesUnavailableError) showToast('favorites.unavailable', 'error');
      else if (error instanceof StorageFullError) showToast('storage.full', 'error');
      else throw error;
    }
  };
  // A toggle keeps one name; aria-pressed says the state (the tooltip says what a click does).
  const label = t('favorites.label', { title: article.title });
  const hint = t(pressed ? 'favorites.remove' : 'favorites.add', { title: article.title });
  return (
    <button
      type="button"
      className={variant === 'card' ? 'icon-btn favorite-button' : 'btn btn--ghost favorite-button favorite-button--inline'}
      aria-pressed={pressed}
      aria-label={variant === 'card' ? label : undefined}
      title={hint}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={20} />
      {variant === 'inline' && <span>{t('collections.favorites')}</span>}
    </button>
  );
}
