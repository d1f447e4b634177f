import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { crawlerRoutes } from './crawlers/routes.ts';
import { feedsRoutes } from './feeds/routes.ts';
import { ogImageRoutes } from './heads/og-image.ts';

/**
 * The public site's documents for other programs (issue #14), beside the JSON API and outside
 * `/api`: feeds and their artwork, transcripts and chapters for podcast apps (`/feeds/*`),
 * link-preview pictures (`/og/*`, the `og:image` of the page heads), and `robots.txt` and the
 * sitemap for crawlers. The pages themselves are mounted by api/server.ts (pages/web-app.ts),
 * after the media, as the history fallback.
 */
export function mountPublicDocuments(app: Hono<AppEnv>, deps: AppDeps): void {
  for (const path of ['/feeds/*', '/robots.txt', '/sitemap.xml', '/sitemaps/*', '/og/*']) {
    app.use(path, async (c, next) => {
      c.set('deps', deps);
      await next();
    });
  }
  app.route('/feeds', feedsRoutes);
  app.route('/og', ogImageRoutes);
  app.route('/', crawlerRoutes);
}
