import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { answerConditionally } from '../feeds/conditional.ts';
import { robotsTxt, sitemapDocument } from './sitemap.ts';

const XML_TYPE = 'application/xml; charset=utf-8';

/** `/robots.txt`, `/sitemap.xml` and its pages `/sitemaps/<n>.xml` (api/site/crawlers/sitemap.ts). */
export const crawlerRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(robotsTxt(c.var.deps.config.publicUrl));
  })
  .get('/sitemap.xml', async (c) => {
    const doc = (await sitemapDocument(c.var.deps.db, c.var.deps.config.publicUrl, null))!;
    return answerConditionally(c, doc.xml, XML_TYPE, doc.lastModified);
  })
  .get('/sitemaps/:file', async (c) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(c.req.param('file'));
    const doc = match ? await sitemapDocument(c.var.deps.db, c.var.deps.config.publicUrl, Number(match[1])) : null;
    if (!doc) return c.text('No such sitemap.', 404);
    return answerConditionally(c, doc.xml, XML_TYPE, doc.lastModified);
  });
