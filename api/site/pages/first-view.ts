/**
 * The code a page at a path needs before it can show anything, so it is asked for all at once
 * instead of one import level at a time after the entry starts (issue #11). `chunks` are the
 * route's code-split component modules, as keys of Vite's manifest: preloaded with the entry, or,
 * on a server-rendered page, named for web/start-after-paint.ts (api/site/pages/start-after-paint.ts).
 */
export interface FirstView {
  chunks: string[];
  /**
   * Manifest keys of code loaded later (lazily) that the server renders into the page anyway: only
   * their stylesheets come with the page, or the server's HTML of them shows unstyled, then moves.
   */
  styles?: string[];
}

/**
 * A list route's code-split component. The reading pages' layout, the home page and a story are
 * not split: their code is the entry's (web/build-chunks.ts, `ROUTES_IN_START`).
 */
const chunk = (route: string) => `routes/_main/${route}.tsx?tsr-split=component`;
/** The podcast player: a lazy chunk (wavesurfer.js) the server renders into a podcast's story. */
const PODCAST_PLAYER = 'features/player/components/podcast-player.tsx';
/**
 * A story's actions (favorite, collections, keep offline, translate): a chunk of its own, loaded
 * with the route (web/routes/_main/story/$id.tsx) and rendered by the server, so its code comes
 * with the page's and its stylesheets too.
 */
const STORY_ACTIONS = 'routes/_main/story/-components/story-actions.tsx';
/**
 * The Subscribe control (issue #26): a lazy chunk the server renders into the podcasts and articles
 * pages and any tribe-filtered list page (web/routes/_main/-components/home-page.tsx).
 */
const SUBSCRIBE = 'components/subscribe/subscribe-feeds.tsx';
const HOME_CHUNKS: Record<string, string[]> = {
  '/': [],
  '/articles': [chunk('articles')],
  '/podcasts': [chunk('podcasts')],
  '/videos': [chunk('videos')],
};

/** The first view of `url`, or null for paths whose code is not worth preloading. */
export function firstViewOf(url: URL): FirstView | null {
  const home = HOME_CHUNKS[url.pathname];
  if (url.pathname === '/articles' || url.pathname === '/podcasts' || (home && url.searchParams.has('tr'))) return { chunks: [...(home ?? []), SUBSCRIBE] };
  if (home) return { chunks: home };
  if (/^\/story\/[^/]+$/.test(url.pathname)) return { chunks: [STORY_ACTIONS], styles: [PODCAST_PLAYER] };
  return null;
}
