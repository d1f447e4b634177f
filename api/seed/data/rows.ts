import { createHash } from 'node:crypto';
import { mediaPath } from '#api/repositories/files.ts';
import { slugify } from '#api/schemas/slug.ts';
import { transcriptText } from '#api/schemas/transcript.ts';
import type { DemoRows, ReferenceIds } from '#api/repositories/demo-content.ts';
import { adIdOf, type SeedArticle, type SeedCatalog } from './catalog.ts';
import { buildCommentRows } from './comment-rows.ts';

/**
 * Turns the seed catalog into table rows, without touching the database: ids and dates are derived
 * from the data itself, so two seeds of two fresh databases produce the same rows (stable tests,
 * stable links in e2e runs). Only the password hash differs, by its random salt.
 */

/** One row of a demo table, by its name in `DemoRows`. */
type Row<K extends keyof DemoRows> = DemoRows[K][number];

/** The demo's fixed "now": every date is this instant minus an offset, so the feed never shifts. */
export const SEED_BASE_TIME = Date.parse('2026-11-01T00:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** One article about every three days: 60 articles span the six months before the base time. */
const ARTICLE_SPACING = 3 * DAY;
const ACCOUNTS_CREATED_AT = SEED_BASE_TIME - 200 * DAY;
const ADS_CREATED_AT = SEED_BASE_TIME - 30 * DAY;

const iso = (ms: number) => new Date(ms).toISOString();

/** A deterministic 32-hex id (the shape of the app's UUIDv7 ids) derived from what it names. */
export function seedId(...parts: string[]): string {
  return createHash('sha256')
    .update(['demo-seed', ...parts].join('\u0000'))
    .digest('hex')
    .slice(0, 32);
}

/** A stable number from a text, for deterministic jitter. */
function hashNumber(...parts: string[]): number {
  return Number.parseInt(seedId(...parts).slice(0, 8), 16);
}

export const userIdOf = (email: string) => seedId('user', email);
const fileIdOf = (ownerEmail: string | null, name: string) => seedId('file', ownerEmail ?? '(none)', name);

/** Size and content hash of a file of `api/seed/media/`. */
export interface MediaFacts {
  size: number;
  sha256: string;
}

/** A `files` row and the name of the seed media file holding its bytes. */
export interface PlannedFile {
  row: Row<'files'>;
  source: string;
}

function mediaOfArticle(a: SeedArticle): string[] {
  const names = [a.cover, ...(a.images ?? []), ...(a.sections ?? []).map((s) => s.image), a.audio, a.video];
  return names.filter((name): name is string => Boolean(name));
}

/**
 * One `files` row per (owner, media file) in use. The API lets a user attach only their own (or
 * unowned) files, so each author owns a copy of every picture and sound their articles use; ad images
 * belong to nobody.
 */
export function planFiles(c: SeedCatalog, facts: ReadonlyMap<string, MediaFacts>): PlannedFile[] {
  const wanted = new Map<string, { owner: string | null; name: string }>();
  const want = (owner: string | null, name: string) => wanted.set(fileIdOf(owner, name), { owner, name });
  for (const author of c.authors) want(author.email, author.picture);
  for (const article of c.articles) for (const name of mediaOfArticle(article)) want(article.author, name);
  for (const ad of c.ads) want(null, ad.image);

  const manifest = new Map(c.media.map((m) => [m.name, m]));
  return [...wanted].map(([id, { owner, name }]) => {
    const media = manifest.get(name);
    const fact = facts.get(name);
    if (!media || !fact) throw new Error(`Seed media file missing: ${name}`);
    const row: Row<'files'> = {
      id,
      owner_id: owner === null ? null : userIdOf(owner),
      name,
      mime: media.mime,
      size: fact.size,
      kind: media.kind,
      duration_seconds: media.durationSeconds,
      sha256: fact.sha256,
      created_at: iso(ACCOUNTS_CREATED_AT),
    };
    return { row, source: name };
  });
}

/** Everything but files, tribes and themes, whose generated ids come in through the context. */
export type ContentRows = Omit<DemoRows, 'files'>;

export interface ContentContext extends ReferenceIds {
  passwordHash: string;
}

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed ${what} not found: ${String(key)}`);
  return value;
}

/**
 * Merges lists so each one is spread evenly over the result (a smooth weighted round robin): every
 * page of the feed then mixes languages and kinds of article.
 */
function spread<T>(groups: T[][]): T[] {
  const total = groups.reduce((n, g) => n + g.length, 0);
  const taken = groups.map(() => 0);
  const merged: T[] = [];
  for (let i = 0; i < total; i++) {
    let pick = 0;
    let bestLag = -Infinity;
    groups.forEach((group, k) => {
      const lag = (group.length * (i + 1)) / total - taken[k]!;
      if (taken[k]! < group.length && lag > bestLag) [pick, bestLag] = [k, lag];
    });
    merged.push(groups[pick]![taken[pick]!]!);
    taken[pick]! += 1;
  }
  return merged;
}

const kindOf = (a: SeedArticle) => (a.type === 1 ? `text-${a.textType ?? 0}` : `media-${a.type}`);

/** Publication times, newest first: languages and kinds interleaved, stable order within each. */
function publicationTimes(articles: SeedArticle[]): Map<SeedArticle, number> {
  const byHash = (x: SeedArticle, y: SeedArticle) => seedId('order', x.title).localeCompare(seedId('order', y.title));
  const groupBy = (list: SeedArticle[], key: (a: SeedArticle) => string) => [...new Set(list.map(key))].sort().map((k) => list.filter((a) => key(a) === k).sort(byHash));
  const ranked = spread(groupBy(articles, (a) => a.language).map((sameLanguage) => spread(groupBy(sameLanguage, kindOf))));
  const jitter = (a: SeedArticle) => (hashNumber('hour', a.title) % 20) * HOUR + (hashNumber('minute', a.title) % 60) * MINUTE;
  return new Map(ranked.map((a, i) => [a, SEED_BASE_TIME - i * ARTICLE_SPACING - jitter(a)]));
}

function usersRows(c: SeedCatalog, passwordHash: string): Pick<ContentRows, 'users' | 'collections'> {
  const users = c.authors.map((a, i): Row<'users'> => {
    const at = iso(ACCOUNTS_CREATED_AT + i * HOUR);
    return {
      id: userIdOf(a.email),
      slug: slugify(`${a.firstName} ${a.lastName}`),
      email: a.email,
      first_name: a.firstName,
      last_name: a.lastName,
      password_hash: passwordHash,
      presentation: a.presentation,
      phone_number: null,
      picture_file_id: fileIdOf(a.email, a.picture),
      language: a.language,
      activated_at: at,
      created_at: at,
      updated_at: at,
      role: a.role ?? 'member',
    };
  });
  const collections = users.map((u): Row<'collections'> => ({
    id: seedId('collection', u.email),
    user_id: u.id,
    name: 'Favorites',
    is_default: 1,
    created_at: u.created_at,
    updated_at: u.created_at,
    deleted_at: null,
  }));
  return { users, collections };
}

/** Builds every content row; dates and ids depend only on the catalog. */
export function buildContentRows(c: SeedCatalog, ctx: ContentContext): ContentRows {
  const rows: ContentRows = {
    ...usersRows(c, ctx.passwordHash),
    articles: [],
    articleTribes: [],
    articleThemes: [],
    articleImages: [],
    articleSections: [],
    articleTranscripts: [],
    search: [],
    comments: [],
    commentLikes: [],
    ads: [],
  };
  const times = publicationTimes(c.articles);
  // Search ids follow publication order (oldest is 1), as new articles will continue the sequence.
  const chronological = [...c.articles].sort((x, y) => lookup(times, x, 'time') - lookup(times, y, 'time'));
  const idByTitle = new Map<string, { id: string; at: number }>();

  chronological.forEach((a, index) => {
    const id = seedId('article', a.title);
    const at = lookup(times, a, 'time');
    const isStory = a.type === 1 && a.textType === 1;
    const content = isStory ? '' : (a.paragraphs ?? []).join('\n\n');
    const sections = isStory ? (a.sections ?? []) : [];
    idByTitle.set(a.title, { id, at });
    rows.articles.push({
      id,
      search_id: index + 1,
      slug: slugify(a.title),
      user_id: userIdOf(a.author),
      type: a.type,
      text_type: isStory ? 1 : 0,
      language: a.language,
      title: a.title,
      sub_title: a.subTitle,
      content,
      cover_image_id: fileIdOf(a.author, a.cover),
      audio_file_id: a.type === 2 && a.audio ? fileIdOf(a.author, a.audio) : null,
      video_file_id: a.type === 3 && a.video ? fileIdOf(a.author, a.video) : null,
      tags_json: JSON.stringify(a.tags),
      references_json: JSON.stringify(a.references),
      inspired_by_json: JSON.stringify(a.inspiredBy),
      translation_of: a.translationOf ? seedId('article', a.translationOf) : null,
      version: 1,
      created_at: iso(at),
      updated_at: iso(at),
      deleted_at: null,
    });
    rows.articleTribes.push({ article_id: id, tribe_id: lookup(ctx.tribeIds, a.tribe, 'tribe') });
    for (const code of a.themes) rows.articleThemes.push({ article_id: id, theme_id: lookup(ctx.themeIds, code, 'theme') });
    (a.images ?? []).forEach((name, position) => rows.articleImages.push({ article_id: id, file_id: fileIdOf(a.author, name), position }));
    sections.forEach((s, position) =>
      rows.articleSections.push({
        id: seedId('section', a.title, String(position)),
        article_id: id,
        heading: s.heading,
        content: s.content,
        image_caption: s.imageCaption,
        image_file_id: fileIdOf(a.author, s.image),
        position,
      }),
    );
    if (a.transcript || a.chapters?.length) {
      rows.articleTranscripts.push({
        article_id: id,
        transcript_format: a.transcript?.format ?? null,
        transcript_json: a.transcript ? JSON.stringify(a.transcript) : null,
        chapters_json: JSON.stringify(a.chapters ?? []),
        chapter_count: a.chapters?.length ?? 0,
      });
    }
    // Indexed as the API indexes it (api/repositories/articles-write.ts): body, then the transcript.
    const body = isStory ? sections.map((s) => `${s.heading}\n${s.content}`).join('\n\n') : content;
    rows.search.push({
      rowid: index + 1,
      title: a.title,
      sub_title: a.subTitle,
      content: [body, transcriptText(a.transcript ?? null)].filter(Boolean).join('\n\n'),
      tags: a.tags.join(' '),
    });
  });

  Object.assign(rows, buildCommentRows(c.comments, { articles: rows.articles, idByTitle, userIdOf, seedId }));

  rows.ads = c.ads.map((ad) => ({
    id: adIdOf(ad),
    format: ad.format,
    title: ad.title,
    description: ad.description,
    image_url: mediaPath(fileIdOf(null, ad.image), ad.image),
    link: ad.link,
    button_text: ad.buttonText,
    price: ad.price,
    discount: ad.discount,
    category: ad.category,
    sponsor: ad.sponsor,
    language: ad.language,
    created_at: iso(ADS_CREATED_AT),
  }));
  // Translations after every original they name: the rows are inserted in chunks, and the foreign key
  // of `translation_of` is checked at the end of each chunk's statement.
  rows.articles.sort((x, y) => Number(x.translation_of !== null) - Number(y.translation_of !== null));
  return rows;
}
