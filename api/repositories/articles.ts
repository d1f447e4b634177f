import type { DB } from '../db/connection.ts';
import type { Article, ArticleDetail, ArticleSummary } from '../schemas/article.ts';
import { ARTICLE_COLUMNS, SUMMARY_COLUMNS, toArticles, toSummaries, type SummaryRow } from './article-mapping.ts';
import { listComments } from './comments.ts';
import { done, refuse, type Outcome } from './outcome.ts';

export const RELATED_ARTICLES_MAX = 5;

/** A live (not deleted) article, in full; undefined when there is none. */
export async function findArticle(db: DB, id: string, viewerId: string | null): Promise<Article | undefined> {
  const row = await db.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return undefined;
  const [article] = await toArticles(db, [row], viewerId);
  return article;
}

/**
 * Up to 5 other live articles: those sharing a tribe or a theme first (newest first), then the same
 * author's. Two bounded queries that walk the feed indexes, whatever the size of a theme.
 */
async function findRelated(db: DB, article: Article, viewerId: string | null): Promise<ArticleSummary[]> {
  const tribeIds = article.tribe.map((t) => t.id);
  const themeIds = article.themes.map((t) => t.id);
  const live = db.selectFrom('articles').select(SUMMARY_COLUMNS).where('deleted_at', 'is', null).where('id', '!=', article.id);
  const newest = <Q extends typeof live>(q: Q) => q.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const rows: SummaryRow[] =
    tribeIds.length || themeIds.length
      ? await newest(live)
          .where((eb) => {
            const shared = [];
            if (tribeIds.length) shared.push(eb('id', 'in', db.selectFrom('article_tribes').select('article_id').where('tribe_id', 'in', tribeIds)));
            if (themeIds.length) shared.push(eb('id', 'in', db.selectFrom('article_themes').select('article_id').where('theme_id', 'in', themeIds)));
            return eb.or(shared);
          })
          .limit(RELATED_ARTICLES_MAX)
          .execute()
      : [];
  if (rows.length < RELATED_ARTICLES_MAX) {
    const seen = rows.map((r) => r.id);
    let byAuthor = newest(live).where('user_id', '=', article.user.id);
    if (seen.length) byAuthor = byAuthor.where('id', 'not in', seen);
    rows.push(...(await byAuthor.limit(RELATED_ARTICLES_MAX - rows.length).execute()));
  }
  return (await toSummaries(db, rows, viewerId)).summaries;
}

/** `GET /api/articles/:id`: the article, its comments and related articles; refused when not live. */
export async function getArticleDetail(db: DB, id: string, viewerId: string | null): Promise<Outcome<ArticleDetail>> {
  const article = await findArticle(db, id, viewerId);
  if (!article) return refuse({ reason: 'not_found', entity: 'article' });
  const [comments, relatedArticles] = await Promise.all([listComments(db, id), findRelated(db, article, viewerId)]);
  return done({ article, comments, relatedArticles });
}
