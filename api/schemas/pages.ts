/**
 * The page table (issue #26): every route of the web app's router, with what the server does for
 * it. Imported by the server (which pages it renders, their heads, their first-view preloads) and
 * by the build (which routes' code comes with the app's start: web/build-chunks.ts). A test fails
 * when a route of the router is missing here (web/pages.test.ts): adding a page is one entry here
 * plus its route file.
 */

/** The list pages with a head of their own (api/site/heads/head-strings.ts). */
export type ListPage = 'home' | 'articles' | 'podcasts' | 'videos' | 'peoples' | 'about';

/**
 * The head the server writes for a page (api/site/heads/route-head.ts): a list page's title and
 * feeds, a story's or a profile's from their data, `private` a `noindex` card for a reader's own
 * pages and forms; absent, the shell's own head.
 */
export type PageHead = { kind: 'list'; page: ListPage } | { kind: 'story' } | { kind: 'profile' } | { kind: 'private' };

export interface PageEntry {
  /** The router's route id (web/route-tree.gen.ts): layouts start with `_`, `$x` is a parameter. */
  id: string;
  /** Rendered by the server on a navigation (a reading page); forms and a reader's own pages are not. */
  serverRendered?: boolean;
  /**
   * The route's component comes with the app's start instead of a code-split chunk: the reading
   * layout, the home page and a story, the pages people land on (web/build-chunks.ts).
   */
  inStart?: boolean;
  /** The server preloads the route's code with the page (api/site/pages/first-view.ts). */
  preload?: boolean;
  head?: PageHead;
}

const list = (page: ListPage): PageHead => ({ kind: 'list', page });
const PRIVATE: PageHead = { kind: 'private' };

export const PAGES: readonly PageEntry[] = [
  { id: '/_main', inStart: true },
  { id: '/_main/', serverRendered: true, inStart: true, preload: true, head: list('home') },
  { id: '/_main/articles', serverRendered: true, preload: true, head: list('articles') },
  { id: '/_main/podcasts', serverRendered: true, preload: true, head: list('podcasts') },
  { id: '/_main/videos', serverRendered: true, preload: true, head: list('videos') },
  { id: '/_main/peoples', serverRendered: true, head: list('peoples') },
  { id: '/_main/about', serverRendered: true, head: list('about') },
  { id: '/_main/story/$id', serverRendered: true, inStart: true, preload: true, head: { kind: 'story' } },
  { id: '/_main/people/$id', serverRendered: true, head: { kind: 'profile' } },
  { id: '/_main/collections', head: PRIVATE },
  { id: '/_main/following', head: PRIVATE },
  { id: '/_main/settings/devices', head: PRIVATE },
  { id: '/_main/notifications', head: PRIVATE },
  { id: '/_main/drafts', head: PRIVATE },
  { id: '/_main/downloads' },
  { id: '/_main/moderation', head: PRIVATE },
  { id: '/_main/settings/notifications', head: PRIVATE },
  { id: '/_main/search' },
  { id: '/login', head: PRIVATE },
  { id: '/p', head: PRIVATE },
  { id: '/others/login', head: PRIVATE },
  { id: '/others/register', head: PRIVATE },
  { id: '/reset_password/$id', head: PRIVATE },
  { id: '/template', head: PRIVATE },
  { id: '/template-full', head: PRIVATE },
  // The design template's pages (spec §10).
  { id: '/_tpl' },
  { id: '/_tpl/company/$page' },
  { id: '/_tpl/element/$page' },
  { id: '/_tpl/favorite/$tab' },
  { id: '/_tpl/news-feed-layout/' },
  { id: '/_tpl/news-feed-layout/$style' },
  { id: '/_tpl/others/$page', head: PRIVATE },
  { id: '/_tpl/others/help-article', head: PRIVATE },
  { id: '/_tpl/others/help-support', head: PRIVATE },
  { id: '/_tpl/others/messenger', head: PRIVATE },
  { id: '/_tpl/others/setting', head: PRIVATE },
  { id: '/_tpl/profile/$tab' },
];

/** The path a route id answers: layout segments (`_x`) left out, a trailing `/` dropped. */
export function pathOfId(id: string): string {
  const path = id
    .split('/')
    .filter((segment) => !segment.startsWith('_'))
    .join('/')
    .replace(/\/$/, '');
  return path === '' ? '/' : path;
}

const isLayout = (id: string) => id.split('/').at(-1)!.startsWith('_');

/** A page's path pattern as a regular expression: `$x` matches one segment. */
function patternOf(id: string): RegExp {
  const source = pathOfId(id)
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const MATCHERS = PAGES.filter((page) => !isLayout(page.id)).map((page) => ({ page, pattern: patternOf(page.id) }));

/** The page a path shows, the fixed path winning over a parameter (`/others/login` over `/others/$page`); null when none. */
export function pageAt(pathname: string): PageEntry | null {
  const found = MATCHERS.filter(({ pattern }) => pattern.test(pathname));
  found.sort((a, b) => Number(a.page.id.includes('$')) - Number(b.page.id.includes('$')));
  return found[0]?.page ?? null;
}

/** A story's address (the `/_main/story/$id` page: `<slug>-<id>`), for links made outside the router: heads, feeds, sitemap, pushes. */
export const storyPath = (story: { slug: string; id: string }): string => `/story/${encodeURIComponent(story.slug)}-${story.id}`;
