import type { DB } from '../db/connection.ts';
import type { ArticleSummary } from '../schemas/article.ts';
import type { CollectionArticlesQuery } from '../schemas/collection.ts';
import type { ListResponse } from '../schemas/list.ts';
import { SUMMARY_COLUMNS, toSummaries } from './article-mapping.ts';
import { done, refuse, type Outcome } from './outcome.ts';

/** Position after the last item of a page: when it was added, and which article (ties). */
interface Position {
  addedAt: string;
  articleId: string;
}

const POSITION = /^c:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|([0-9a-f]{32})$/;

const encode = (p: Position) => Buffer.from(`c:${p.addedAt}|${p.articleId}`, 'utf8').toString('base64url');

function decode(cursor: string): Position | undefined {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { addedAt: match[1]!, articleId: match[2]! } : undefined;
}

/**
 * `GET /api/collections/:id/articles`: the live articles of one of the user's collections, newest
 * added first, paged by keyset on (`added_at`, `article_id`) so a collection of any size pages at the
 * cost of its first page, and additions made meanwhile neither repeat nor vanish from later pages.
 * `total` is the collection's live article count (one user's collection: an indexed, bounded count).
 */
export async function listCollectionArticles(db: DB, id: string, userId: string, q: CollectionArticlesQuery): Promise<Outcome<ListResponse<ArticleSummary>>> {
  const collection = await db.selectFrom('collections').select(['user_id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  if (collection && collection.user_id !== userId) return refuse({ reason: 'not_owner', entity: 'collection', action: 'edit' });
  if (!collection || collection.deleted_at) return refuse({ reason: 'not_found', entity: 'collection' });
  const after = q.cursor === undefined ? undefined : decode(q.cursor);
  if (q.cursor !== undefined && !after) return refuse({ reason: 'invalid_cursor' });

  const live = db.selectFrom('collection_articles as ca').innerJoin('articles as a', 'a.id', 'ca.article_id').where('ca.collection_id', '=', id).where('a.deleted_at', 'is', null);
  let page = live.select(['ca.added_at', ...SUMMARY_COLUMNS.map((c) => `a.${c}` as const)]);
  if (after) {
    page = page.where((eb) => eb.or([eb('ca.added_at', '<', after.addedAt), eb.and([eb('ca.added_at', '=', after.addedAt), eb('ca.article_id', '<', after.articleId)])]));
  }
  const [rows, count] = await Promise.all([
    page
      .orderBy('ca.added_at', 'desc')
      .orderBy('ca.article_id', 'desc')
      .limit(q.limit + 1)
      .execute(),
    live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const more = rows.length > q.limit;
  const shown = rows.slice(0, q.limit);
  const { summaries } = await toSummaries(db, shown, userId);
  const last = shown.at(-1);
  return done({ items: summaries, total: Number(count.n), nextCursor: more && last ? encode({ addedAt: last.added_at, articleId: last.id }) : null });
}
