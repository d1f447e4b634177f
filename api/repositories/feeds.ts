import type { DB } from '../db/connection.ts';
import type { FileRow } from './files.ts';
import { readableAudio } from './readable-audio.ts';
import { tribesByArticle, themesByArticle } from './article-lookups.ts';
import { timedTextPresence } from './article-transcripts.ts';

/** What a feed covers (api/site/feeds/routes.ts names each by a stable URL). */
export type FeedScope = { kind: 'site' } | { kind: 'author'; slug: string } | { kind: 'tribe'; slug: string } | { kind: 'language'; language: 'fr' | 'en' };

export interface FeedAuthor {
  id: string;
  slug: string;
  name: string;
  presentation: string | null;
  language: string;
  /** Last change of the profile: a renamed author changes the feed (Last-Modified). */
  updatedAt: string;
  picture: FileRow | null;
}

/** A scope with the rows it names (author, tribe), or null when it names nothing that exists. */
export type ResolvedScope =
  { kind: 'site' } | { kind: 'author'; author: FeedAuthor } | { kind: 'tribe'; tribe: { id: number; name: string; slug: string } } | { kind: 'language'; language: 'fr' | 'en' };

export interface FeedEntry {
  id: string;
  slug: string;
  type: number;
  title: string;
  subTitle: string;
  content: string;
  sections: { heading: string; content: string }[];
  language: string;
  createdAt: string;
  updatedAt: string;
  author: FeedAuthor;
  cover: FileRow | null;
  audio: FileRow | null;
  /** The podcast rendition (MP3), when made. */
  rendition: FileRow | null;
  tribes: string[];
  themes: string[];
  /** Which transcript document (cues: WebVTT and SRT; text: plain) and whether chapters exist (podcast feeds). */
  timed: { transcript: 'cues' | 'text' | null; chapters: boolean } | null;
  /** The other-language version of the article (linked translations, either way), if any. */
  translation: { id: string; slug: string; language: string } | null;
}

/** Feeds carry the newest entries only: podcast apps read the whole document on every refresh. */
export const FEED_MAX_ENTRIES = 1000;

async function authorsByIds(db: DB, ids: string[]): Promise<Map<string, Omit<FeedAuthor, 'picture'> & { pictureFileId: string | null }>> {
  const out = new Map<string, Omit<FeedAuthor, 'picture'> & { pictureFileId: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'slug', 'first_name', 'last_name', 'presentation', 'language', 'picture_file_id', 'updated_at'])
      .where('id', 'in', ids.slice(i, i + 500))
      .where('activated_at', 'is not', null)
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        id: r.id,
        slug: r.slug,
        name: `${r.first_name} ${r.last_name}`,
        presentation: r.presentation,
        language: r.language,
        updatedAt: r.updated_at,
        pictureFileId: r.picture_file_id,
      });
    }
  }
  return out;
}

async function fileRows(db: DB, ids: Iterable<string | null>): Promise<Map<string, FileRow>> {
  const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
  const out = new Map<string, FileRow>();
  for (let i = 0; i < unique.length; i += 500) {
    for (const row of await db
      .selectFrom('files')
      .selectAll()
      .where('id', 'in', unique.slice(i, i + 500))
      .execute())
      out.set(row.id, row);
  }
  return out;
}

export async function resolveFeedScope(db: DB, scope: FeedScope): Promise<ResolvedScope | null> {
  if (scope.kind === 'site' || scope.kind === 'language') return scope;
  if (scope.kind === 'tribe') {
    const tribe = await db.selectFrom('tribes').select(['id', 'name', 'slug']).where('slug', '=', scope.slug).executeTakeFirst();
    return tribe ? { kind: 'tribe', tribe } : null;
  }
  const user = await db.selectFrom('users').select('id').where('slug', '=', scope.slug).where('activated_at', 'is not', null).executeTakeFirst();
  if (!user) return null;
  const author = (await authorsByIds(db, [user.id])).get(user.id)!;
  const files = await fileRows(db, [author.pictureFileId]);
  return { kind: 'author', author: { ...author, picture: (author.pictureFileId && files.get(author.pictureFileId)) || null } };
}

/**
 * The newest live entries of a scope, at most `FEED_MAX_ENTRIES`, newest first, in a fixed number
 * of queries. `podcast` keeps only audio articles whose rendition is ready (the MP3 every podcast
 * app accepts); the others join the feed when their rendition is made.
 */
export async function loadFeedEntries(db: DB, scope: ResolvedScope, options: { podcast: boolean; limit?: number }): Promise<FeedEntry[]> {
  let query = db
    .selectFrom('articles')
    .leftJoin('media_jobs', (join) =>
      join
        .onRef('media_jobs.source_file_id', '=', 'articles.audio_file_id')
        .on('media_jobs.kind', '=', 'podcast_mp3')
        .onRef('media_jobs.cuts', '=', 'articles.audio_cuts')
        .on('media_jobs.status', '=', 'done'),
    )
    .select([
      'articles.id',
      'articles.slug',
      'articles.type',
      'articles.title',
      'articles.sub_title',
      'articles.content',
      'articles.language',
      'articles.created_at',
      'articles.updated_at',
      'articles.user_id',
      'articles.cover_image_id',
      'articles.audio_file_id',
      'media_jobs.result_file_id',
      'articles.translation_of',
    ])
    .where('articles.deleted_at', 'is', null)
    // Audio that does not decode is no episode: kept out of every feed (issue #25).
    .where(readableAudio('articles'));
  if (options.podcast) query = query.where('articles.type', '=', 2).where('media_jobs.result_file_id', 'is not', null);
  if (scope.kind === 'author') query = query.where('articles.user_id', '=', scope.author.id);
  if (scope.kind === 'language') query = query.where('articles.language', '=', scope.language);
  if (scope.kind === 'tribe') {
    const tribeId = scope.tribe.id;
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('article_tribes').select('article_tribes.tribe_id').whereRef('article_tribes.article_id', '=', 'articles.id').where('article_tribes.tribe_id', '=', tribeId)),
    );
  }
  const rows = await query
    .orderBy('articles.created_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(options.limit ?? FEED_MAX_ENTRIES)
    .execute();
  const ids = rows.map((r) => r.id);
  const authors = await authorsByIds(db, [...new Set(rows.map((r) => r.user_id))]);
  const [files, tribes, themes, sections, timed, translations] = await Promise.all([
    fileRows(db, [...rows.flatMap((r) => [r.cover_image_id, r.audio_file_id, r.result_file_id]), ...[...authors.values()].map((a) => a.pictureFileId)]),
    // Categories and story sections are shown in article feeds only.
    options.podcast ? new Map<string, { name: string }[]>() : chunked(ids, (part) => tribesByArticle(db, part)),
    options.podcast ? new Map<string, { title: string }[]>() : chunked(ids, (part) => themesByArticle(db, part)),
    options.podcast ? new Map<string, { heading: string; content: string }[]>() : sectionsByArticle(db, ids),
    options.podcast ? timedTextPresence(db, ids) : new Map<string, NonNullable<FeedEntry['timed']>>(),
    translationsOf(db, rows),
  ]);
  const file = (id: string | null) => (id && files.get(id)) || null;
  const entries: FeedEntry[] = [];
  for (const r of rows) {
    const a = authors.get(r.user_id);
    if (!a) continue;
    entries.push({
      id: r.id,
      slug: r.slug,
      type: r.type,
      title: r.title,
      subTitle: r.sub_title,
      content: r.content,
      language: r.language,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      sections: sections.get(r.id) ?? [],
      author: { ...a, picture: file(a.pictureFileId) },
      cover: file(r.cover_image_id),
      audio: file(r.audio_file_id),
      rendition: file(r.result_file_id),
      tribes: (tribes.get(r.id) ?? []).map((t) => t.name),
      themes: (themes.get(r.id) ?? []).map((t) => t.title),
      timed: timed.get(r.id) ?? null,
      translation: translations.get(r.id) ?? null,
    });
  }
  return entries;
}

/**
 * The other-language version of each entry, read both ways (the one it names in `translation_of`,
 * else one naming it), in parts of 250 ids: two probes of the primary key and the partial index.
 */
async function translationsOf(db: DB, rows: { id: string; translation_of: string | null }[]): Promise<Map<string, FeedEntry['translation']>> {
  const out = new Map<string, FeedEntry['translation']>();
  for (let i = 0; i < rows.length; i += 250) {
    const part = rows.slice(i, i + 250);
    const ids = part.map((r) => r.id);
    const named = part.flatMap((r) => r.translation_of ?? []);
    const linked = await db
      .selectFrom('articles')
      .select(['id', 'slug', 'language', 'translation_of'])
      .where('deleted_at', 'is', null)
      .where((eb) => (named.length ? eb.or([eb('id', 'in', named), eb('translation_of', 'in', ids)]) : eb('translation_of', 'in', ids)))
      .execute();
    for (const r of part) {
      const found = linked.find((l) => l.id === r.translation_of) ?? linked.find((l) => l.translation_of === r.id);
      if (found) out.set(r.id, { id: found.id, slug: found.slug, language: found.language });
    }
  }
  return out;
}

/** Runs a by-article lookup in parts of 500 ids (SQLite's bound-parameter limit) and merges them. */
async function chunked<V>(ids: string[], lookup: (part: string[]) => Promise<Map<string, V>>): Promise<Map<string, V>> {
  const out = new Map<string, V>();
  for (let i = 0; i < ids.length; i += 500) for (const [k, v] of await lookup(ids.slice(i, i + 500))) out.set(k, v);
  return out;
}

async function sectionsByArticle(db: DB, ids: string[]): Promise<Map<string, { heading: string; content: string }[]>> {
  return chunked(ids, async (part) => {
    const rows = await db.selectFrom('article_sections').select(['article_id', 'heading', 'content']).where('article_id', 'in', part).orderBy('position').execute();
    const out = new Map<string, { heading: string; content: string }[]>();
    for (const r of rows) out.set(r.article_id, [...(out.get(r.article_id) ?? []), { heading: r.heading, content: r.content }]);
    return out;
  });
}
