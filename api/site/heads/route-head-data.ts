import type { AppDeps } from '../../app-env.ts';
import { findArticle } from '../../repositories/articles.ts';
import { findActiveUserBySlug, toPublicUser } from '../../repositories/users.ts';
import { findTribeSlug } from '../../repositories/tribes.ts';
import type { HeadLanguage } from './head-strings.ts';
import { renderRouteHead, routeOf, type HeadData, type ProductRoute, type RouteHead } from './route-head.ts';

/** What a route's head is made of, read from the repositories (public data only: no viewer). */
async function headData(deps: AppDeps, route: ProductRoute): Promise<HeadData> {
  if (route.kind === 'story') return { kind: 'story', article: route.id ? ((await findArticle(deps.db, route.id, null)) ?? null) : null };
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
 * page. Origin: the configured public URL (`PUBLIC_URL`), so links stay canonical behind a proxy.
 */
export async function routeHeadFor(deps: AppDeps, url: URL, language: HeadLanguage): Promise<RouteHead | null> {
  const route = routeOf(url.pathname, url.searchParams);
  if (!route) return null;
  const asked = url.searchParams.get('lang');
  const explicit = asked === 'fr' || asked === 'en';
  return renderRouteHead(route, await headData(deps, route), language, deps.config.publicUrl, explicit);
}
