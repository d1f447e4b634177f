import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { Database } from '../db/types.ts';
import type { ArticleListQuery, ArticleSummary } from '../schemas/article.ts';
import type { ListResponse } from '../schemas/list.ts';
import { decodeKeysetCursor, decodeOffsetCursor, encodeCursor } from './article-cursor.ts';
import { SUMMARY_COLUMNS, toSummaries, type SummaryRow } from './article-mapping.ts';
import { searchArticleIds } from './article-search.ts';

type ArticleFilters = Pick<ArticleListQuery, 'userId' | 'theme' | 'tribe' | 'type'>;

/** Live articles matching the list filters; each filter has an index ending in the feed order. */
function filtered<O>(db: DB, query: SelectQueryBuilder<Database, 'articles', O>, f: ArticleFilters) {
  let q = query.where('articles.deleted_at', 'is', null);
  if (f.userId) q = q.where('articles.user_id', '=', f.userId);
  if (f.type) q = q.where('articles.type', '=', f.type);
  if (f.theme) q = q.where('articles.id', 'in', db.selectFrom('article_themes').select('article_id').where('theme_id', '=', f.theme));
  if (f.tribe) q = q.where('articles.id', 'in', db.selectFrom('article_tribes').select('article_id').where('tribe_id', '=', f.tribe));
  return q;
}

async function summariesInOrder(db: DB, ids: string[], viewerId: string | null): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('articles').select(SUMMARY_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return (await toSummaries(db, ordered, viewerId)).summaries;
}

/**
 * `GET /api/articles`. Without keywords: newest first (`created_at desc, id desc`) by keyset cursor
 * or offset, `nextCursor` a keyset cursor either way. With keywords: best match first among at most
 * `SEARCH_CANDIDATES_MAX` ranked matches (`total` counts those), paged by offset, `nextCursor` an
 * offset cursor.
 */
export async function listArticles(db: DB, q: ArticleListQuery, viewerId: string | null): Promise<ListResponse<ArticleSummary>> {
  const keywords = q.keywords?.trim();
  if (keywords) {
    const hasFilter = Boolean(q.userId || q.theme || q.tribe || q.type);
    const within = hasFilter ? filtered(db, db.selectFrom('articles').select('articles.search_id'), q) : undefined;
    const ids = await searchArticleIds(db, keywords, within);
    const offset = q.cursor ? decodeOffsetCursor(q.cursor) : q.offset;
    const items = await summariesInOrder(db, ids.slice(offset, offset + q.limit), viewerId);
    const more = offset + q.limit < ids.length;
    return { items, total: ids.length, nextCursor: more ? encodeCursor({ kind: 'offset', offset: offset + q.limit }) : null };
  }

  const base = filtered(db, db.selectFrom('articles'), q);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base
    .select(SUMMARY_COLUMNS)
    .orderBy('articles.created_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(q.limit + 1);
  if (q.cursor) {
    const after = decodeKeysetCursor(q.cursor);
    page = page.where((eb) => eb(eb.refTuple('articles.created_at', 'articles.id'), '<', eb.tuple(after.createdAt, after.id)));
  } else if (q.offset > 0) {
    page = page.offset(q.offset);
  }
  const rows: SummaryRow[] = await page.execute();
  const more = rows.length > q.limit;
  const pageRows = rows.slice(0, q.limit);
  const last = pageRows.at(-1);
  const { summaries } = await toSummaries(db, pageRows, viewerId);
  return {
    items: summaries,
    total: Number(total),
    nextCursor: more && last ? encodeCursor({ kind: 'keyset', createdAt: last.created_at, id: last.id }) : null,
  };
}
