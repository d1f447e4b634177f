import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { artwork } from './artwork.ts';
import { channelFor, type FeedKind } from './channel.ts';
import { answerConditionally } from './conditional.ts';
import { renderArticleFeed, renderPodcastFeed } from './render.ts';
import { mediaStoreOf } from '../../media/media-store.ts';
import { findFileRow } from '../../repositories/files.ts';
import { findLiveTimedTexts } from '../../repositories/article-transcripts.ts';
import { toJsonChapters, toSrt, toWebVtt } from '../../schemas/transcript.ts';
import { loadFeedEntries, resolveFeedScope, type FeedEntry, type FeedScope, type ResolvedScope } from '../../repositories/feeds.ts';

const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;
const HEX_ID = /^[0-9a-f]{32}$/;

const notFound = (c: Context, what = 'feed') => c.text(`No such ${what}.`, 404);

/** The newest change a feed shows: an entry edited, a rendition made, an author's profile changed. */
function lastModified(entries: readonly FeedEntry[], scope: ResolvedScope): string | null {
  let newest: string | null = scope.kind === 'author' ? scope.author.updatedAt : null;
  for (const e of entries) {
    for (const at of [e.updatedAt, e.rendition?.created_at, e.author.updatedAt]) if (at && (!newest || at > newest)) newest = at;
  }
  return newest;
}

async function answerFeed(c: Context<AppEnv>, kind: FeedKind, scope: FeedScope) {
  const { db, config } = c.var.deps;
  const resolved = await resolveFeedScope(db, scope);
  if (!resolved) return notFound(c);
  const entries = await loadFeedEntries(db, resolved, { podcast: kind === 'podcast' });
  const channel = channelFor(kind, resolved, config.publicUrl, config.feedOwnerEmail ?? null);
  const modified = lastModified(entries, resolved);
  const render = kind === 'podcast' ? renderPodcastFeed : renderArticleFeed;
  return answerConditionally(c, render(channel, entries, config.publicUrl, modified), RSS_TYPE, modified);
}

const TRANSCRIPT_TYPES = { vtt: 'text/vtt; charset=utf-8', srt: 'application/x-subrip; charset=utf-8', txt: 'text/plain; charset=utf-8' } as const;

/**
 * `/feeds/transcripts/<id>.{vtt,srt,txt}`: a live article's transcript, timed cues as WebVTT or SRT,
 * plain text as text. A format the transcript does not have is not found (feeds name only the others).
 */
async function answerTranscript(c: Context<AppEnv>, file: string) {
  const [id, ext] = file.split('.') as [string, string | undefined];
  if (!HEX_ID.test(id) || (ext !== 'vtt' && ext !== 'srt' && ext !== 'txt')) return notFound(c, 'transcript');
  const texts = await findLiveTimedTexts(c.var.deps.db, id);
  const t = texts?.transcript;
  if (!t || (t.format === 'text') !== (ext === 'txt')) return notFound(c, 'transcript');
  const body = t.format === 'text' ? `${t.text}\n` : ext === 'vtt' ? toWebVtt(t.cues) : toSrt(t.cues);
  return answerConditionally(c, body, TRANSCRIPT_TYPES[ext], texts.updatedAt);
}

/** `/feeds/chapters/<id>.json`: Podcasting 2.0 JSON chapters of a live article that has chapters. */
async function answerChapters(c: Context<AppEnv>, file: string) {
  const id = file.endsWith('.json') ? file.slice(0, -5) : '';
  if (!HEX_ID.test(id)) return notFound(c, 'chapters');
  const texts = await findLiveTimedTexts(c.var.deps.db, id);
  if (!texts || texts.chapters.length === 0) return notFound(c, 'chapters');
  return answerConditionally(c, JSON.stringify(toJsonChapters(texts.chapters)), 'application/json+chapters; charset=utf-8', texts.updatedAt);
}

/** `<name>.xml` → name, when name is a slug; null otherwise. */
function xmlName(file: string): string | null {
  const name = file.endsWith('.xml') ? file.slice(0, -4) : '';
  return SLUG.test(name) ? name : null;
}

/**
 * Public feeds (README, "API notes"): `/feeds/{podcast,articles}.xml` for the site and
 * `/feeds/{podcast,articles}/{author,tribe,language}/<slug>.xml`; and the 1400×1400 artwork they name.
 */
export const feedsRoutes = new Hono<AppEnv>()
  .get('/artwork/:file', async (c) => {
    const file = c.req.param('file');
    const id = file.endsWith('.jpg') ? file.slice(0, -4) : '';
    const { deps } = c.var;
    if (id !== 'site') {
      if (!HEX_ID.test(id)) return notFound(c, 'artwork');
      const row = await findFileRow(deps.db, id);
      if (!row || row.kind !== 'image') return notFound(c, 'artwork');
    }
    let made: { key: string; size: number };
    try {
      made = await artwork(deps, id);
    } catch (error) {
      // An image sharp cannot read (damaged, or its bytes are gone): no artwork, not a server error.
      console.warn(`[feeds] artwork of ${id} could not be made:`, error instanceof Error ? error.message : error);
      return notFound(c, 'artwork');
    }
    c.header('Content-Type', 'image/jpeg');
    c.header('Content-Length', String(made.size));
    c.header('Cache-Control', id === 'site' ? 'public, max-age=86400' : 'public, max-age=31536000, immutable');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(await mediaStoreOf(deps).read(made.key), 200);
  })
  .get('/:file', (c) => {
    const file = c.req.param('file');
    if (file === 'podcast.xml') return answerFeed(c, 'podcast', { kind: 'site' });
    if (file === 'articles.xml') return answerFeed(c, 'articles', { kind: 'site' });
    return notFound(c);
  })
  .get('/transcripts/:file', (c) => answerTranscript(c, c.req.param('file')))
  .get('/chapters/:file', (c) => answerChapters(c, c.req.param('file')))
  .get('/:kind/:scope/:file', (c) => {
    const { kind, scope } = c.req.param();
    const name = xmlName(c.req.param('file'));
    if ((kind !== 'podcast' && kind !== 'articles') || !name) return notFound(c);
    if (scope === 'author') return answerFeed(c, kind, { kind: 'author', slug: name });
    if (scope === 'tribe') return answerFeed(c, kind, { kind: 'tribe', slug: name });
    if (scope === 'language' && (name === 'fr' || name === 'en')) return answerFeed(c, kind, { kind: 'language', language: name });
    return notFound(c);
  })
  .all('*', (c) => notFound(c));
