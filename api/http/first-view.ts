import { idFromSlugParam } from '../schemas/slug.ts';

/**
 * What the page at a path asks the API for before it can show anything, so the server can answer
 * those calls inside the HTML instead of after the JavaScript starts (issue #11: six API calls
 * waited behind the scripts). Each entry is the exact GET the web app sends (same path and query,
 * in any order: the page matches them by sorted query). `chunks` are the route's code-split
 * component modules, as keys of Vite's manifest, preloaded with the entry.
 */
export interface FirstView {
  api: string[];
  chunks: string[];
  /**
   * Manifest keys of code loaded later (lazily) that the server renders into the page anyway: only
   * their stylesheets come with the page, or the server's HTML of them shows unstyled, then moves.
   */
  styles?: string[];
  /** The API answer whose cover image is the largest paint (the first feed card, a story cover). */
  lcpImageFrom?: { path: string; pick: 'firstItemCover' | 'cover' };
}

const MAIN = 'routes/_main.tsx?tsr-split=component';
const chunk = (route: string) => `routes/_main/${route}.tsx?tsr-split=component`;
/** web/features/feed (FEED_PAGE_SIZE, LATEST_LIMIT), suggestions (SUGGESTED_AUTHORS), web/queries. */
const SHELL_API = ['/api/themes?limit=50&offset=0'];
const HOME_API = ['/api/tribes?limit=4&random=yes', '/api/users?limit=10&offset=0', '/api/articles?limit=5'];
/** web/features/story/api/get-side-panel.ts. */
const STORY_API = ['/api/articles?limit=5', '/api/users?limit=6'];
const FEED_PAGE = 7;
/** The podcast player: a lazy chunk (wavesurfer.js) the server renders into a podcast's story. */
const PODCAST_PLAYER = 'features/player/components/podcast-player.tsx';
const HOME_TYPES: Record<string, { type?: number; chunk: string }> = {
  '/': { chunk: chunk('index') },
  '/articles': { type: 1, chunk: chunk('articles') },
  '/podcasts': { type: 2, chunk: chunk('podcasts') },
  '/videos': { type: 3, chunk: chunk('videos') },
};

/** A positive integer id at the end of a `slug-id` query value, as the web app reads `tr`/`th`. */
function filterId(value: string | null): number | null {
  if (!value) return null;
  const id = Number(idFromSlugParam(value));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The first view of `url`, or null for paths whose first view is not worth inlining. */
export function firstViewOf(url: URL): FirstView | null {
  const home = HOME_TYPES[url.pathname];
  if (home) {
    const feed = new URLSearchParams({ limit: String(FEED_PAGE) });
    if (home.type) feed.set('type', String(home.type));
    const tribe = filterId(url.searchParams.get('tr'));
    const theme = filterId(url.searchParams.get('th'));
    if (tribe) feed.set('tribe', String(tribe));
    if (theme) feed.set('theme', String(theme));
    const feedPath = `/api/articles?${feed}`;
    return { api: [feedPath, ...SHELL_API, ...HOME_API], chunks: [MAIN, home.chunk], lcpImageFrom: { path: feedPath, pick: 'firstItemCover' } };
  }
  const story = /^\/story\/([^/]+)$/.exec(url.pathname);
  if (story) {
    let param: string;
    try {
      param = decodeURIComponent(story[1]!);
    } catch {
      return null; // A malformed escape names no story (the page answers its not-found, not a 500).
    }
    const id = idFromSlugParam(param);
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const detail = `/api/articles/${id}`;
    return { api: [detail, ...SHELL_API, ...STORY_API], chunks: [MAIN, chunk('story/$id')], styles: [PODCAST_PLAYER], lcpImageFrom: { path: detail, pick: 'cover' } };
  }
  return null;
}

type WithCover = { coverImage?: { path?: unknown } | null };

/** The image path the largest paint will show, read from the inlined answer. */
export function lcpImagePath(view: FirstView, answers: Record<string, unknown>): string | null {
  if (!view.lcpImageFrom) return null;
  const body = answers[view.lcpImageFrom.path] as { items?: WithCover[] } & WithCover | undefined;
  const holder = view.lcpImageFrom.pick === 'firstItemCover' ? body?.items?.[0] : body;
  const path = holder?.coverImage?.path;
  return typeof path === 'string' && path.startsWith('/media/') ? path : null;
}
