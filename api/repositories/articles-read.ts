import type { DB } from '../db/connection.ts';
import type { ArticleListQuery, ArticleSummary, SuggestionQuery } from '../schemas/article.ts';
import type { FeedList } from '../schemas/list.ts';
import { decodeKeysetCursor, decodeOffsetCursor, encodeCursor } from './article-cursor.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { cappedAuthorCount, feedPage } from './article-feed.ts';
import { SUMMARY_COLUMNS, toSummaries, type SummaryRow } from './article-mapping.ts';
import { searchArticleIds, suggestArticleRows } from './article-search.ts';
import { readableAudio } from './readable-audio.ts';

async function summariesInOrder(db: DB, ids: string[], viewerId: string | null): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('articles').select(SUMMARY_COLUMNS).where('id', 'in', ids).where(readableAudio('articles', viewerId)).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return (await toSummaries(db, ordered, viewerId)).summaries;
}

/**
 * `GET /api/articles`. Without keywords: newest first (`created_at desc, id desc`) by keyset cursor
 * or offset, `nextCursor` a keyset cursor either way. With keywords: best match first within a
 * bounded window of candidates (article-search.ts), paged by offset, `nextCursor` an offset cursor.
 * No request counts a large table: `total` is null, except on one author's list where it is a
 * count capped at 1000 (api.md, "Lists"). A cursor of the other kind, or none this list gave, is refused.
 */
export async function listArticles(db: DB, q: ArticleListQuery, viewerId: string | null): Promise<Outcome<FeedList<ArticleSummary>>> {
  const keywords = q.keywords?.trim();
  if (keywords) {
    const ids = await searchArticleIds(db, keywords, q);
    const offset = q.cursor ? decodeOffsetCursor(q.cursor) : q.offset;
    if (offset === undefined) return refuse({ reason: 'invalid_cursor' });
    const items = await summariesInOrder(db, ids.slice(offset, offset + q.limit), viewerId);
    const more = offset + q.limit < ids.length;
    return done({ items, total: null, nextCursor: more ? encodeCursor({ kind: 'offset', offset: offset + q.limit }) : null });
  }

  const after = q.cursor ? decodeKeysetCursor(q.cursor) : undefined;
  if (q.cursor && !after) return refuse({ reason: 'invalid_cursor' });
  const { pageRows, nextCursor } = keysetPage(await feedPage(db, q, { limit: q.limit + 1, after, offset: q.offset }, viewerId), q.limit);
  const onlyAuthor = q.userId && !q.tribe && !q.theme && !q.type && !q.lang;
  const [{ summaries }, count] = await Promise.all([toSummaries(db, pageRows, viewerId), onlyAuthor ? cappedAuthorCount(db, q.userId!) : null]);
  return done({ items: summaries, ...(count ?? { total: null }), nextCursor });
}

/**
 * A feed page of `limit` rows out of `limit + 1` read in feed order: the row past the page tells
 * whether there is a next page, without counting; `nextCursor` is the keyset after the page's last row.
 */
export function keysetPage(rows: SummaryRow[], limit: number): { pageRows: SummaryRow[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return { pageRows, nextCursor: rows.length > limit && last ? encodeCursor({ kind: 'keyset', createdAt: last.created_at, id: last.id }) : null };
}

/**
 * `GET /api/articles/suggestions`: autocomplete over titles and author names (article-search.ts),
 * one short list, no paging (`nextCursor: null`, `total: null`).
 */
export async function suggestArticles(db: DB, q: SuggestionQuery, viewerId: string | null): Promise<FeedList<ArticleSummary>> {
  const rows = await suggestArticleRows(db, q.q, q.limit);
  return { items: (await toSummaries(db, rows, viewerId)).summaries, total: null, nextCursor: null };
}
