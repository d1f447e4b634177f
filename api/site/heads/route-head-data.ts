import type { AppDeps } from '../../app-env.ts';
import type { Article, ArticleDetail } from '../../schemas/article.ts';
import type { ThreadComment } from '../../schemas/comments.ts';
import { firstCommentsPage } from '../../repositories/comments.ts';
import { findArticle } from '../../repositories/articles.ts';
import { findActiveUserBySlug, toPublicUser } from '../../repositories/users.ts';
import { findTribeSlug } from '../../repositories/tribes.ts';
import type { HeadLanguage } from './head-strings.ts';
import { renderRouteHead, routeOf, type HeadData, type ProductRoute, type RouteHead } from './route-head.ts';

/**
 * The API's answer to a path the page's server render asked for (api/site/pages/page-render.ts's
 * `RenderAnswers`), undefined when the render did not ask for it.
 */
export type RenderedAnswer = (path: string) => Promise<{ status: number; body: unknown } | undefined> | undefined;

/**
 * The story a head describes: the one the page's render was answered (`GET /api/articles/:id`, as
 * an anonymous reader: the same article `findArticle` reads with no viewer), else read here. One
 * read of the article per cold story load (issue #26).
 */
async function storyOf(deps: AppDeps, id: string, rendered: RenderedAnswer | undefined): Promise<{ article: Article | null; comments: ThreadComment[] }> {
  const answer = await rendered?.(`/api/articles/${id}`);
  // The render's answer carries the thread's first page too: JSON-LD's comments cost no query.
  if (answer?.status === 200) return { article: (answer.body as ArticleDetail).article, comments: (answer.body as ArticleDetail).comments };
  if (answer?.status === 404) return { article: null, comments: [] };
  const article = (await findArticle(deps.db, id, null)) ?? null;
  return { article, comments: article ? await firstCommentsPage(deps.db, id, null) : [] };
}

/** What a route's head is made of, read from the repositories (public data only: no viewer). */
async function headData(deps: AppDeps, route: ProductRoute, rendered: RenderedAnswer | undefined): Promise<HeadData> {
  if (route.kind === 'story') return { kind: 'story', ...(route.id ? await storyOf(deps, route.id, rendered) : { article: null, comments: [] }) };
  if (route.kind === 'profile') {
    const row = await findActiveUserBySlug(deps.db, route.slug);
    return { kind: 'profile', user: row ? toPublicUser(row) : null, pictureId: row?.picture_file_id ?? null };
  }
  if (route.kind === 'list') return { kind: 'list', tribe: route.tribeId ? ((await findTribeSlug(deps.db, route.tribeId)) ?? null) : null };
  return { kind: route.kind };
}

/**
 * The head of the page at `url` for a navigation, in the page's language (api/site/pages/page-render.ts:
 * `?lang=`, the reader's remembered choice or the browser's), or null for a path that is no product
 * page. `rendered`: the answers the page's server render got, read before the database. Origin: the configured public URL (`PUBLIC_URL`), so links stay canonical behind a proxy.
 */
export async function routeHeadFor(deps: AppDeps, url: URL, language: HeadLanguage, rendered?: RenderedAnswer): Promise<RouteHead | null> {
  const route = routeOf(url.pathname, url.searchParams);
  if (!route) return null;
  const asked = url.searchParams.get('lang');
  const explicit = asked === 'fr' || asked === 'en';
  return renderRouteHead(route, await headData(deps, route, rendered), language, deps.config.publicUrl, explicit);
}
