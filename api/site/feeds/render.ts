import { mediaPath, type FileRow } from '../../repositories/files.ts';
import type { FeedEntry } from '../../repositories/feeds.ts';
import { storyPath } from '../../schemas/pages.ts';
import { artworkPath } from './artwork.ts';
import { SITE_NAME, type Channel } from './channel.ts';
import { attributes, cdata, el, esc, paragraphsHtml, podcastGuid, rfc822 } from './xml.ts';

const NAMESPACES = [
  'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"',
  'xmlns:podcast="https://podcastindex.org/namespace/1.0"',
  'xmlns:atom="http://www.w3.org/2005/Atom"',
  'xmlns:content="http://purl.org/rss/1.0/modules/content/"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
].join(' ');

/**
 * Apple's category list has no "stories of peoples" entry; Society & Culture / Documentary is where
 * Apple files oral history and cultural documentary podcasts.
 */
const ITUNES_CATEGORY = '<itunes:category text="Society &amp; Culture"><itunes:category text="Documentary"/></itunes:category>';

/** Stable URL of an article's transcript document (api/site/feeds/routes.ts). */
export const transcriptPath = (id: string, ext: 'vtt' | 'srt' | 'txt') => `/feeds/transcripts/${id}.${ext}`;
/** Stable URL of an article's Podcasting 2.0 JSON chapters. */
export const chaptersPath = (id: string) => `/feeds/chapters/${id}.json`;

/** An entry's text as HTML: subtitle, body paragraphs, and the sections of a story. */
function descriptionHtml(e: FeedEntry): string {
  const parts = [e.subTitle ? `<p><strong>${esc(e.subTitle)}</strong></p>` : '', paragraphsHtml(e.content)];
  for (const s of e.sections) parts.push(`<h2>${esc(s.heading)}</h2>`, paragraphsHtml(s.content));
  return parts.join('');
}

const fileUrl = (base: string, f: FileRow) => base + mediaPath(f.id, f.name);

function channelHead(c: Channel, lastBuild: string | null): string {
  return [
    el('title', c.title),
    el('link', c.link),
    `<atom:link${attributes({ href: c.feedUrl, rel: 'self', type: 'application/rss+xml' })}/>`,
    `<description>${cdata(c.description)}</description>`,
    el('language', c.language),
    el('generator', SITE_NAME),
    lastBuild ? el('lastBuildDate', rfc822(lastBuild)) : '',
    `<image>${el('url', c.imageUrl)}${el('title', c.title)}${el('link', c.link)}</image>`,
  ].join('');
}

/** The story's other-language version, as an Atom alternate with its language (linked translations). */
function translationLink(e: FeedEntry, base: string): string {
  if (!e.translation) return '';
  return `<atom:link${attributes({ rel: 'alternate', hreflang: e.translation.language, type: 'text/html', href: base + storyPath(e.translation) })}/>`;
}

/** Podcasting 2.0 + iTunes RSS of entries that all have a ready rendition. */
export function renderPodcastFeed(c: Channel, entries: readonly FeedEntry[], base: string, lastBuild: string | null): string {
  const out: string[] = [`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" ${NAMESPACES}><channel>`];
  out.push(
    channelHead(c, lastBuild),
    el('itunes:author', c.ownerName),
    `<itunes:owner>${el('itunes:name', c.ownerName)}${el('itunes:email', c.ownerEmail)}</itunes:owner>`,
    `<itunes:image${attributes({ href: c.imageUrl })}/>`,
    ITUNES_CATEGORY,
    el('itunes:explicit', 'false'),
    el('itunes:type', 'episodic'),
    `<itunes:summary>${cdata(c.description)}</itunes:summary>`,
    el('podcast:guid', podcastGuid(c.feedUrl)),
    // Locked: directories must not let anyone else import this feed as theirs.
    el('podcast:locked', 'yes', { owner: c.ownerEmail }),
    el('podcast:medium', 'podcast'),
  );
  for (const e of entries) out.push(cachedItem(`p|${base}|${itemKey(e)}`, () => podcastItem(e, base)));
  out.push('</channel></rss>');
  return out.join('');
}

function podcastItem(e: FeedEntry, base: string): string {
  const rendition = e.rendition!;
  const link = base + storyPath(e);
  const duration = Math.round(rendition.duration_seconds ?? e.audio?.duration_seconds ?? 0);
  const html = descriptionHtml(e);
  return [
    '<item>',
    el('title', e.title),
    el('itunes:title', e.title),
    el('link', link),
    el('guid', e.id, { isPermaLink: 'false' }),
    translationLink(e, base),
    el('pubDate', rfc822(e.createdAt)),
    // The show notes once (description): apps read it; a copy in content:encoded would double the feed.
    `<description>${cdata(html)}</description>`,
    e.subTitle ? el('itunes:subtitle', e.subTitle) : '',
    el('itunes:author', e.author.name),
    `<enclosure${attributes({ url: fileUrl(base, rendition), length: rendition.size, type: rendition.mime })}/>`,
    el('itunes:duration', String(duration)),
    el('itunes:explicit', 'false'),
    el('itunes:episodeType', 'full'),
    e.cover ? `<itunes:image${attributes({ href: base + artworkPath(e.cover.id) })}/>` : '',
    el('podcast:person', e.author.name, {
      role: 'host',
      href: `${base}/people/${encodeURIComponent(e.author.slug)}`,
      img: e.author.picture ? fileUrl(base, e.author.picture) : null,
    }),
    ...timedTextTags(e, base),
    alternateEnclosure(base, rendition, true, 'MP3'),
    e.audio && e.audio.id !== rendition.id ? alternateEnclosure(base, e.audio, false, 'Original') : '',
    '</item>',
  ].join('');
}

/** `podcast:transcript` (WebVTT first, the format most apps display; SRT; or plain text) and `podcast:chapters`. */
function timedTextTags(e: FeedEntry, base: string): string[] {
  const tags: string[] = [];
  const lang = e.language;
  if (e.timed?.transcript === 'cues') {
    tags.push(
      `<podcast:transcript${attributes({ url: base + transcriptPath(e.id, 'vtt'), type: 'text/vtt', language: lang, rel: 'captions' })}/>`,
      `<podcast:transcript${attributes({ url: base + transcriptPath(e.id, 'srt'), type: 'application/x-subrip', language: lang, rel: 'captions' })}/>`,
    );
  } else if (e.timed?.transcript === 'text') {
    tags.push(`<podcast:transcript${attributes({ url: base + transcriptPath(e.id, 'txt'), type: 'text/plain', language: lang })}/>`);
  }
  if (e.timed?.chapters) tags.push(`<podcast:chapters${attributes({ url: base + chaptersPath(e.id), type: 'application/json+chapters' })}/>`);
  return tags;
}

/** `podcast:alternateEnclosure` (the spec asks the main enclosure to be listed too, as default). */
function alternateEnclosure(base: string, f: FileRow, isDefault: boolean, title: string): string {
  const attrs = attributes({ type: f.mime, length: f.size, title, default: isDefault ? 'true' : null });
  return `<podcast:alternateEnclosure${attrs}><podcast:source${attributes({ uri: fileUrl(base, f) })}/></podcast:alternateEnclosure>`;
}

/** RSS 2.0 of articles of every type, with their text in CDATA and a link to the story page. */
export function renderArticleFeed(c: Channel, entries: readonly FeedEntry[], base: string, lastBuild: string | null): string {
  const out: string[] = [`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" ${NAMESPACES}><channel>`];
  out.push(channelHead(c, lastBuild));
  for (const e of entries) out.push(cachedItem(`a|${base}|${itemKey(e)}|${e.tribes.join(',')}|${e.themes.join(',')}`, () => articleItem(e, base)));
  out.push('</channel></rss>');
  return out.join('');
}

function articleItem(e: FeedEntry, base: string): string {
  const playable = e.type === 2 ? e.rendition : null;
  return [
    '<item>',
    el('title', e.title),
    el('link', base + storyPath(e)),
    el('guid', e.id, { isPermaLink: 'false' }),
    el('pubDate', rfc822(e.createdAt)),
    el('dc:creator', e.author.name),
    translationLink(e, base),
    ...e.tribes.map((t) => el('category', t, { domain: 'tribe' })),
    ...e.themes.map((t) => el('category', t, { domain: 'theme' })),
    `<description>${cdata(e.subTitle || e.content.slice(0, 300))}</description>`,
    `<content:encoded>${cdata(descriptionHtml(e))}</content:encoded>`,
    playable ? `<enclosure${attributes({ url: fileUrl(base, playable), length: playable.size, type: playable.mime })}/>` : '',
    '</item>',
  ].join('');
}

/**
 * Everything an item shows changes with one of these: the article (its `updated_at` moves on every
 * save), its files (ids never change content) or its author's name, slug and picture.
 */
function itemKey(e: FeedEntry): string {
  return [e.id, e.updatedAt, e.rendition?.id, e.audio?.id, e.cover?.id, e.author.name, e.author.slug, e.author.picture?.id, e.translation?.id, e.translation?.slug].join('|');
}

/** Rendered items by `itemKey`: podcast apps poll feeds whose items almost never change. */
const ITEM_CACHE_MAX = 5000;
const itemCache = new Map<string, string>();

function cachedItem(key: string, render: () => string): string {
  let xml = itemCache.get(key);
  if (xml === undefined) {
    xml = render();
    // Oldest first out (Map keeps insertion order): a bounded memory whatever the number of articles.
    if (itemCache.size >= ITEM_CACHE_MAX) itemCache.delete(itemCache.keys().next().value as string);
    itemCache.set(key, xml);
  }
  return xml;
}

/** Forgets rendered items (the bench measures a cold render with it). */
export function clearFeedItemCache(): void {
  itemCache.clear();
}
