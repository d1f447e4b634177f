import type { DB } from '../../db/connection.ts';
import { lastArticleChange, sitemapCounts, sitemapProfiles, sitemapStories } from '../../repositories/sitemap.ts';
import { storyPath } from '../../schemas/pages.ts';
import { esc } from '../feeds/xml.ts';

/** The sitemaps protocol's limit of URLs per file; past it `/sitemap.xml` becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages of the app that always exist (template and account pages are left out). */
const STATIC_PATHS = ['/', '/articles', '/podcasts', '/videos', '/peoples', '/about'];

interface SitemapUrl {
  path: string;
  lastmod: string | null;
  /** `hreflang` → path of each language version of the page (itself included). */
  alternates: [string, string][];
}

/** A page shown in either interface language (`?lang=`, api/site/heads/route-head.ts), `x-default` without it. */
const languageVersions = (path: string): [string, string][] => [
  ['fr', `${path}?lang=fr`],
  ['en', `${path}?lang=en`],
  ['x-default', path],
];

export type SitemapDocument = { xml: string; lastModified: string | null } | null;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/**
 * URLs `offset` to `offset + limit` of the site's list, in a fixed order: the static pages, the
 * profiles (by slug), then the stories (newest first), so a page always holds the same URLs.
 */
async function urlsAt(db: DB, offset: number, limit: number, profileCount: number): Promise<SitemapUrl[]> {
  const out: SitemapUrl[] = STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path, lastmod: null, alternates: languageVersions(path) }));
  let skip = Math.max(0, offset - STATIC_PATHS.length);
  if (out.length < limit && skip < profileCount) {
    const users = await sitemapProfiles(db, skip, limit - out.length);
    for (const u of users) {
      const path = `/people/${encodeURIComponent(u.slug)}`;
      out.push({ path, lastmod: u.updated_at, alternates: languageVersions(path) });
    }
  }
  skip = Math.max(0, offset - STATIC_PATHS.length - profileCount);
  if (out.length < limit) {
    const stories = await sitemapStories(db, skip, limit - out.length);
    for (const s of stories) {
      // A story with a linked translation names both versions, and x-default the French one.
      const alternates: [string, string][] = s.other
        ? [
            [s.language, storyPath(s)],
            [s.other.language, storyPath(s.other)],
            ['x-default', storyPath(s.language === 'fr' ? s : s.other)],
          ]
        : [];
      out.push({ path: storyPath(s), lastmod: s.updated_at, alternates });
    }
  }
  return out;
}

function newest(dates: (string | null)[]): string | null {
  let max: string | null = null;
  for (const d of dates) if (d && (!max || d > max)) max = d;
  return max;
}

/**
 * `/sitemap.xml` (page null) or `/sitemaps/<page>.xml`. Up to `perFile` URLs the site's sitemap is
 * one `urlset`; past that it is a `sitemapindex` of numbered pages (from 1) of `perFile` URLs each.
 * Each URL names its language versions (`xhtml:link hreflang`): `?lang=` of the list pages and
 * profiles, the linked translation of a story.
 * Null when the page does not exist.
 */
export async function sitemapDocument(db: DB, base: string, page: number | null, perFile = SITEMAP_MAX_URLS): Promise<SitemapDocument> {
  const { profiles, stories } = await sitemapCounts(db);
  const total = STATIC_PATHS.length + profiles + stories;
  const pages = Math.ceil(total / perFile);
  if (page === null && pages > 1) {
    const lastmod = await lastArticleChange(db);
    const entries = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${esc(`${base}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`);
    return { xml: `${XML_HEAD}<sitemapindex ${NS}>${entries.join('')}</sitemapindex>`, lastModified: lastmod };
  }
  if (page !== null && (pages <= 1 || page < 1 || page > pages)) return null;
  const urls = await urlsAt(db, page === null ? 0 : (page - 1) * perFile, perFile, profiles);
  const link = ([hreflang, path]: [string, string]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${esc(base + path)}"/>`;
  const body = urls.map((u) => `<url><loc>${esc(base + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.alternates.map(link).join('')}</url>`).join('');
  return { xml: `${XML_HEAD}<urlset ${NS} ${XHTML_NS}>${body}</urlset>`, lastModified: newest(urls.map((u) => u.lastmod)) };
}

/** Crawlers may read every public page; not the API, nor pages that are someone's own. */
export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Disallow: /drafts', 'Disallow: /collections', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
