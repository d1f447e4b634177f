import { pageAt, type PageEntry } from '../../schemas/pages.ts';

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
 * A route's code-split component, as a key of Vite's manifest; none for the routes whose code is
 * the start's (`inStart` in the page table, web/build-chunks.ts).
 */
const routeChunks = (page: PageEntry) => (page.inStart ? [] : [`routes${page.id}.tsx?tsr-split=component`]);
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
 * pages and any tribe-filtered list page, loaded with the route (web/routes/_main/-components/home-page.tsx).
 */
const SUBSCRIBE = 'components/subscribe/subscribe-feeds.tsx';
/** The feed's ads: a lazy chunk the server renders into every feed page, loaded with the route too. */
const FEED_AD = 'features/ads/components/feed-ad.tsx';

/** The first view of `url` (the pages of the page table marked `preload`), or null. */
export function firstViewOf(url: URL): FirstView | null {
  const page = pageAt(url.pathname);
  if (!page?.preload) return null;
  const chunks = routeChunks(page);
  if (page.head?.kind === 'story') return { chunks: [...chunks, STORY_ACTIONS], styles: [PODCAST_PLAYER] };
  if (page.head?.kind !== 'list') return { chunks };
  const subscribes = page.head.page === 'articles' || page.head.page === 'podcasts' || url.searchParams.has('tr');
  return { chunks: [...chunks, FEED_AD, ...(subscribes ? [SUBSCRIBE] : [])] };
}
