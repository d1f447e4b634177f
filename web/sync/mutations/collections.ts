import type { ArticleSummary } from '#api/schemas/article.ts';
import { CollectionInputSchema } from '#api/schemas/collection.ts';
import { newId } from '#api/schemas/ids.ts';
import * as v from 'valibot';
import { isInCollection, withArticle, withoutArticle } from '#web/db/collections.ts';
import { db } from '#web/db/database.ts';
import { toSummary } from '#web/db/kept-articles.ts';
import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

/** A collection row of this user, or an error (it was deleted, or belongs to someone else). */
async function ownRow(id: string, userId: string) {
  const row = await db.collections.get(id);
  if (!row || row.userId !== userId) throw new Error('No such collection on this device.');
  return row;
}

/**
 * Creates a collection here and queues `PUT /api/collections/:id`; resolves to its new id.
 * The name follows `CollectionInputSchema` (throws `ValiError` otherwise, for the form).
 */
export async function createCollection(name: string): Promise<string> {
  const userId = requireUserId();
  const input = v.parse(CollectionInputSchema, { name });
  const id = newId();
  await mutate([db.collections], async () => {
    const now = new Date().toISOString();
    await db.collections.add({ id, userId, name: input.name, isDefault: false, articleCount: 0, articles: [], updatedAt: now, removedIds: [] });
    await enqueue({ userId, op: { type: 'collection.put', id, body: input }, label: { key: 'sync.op.createCollection', values: { name: input.name } } });
  });
  return id;
}

/** Renames a collection (same `PUT`, which the server treats as create-or-rename). */
export async function renameCollection(id: string, name: string): Promise<void> {
  const userId = requireUserId();
  const input = v.parse(CollectionInputSchema, { name });
  await mutate([db.collections], async () => {
    await ownRow(id, userId);
    await db.collections.update(id, { name: input.name, updatedAt: new Date().toISOString() });
    await enqueue({ userId, op: { type: 'collection.put', id, body: input }, label: { key: 'sync.op.renameCollection', values: { name: input.name } } });
  });
}

/** Deletes a collection (not the default Favorites one). */
export async function deleteCollection(id: string): Promise<void> {
  const userId = requireUserId();
  await mutate([db.collections], async () => {
    const row = await ownRow(id, userId);
    if (row.isDefault) throw new Error('The Favorites collection cannot be deleted.');
    await db.collections.delete(id);
    await enqueue({ userId, op: { type: 'collection.delete', id }, label: { key: 'sync.op.deleteCollection', values: { name: row.name } } });
  });
}

/** Adds an article to a collection (idempotent on the server). */
export async function addToCollection(id: string, article: ArticleSummary): Promise<void> {
  const userId = requireUserId();
  await mutate([db.collections], async () => {
    const row = await ownRow(id, userId);
    await db.collections.put(withArticle(row, toSummary(article), new Date().toISOString()));
    await enqueue({
      userId,
      op: { type: row.isDefault ? 'favorite.put' : 'collection.article.put', id, articleId: article.id },
      label: { key: row.isDefault ? 'sync.op.favoriteAdd' : 'sync.op.addToCollection', values: { title: article.title, name: row.name } },
    });
  });
}

/** Removes an article from a collection. `wasMember` (default: as the device knows) fixes the count. */
export async function removeFromCollection(id: string, article: Pick<ArticleSummary, 'id' | 'title'>, wasMember?: boolean): Promise<void> {
  const userId = requireUserId();
  await mutate([db.collections], async () => {
    const row = await ownRow(id, userId);
    const member = wasMember ?? isInCollection(row, article.id, true);
    await db.collections.put(withoutArticle(row, article.id, member, new Date().toISOString()));
    await enqueue({
      userId,
      op: { type: row.isDefault ? 'favorite.delete' : 'collection.article.delete', id, articleId: article.id },
      label: { key: row.isDefault ? 'sync.op.favoriteRemove' : 'sync.op.removeFromCollection', values: { title: article.title, name: row.name } },
    });
  });
}
