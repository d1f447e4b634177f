import type { DB } from '../db/connection.ts';
import type { Article, ArticleDetail, ArticleSummary } from '../schemas/article.ts';
import { ARTICLE_COLUMNS, SUMMARY_COLUMNS, toArticles, toSummaries, type SummaryRow } from './article-mapping.ts';
import { firstCommentsPage } from './comments.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { readableAudio } from './readable-audio.ts';

export const RELATED_ARTICLES_MAX = 5;

/** A live (not deleted) article, in full; undefined when there is none. */
export async function findArticle(db: DB, id: string, viewerId: string | null): Promise<Article | undefined> {
  const row = await db.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return undefined;
  const [article] = await toArticles(db, [row], viewerId);
  return article;
}

/**
 * Newest live articles sharing one of these tribes or themes, other than `excludeId`: the newest
 * few of each tribe's and theme's feed range (link indexes of kysely-migrations/0003), merged. At
 * most 10 short index ranges, however big a tribe or theme is.
 */
async function newestSharing(db: DB, tribeIds: number[], themeIds: number[], excludeId: string): Promise<string[]> {
  const newest = <Q extends { orderBy: (c: 'created_at' | 'article_id', d: 'desc') => Q }>(q: Q) => q.orderBy('created_at', 'desc').orderBy('article_id', 'desc');
  const ranges = await Promise.all([
    ...tribeIds.map((id) =>
      newest(db.selectFrom('article_tribes').select(['article_id', 'created_at']).where('tribe_id', '=', id).where('deleted_at', 'is', null).where('article_id', '!=', excludeId))
        .limit(RELATED_ARTICLES_MAX)
        .execute(),
    ),
    ...themeIds.map((id) =>
      newest(db.selectFrom('article_themes').select(['article_id', 'created_at']).where('theme_id', '=', id).where('deleted_at', 'is', null).where('article_id', '!=', excludeId))
        .limit(RELATED_ARTICLES_MAX)
        .execute(),
    ),
  ]);
  const byId = new Map(ranges.flat().map((r) => [r.article_id, r.created_at]));
  return [...byId.entries()]
    .sort(([idA, atA], [idB, atB]) => (atA === atB ? (idA < idB ? 1 : -1) : atA < atB ? 1 : -1))
    .slice(0, RELATED_ARTICLES_MAX)
    .map(([id]) => id);
}

/**
 * Up to 5 other live articles: those sharing a tribe or a theme first (newest first), then the same
 * author's. Short index ranges only, whatever the size of a tribe, a theme or an author's list.
 */
async function findRelated(db: DB, article: Article, viewerId: string | null): Promise<ArticleSummary[]> {
  const live = db.selectFrom('articles').select(SUMMARY_COLUMNS).where('deleted_at', 'is', null).where('id', '!=', article.id).where(readableAudio('articles'));
  const sharing = await newestSharing(
    db,
    article.tribe.map((t) => t.id),
    article.themes.map((t) => t.id),
    article.id,
  );
  // By id alone: with `deleted_at is null` in the WHERE, planner statistics (deleted_at is null on
  // almost every row, yet averaged over many distinct deletion times) pick the feed index and read it all.
  const found = sharing.length
    ? await db
        .selectFrom('articles')
        .select([...SUMMARY_COLUMNS, 'deleted_at'])
        .where('id', 'in', sharing)
        .where(readableAudio('articles'))
        .execute()
    : [];
  const rows: SummaryRow[] = sharing.flatMap((id) => found.find((r) => r.id === id && r.deleted_at === null) ?? []);
  if (rows.length < RELATED_ARTICLES_MAX) {
    const seen = rows.map((r) => r.id);
    let byAuthor = live.where('user_id', '=', article.user.id).orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (seen.length) byAuthor = byAuthor.where('id', 'not in', seen);
    rows.push(...(await byAuthor.limit(RELATED_ARTICLES_MAX - rows.length).execute()));
  }
  return (await toSummaries(db, rows, viewerId)).summaries;
}

/** `GET /api/articles/:id`: the article, its first page of comments and related articles; refused when not live. */
export async function getArticleDetail(db: DB, id: string, viewerId: string | null): Promise<Outcome<ArticleDetail>> {
  const article = await findArticle(db, id, viewerId);
  if (!article) return refuse({ reason: 'not_found', entity: 'article' });
  const [comments, relatedArticles] = await Promise.all([firstCommentsPage(db, id, viewerId), findRelated(db, article, viewerId)]);
  return done({ article, comments, relatedArticles });
}
