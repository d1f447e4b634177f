import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { CollectionsTable } from '../db/types.ts';
import type { ArticleSummary } from '../schemas/article.ts';
import { COLLECTION_ARTICLES_MAX, DEFAULT_COLLECTION_NAME, type Collection } from '../schemas/collection.ts';
import { newId } from '../schemas/ids.ts';
import type { ListResponse } from '../schemas/list.ts';
import { SUMMARY_COLUMNS, toSummaries } from './article-mapping.ts';
import { done, refuse, type Outcome } from './outcome.ts';

type CollectionRow = Pick<CollectionsTable, 'id' | 'user_id' | 'name' | 'is_default' | 'updated_at' | 'deleted_at'>;

async function findRow(db: DB, id: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('collections').select(['id', 'user_id', 'name', 'is_default', 'updated_at', 'deleted_at']).where('id', '=', id).executeTakeFirst();
}

/** A live collection of `userId`; refused when there is none, or when it is someone else's. */
async function ownRow(db: DB, id: string, userId: string): Promise<Outcome<CollectionRow>> {
  const row = await findRow(db, id);
  if (row && row.user_id !== userId) return refuse({ reason: 'not_owner', entity: 'collection', action: 'edit' });
  if (!row || row.deleted_at) return refuse({ reason: 'not_found', entity: 'collection' });
  return done(row);
}

/**
 * Collections with their live article count and newest articles (at most 20 each, newest added
 * first): a count query, one windowed query for the articles of every collection, then summaries.
 */
async function toCollections(db: DB, rows: CollectionRow[], viewerId: string): Promise<Collection[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const live = db.selectFrom('collection_articles as ca').innerJoin('articles as a', 'a.id', 'ca.article_id').where('a.deleted_at', 'is', null).where('ca.collection_id', 'in', ids);
  const [counts, newest] = await Promise.all([
    live
      .select(['ca.collection_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('ca.collection_id')
      .execute(),
    db
      .selectFrom(live.select(['ca.collection_id', 'ca.article_id', sql<number>`row_number() over (partition by ca.collection_id order by ca.added_at desc, ca.article_id desc)`.as('rn')]).as('r'))
      .select(['r.collection_id', 'r.article_id'])
      .where('r.rn', '<=', COLLECTION_ARTICLES_MAX)
      .orderBy('r.collection_id')
      .orderBy('r.rn')
      .execute(),
  ]);
  const articleIds = [...new Set(newest.map((n) => n.article_id))];
  const articleRows = articleIds.length ? await db.selectFrom('articles').select(SUMMARY_COLUMNS).where('id', 'in', articleIds).execute() : [];
  const summaries = new Map((await toSummaries(db, articleRows, viewerId)).summaries.map((s) => [s.id, s]));
  const countOf = new Map(counts.map((c) => [c.collection_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isDefault: r.is_default === 1,
    articleCount: countOf.get(r.id) ?? 0,
    articles: newest
      .filter((n) => n.collection_id === r.id)
      .flatMap((n): ArticleSummary[] => {
        const summary = summaries.get(n.article_id);
        return summary ? [summary] : [];
      }),
    updatedAt: r.updated_at,
  }));
}

/** Every user has a default `Favorites` (made at registration); an account without one gets it here. */
async function ensureDefaultCollection(db: DB, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('collections').select('id').where('user_id', '=', userId).where('is_default', '=', 1).where('deleted_at', 'is', null).executeTakeFirst();
    if (existing) return;
    const at = now.toISOString();
    await trx.insertInto('collections').values({ id: newId(), user_id: userId, name: DEFAULT_COLLECTION_NAME, is_default: 1, created_at: at, updated_at: at, deleted_at: null }).execute();
  });
}

/** `GET /api/collections`: the default collection first, then the others in the order they were made. */
export async function listCollections(db: DB, userId: string, q: { limit: number; offset: number }, now: Date): Promise<ListResponse<Collection>> {
  await ensureDefaultCollection(db, userId, now);
  const mine = db.selectFrom('collections').where('user_id', '=', userId).where('deleted_at', 'is', null);
  const { total } = await mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await mine
    .select(['id', 'user_id', 'name', 'is_default', 'updated_at', 'deleted_at'])
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { items: await toCollections(db, rows, userId), total: Number(total), nextCursor: null };
}

type UpsertResult = { status: 200 | 201; collection: Collection };

/** `PUT /api/collections/:id`: creates (201) or renames (200). A deleted collection stays deleted (refused). */
export async function upsertCollection(db: DB, id: string, userId: string, name: string, now: Date): Promise<Outcome<UpsertResult>> {
  const at = now.toISOString();
  // Insert-or-nothing, so two replays racing on a new id cannot both try to create it.
  const created = await db
    .insertInto('collections')
    .values({ id, user_id: userId, name, is_default: 0, created_at: at, updated_at: at, deleted_at: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(created.numInsertedOrUpdatedRows ?? 0) > 0) {
    return done<UpsertResult>({ status: 201, collection: { id, name, isDefault: false, articleCount: 0, articles: [], updatedAt: at } });
  }
  const own = await ownRow(db, id, userId);
  if (!own.ok) return own;
  const row = own.value;
  if (row.name !== name) await db.updateTable('collections').set({ name, updated_at: at }).where('id', '=', id).execute();
  const [collection] = await toCollections(db, [{ ...row, name, updated_at: row.name !== name ? at : row.updated_at }], userId);
  return done<UpsertResult>({ status: 200, collection: collection! });
}

/** `DELETE /api/collections/:id`: soft delete, idempotent; the default collection stays (refused). */
export async function deleteCollection(db: DB, id: string, userId: string, now: Date): Promise<Outcome<void>> {
  const row = await findRow(db, id);
  if (!row) return done(undefined);
  if (row.user_id !== userId) return refuse({ reason: 'not_owner', entity: 'collection', action: 'delete' });
  if (row.deleted_at) return done(undefined);
  if (row.is_default === 1) return refuse({ reason: 'default_collection' });
  const at = now.toISOString();
  await db.updateTable('collections').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
  return done(undefined);
}

/** `PUT /api/collections/:id/articles/:articleId`: idempotent; refused for an unknown collection or article. */
export async function addToCollection(db: DB, id: string, articleId: string, userId: string, now: Date): Promise<Outcome<void>> {
  const own = await ownRow(db, id, userId);
  if (!own.ok) return own;
  const article = await db.selectFrom('articles').select('id').where('id', '=', articleId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!article) return refuse({ reason: 'not_found', entity: 'article' });
  const at = now.toISOString();
  const added = await db
    .insertInto('collection_articles')
    .values({ collection_id: id, article_id: articleId, added_at: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) await db.updateTable('collections').set({ updated_at: at }).where('id', '=', id).execute();
  return done(undefined);
}

/** `DELETE /api/collections/:id/articles/:articleId`: idempotent; nothing to remove is still 204. */
export async function removeFromCollection(db: DB, id: string, articleId: string, userId: string, now: Date): Promise<Outcome<void>> {
  const row = await findRow(db, id);
  if (!row) return done(undefined);
  if (row.user_id !== userId) return refuse({ reason: 'not_owner', entity: 'collection', action: 'edit' });
  const removed = await db.deleteFrom('collection_articles').where('collection_id', '=', id).where('article_id', '=', articleId).executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) await db.updateTable('collections').set({ updated_at: now.toISOString() }).where('id', '=', id).execute();
  return done(undefined);
}
