import type { ArticleSummary } from '#api/schemas/article.ts';
import { favoritesCollection, isInCollection } from '#web/db/collections.ts';
import { pullCollections } from '../pull.ts';
import { addToCollection, removeFromCollection } from './collections.ts';
import { requireUserId } from './current-user.ts';

/** The device has never seen the user's Favorites collection and cannot reach the server to learn it. */
export class FavoritesUnavailableError extends Error {
  override readonly name = 'FavoritesUnavailableError';
}

async function favoritesRow(userId: string) {
  const row = await favoritesCollection(userId);
  if (row) return row;
  // First favorite on this device: learn the Favorites collection's id from the server.
  await pullCollections(userId).catch(() => false);
  const pulled = await favoritesCollection(userId);
  if (!pulled) throw new FavoritesUnavailableError('Favorites are not available offline yet.');
  return pulled;
}

/**
 * Puts an article in, or takes it out of, the user's Favorites (the default collection every
 * user has, api.md). Written here and queued at once; the heart shows the new state immediately.
 */
export async function setFavorite(article: ArticleSummary, favorite: boolean): Promise<void> {
  const userId = requireUserId();
  const row = await favoritesRow(userId);
  const member = isInCollection(row, article.id, article.favorite);
  if (member === favorite) return;
  if (favorite) await addToCollection(row.id, article);
  else await removeFromCollection(row.id, article, member);
}
