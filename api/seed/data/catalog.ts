import { readFileSync } from 'node:fs';
import { AD_FORMATS, type AdFormat } from '#api/schemas/ad.ts';
import { countWords, STORY_SECTIONS_MAX, STORY_SECTIONS_PUBLISH_MIN, TEXT_MIN_WORDS, TITLE_MIN } from '#api/schemas/article.ts';
import { slugify } from '#api/schemas/slug.ts';
import { ChaptersInputSchema, TranscriptInputSchema, type Chapter, type Transcript } from '#api/schemas/transcript.ts';
import * as v from 'valibot';

/**
 * The demo content of `seedDemo`, kept as JSON beside this module so writers can edit it without
 * touching code. `loadSeedCatalog` reads it and checks it against the product's own rules (spec §5),
 * so a typo in the data fails loudly in the seed test instead of producing a broken demo.
 */

export type Language = 'fr' | 'en';

export interface SeedTheme {
  title: string;
  title_en: string;
  code: string;
}

export interface SeedAuthor {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  presentation: string;
  /** Name of a file in `api/seed/media/`. */
  picture: string;
  /** Member unless said (issue #28: the demo has a moderator). */
  role?: 'moderator' | 'admin';
}

/** One entry of `media.json`, written by `tests/utils/make-seed-media.sh`. */
export interface SeedMedia {
  name: string;
  mime: string;
  kind: 'image' | 'audio' | 'video';
  durationSeconds: number | null;
}

export interface SeedSection {
  heading: string;
  content: string;
  image: string;
  imageCaption: string;
}

/** An article; media fields name files in `api/seed/media/`, `author` is an author's email. */
export interface SeedArticle {
  title: string;
  subTitle: string;
  author: string;
  language: Language;
  type: 1 | 2 | 3;
  /** Text articles only: 0 plain text (`paragraphs`), 1 story (`sections`). */
  textType?: 0 | 1;
  tribe: string;
  /** Theme codes. */
  themes: string[];
  tags: string[];
  references: string[];
  inspiredBy: string[];
  /** Title of the same author's article, in the other language, this one translates. */
  translationOf?: string;
  cover: string;
  images?: string[];
  /** Plain text, or the short description of a podcast or video; joined by blank lines. */
  paragraphs?: string[];
  sections?: SeedSection[];
  audio?: string;
  video?: string;
  /** A podcast's transcript: what its MP3 says (tests/utils/make-seed-media.sh), timed on its pauses. */
  transcript?: Transcript;
  chapters?: Chapter[];
}

export interface SeedComment {
  /** Title of the article commented on. */
  article: string;
  author: string;
  content: string;
  /** The language it is written in, where that is not its article's (a comment's language is its writer's). */
  language?: 'en' | 'fr';
  /** Index in comments.json of the comment this one answers (an earlier one, same thread). */
  replyTo?: number;
  /** Emails of the demo authors who like it. */
  likes?: string[];
  /** The article's author pinned it. */
  pinned?: true;
  /** The moment of the podcast or video it is about, in seconds. */
  atSeconds?: number;
}

export interface SeedAd {
  format: AdFormat;
  language: Language;
  title: string;
  description: string;
  image: string;
  link: string;
  buttonText: string;
  price: string | null;
  discount: string | null;
  category: string;
  sponsor: string;
}

export interface SeedCatalog {
  tribes: string[];
  themes: SeedTheme[];
  authors: SeedAuthor[];
  media: SeedMedia[];
  articles: SeedArticle[];
  comments: SeedComment[];
  ads: SeedAd[];
}

const ARTICLE_FILES = ['text-fr', 'text-en', 'stories-fr', 'stories-en', 'media-fr', 'media-en', 'translations'];

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}

/** The demo authors alone (cheap: tests and e2e read their emails). */
export function loadSeedAuthors(): SeedAuthor[] {
  return readJson<SeedAuthor[]>('./authors.json');
}

/** Reads every seed file and validates the whole; throws listing every problem found. */
export function loadSeedCatalog(): SeedCatalog {
  const catalog: SeedCatalog = {
    tribes: readJson('./tribes.json'),
    themes: readJson('./themes.json'),
    authors: loadSeedAuthors(),
    media: readJson('./media.json'),
    articles: ARTICLE_FILES.flatMap((file) => readJson<SeedArticle[]>(`./articles/${file}.json`)),
    comments: readJson('./comments.json'),
    ads: readJson('./ads.json'),
  };
  const problems = catalogProblems(catalog);
  if (problems.length > 0) throw new Error(`Invalid demo seed data:\n- ${problems.join('\n- ')}`);
  return catalog;
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const value of values) {
    if (seen.has(value)) repeated.push(value);
    seen.add(value);
  }
  return repeated;
}

/** Ads are keyed by readable ids (`fr-native-creez-votre-podcast`), as `AdIdSchema` expects. */
export function adIdOf(ad: SeedAd): string {
  return `${ad.language}-${ad.format}-${slugify(ad.title, 40)}`;
}

/** Every rule the data breaks, as readable messages (empty when the data is fine). */
export function catalogProblems(c: SeedCatalog): string[] {
  const problems: string[] = [];
  const media = new Map(c.media.map((m) => [m.name, m]));
  const tribes = new Set(c.tribes);
  const themes = new Set(c.themes.map((t) => t.code));
  const authors = new Set(c.authors.map((a) => a.email));
  const needMedia = (where: string, name: string | undefined, kind: SeedMedia['kind']) => {
    if (!name || media.get(name)?.kind !== kind) problems.push(`${where}: "${name ?? ''}" is not a seed ${kind}`);
  };

  for (const d of duplicates(c.tribes.map((t) => slugify(t)))) problems.push(`tribe listed twice: ${d}`);
  for (const d of duplicates([...themes])) problems.push(`theme code listed twice: ${d}`);
  for (const d of duplicates(c.authors.map((a) => a.email))) problems.push(`author listed twice: ${d}`);
  for (const d of duplicates(c.articles.map((a) => slugify(a.title)))) problems.push(`article title used twice: ${d}`);
  for (const d of duplicates(c.ads.map(adIdOf))) problems.push(`ad listed twice: ${d}`);

  for (const a of c.authors) {
    if (a.presentation.length < 50 || a.presentation.length > 250) problems.push(`${a.email}: presentation must be 50 to 250 characters`);
    needMedia(`${a.email} picture`, a.picture, 'image');
  }

  const byTitle = new Map(c.articles.map((a) => [a.title, a]));
  for (const a of c.articles) {
    const where = `article "${a.title}"`;
    if (a.translationOf !== undefined) {
      const original = byTitle.get(a.translationOf);
      if (!original || original.author !== a.author || original.language === a.language || original.translationOf) {
        problems.push(`${where}: translationOf must name another article of the same author, in the other language, that translates nothing`);
      }
    }
    if (a.title.trim().length < TITLE_MIN) problems.push(`${where}: title shorter than ${TITLE_MIN}`);
    if (!authors.has(a.author)) problems.push(`${where}: unknown author ${a.author}`);
    if (!tribes.has(a.tribe)) problems.push(`${where}: unknown tribe ${a.tribe}`);
    if (a.themes.length < 1 || a.themes.length > 2) problems.push(`${where}: needs 1 or 2 themes`);
    for (const code of a.themes) if (!themes.has(code)) problems.push(`${where}: unknown theme ${code}`);
    needMedia(`${where} cover`, a.cover, 'image');
    if ((a.images ?? []).length > 4 || duplicates(a.images ?? []).length > 0) problems.push(`${where}: at most 4 distinct images`);
    for (const image of a.images ?? []) needMedia(`${where} image`, image, 'image');
    const body = (a.paragraphs ?? []).join('\n\n');
    if (a.type === 1 && a.textType === 1) {
      const sections = a.sections ?? [];
      if (sections.length < STORY_SECTIONS_PUBLISH_MIN || sections.length > STORY_SECTIONS_MAX) {
        problems.push(`${where}: a story needs ${STORY_SECTIONS_PUBLISH_MIN} to ${STORY_SECTIONS_MAX} sections`);
      }
      for (const s of sections) {
        if (!s.heading.trim() || !s.content.trim()) problems.push(`${where}: a section lacks a heading or content`);
        needMedia(`${where} section image`, s.image, 'image');
      }
    } else if (a.type === 1) {
      if (a.textType !== 0) problems.push(`${where}: textType must be 0 or 1`);
      if (countWords(body) < TEXT_MIN_WORDS) problems.push(`${where}: fewer than ${TEXT_MIN_WORDS} words`);
    } else if (a.type === 2) {
      needMedia(`${where} audio`, a.audio, 'audio');
    } else if (a.type === 3) {
      needMedia(`${where} video`, a.video, 'video');
    } else {
      problems.push(`${where}: type must be 1, 2 or 3`);
    }
    if (a.type !== 1 && !body.trim()) problems.push(`${where}: a podcast or video needs a description`);
    // The API's own rules (api/schemas/transcript.ts), so the demo holds only what an author could publish.
    if (a.transcript && (a.type === 1 || !v.is(TranscriptInputSchema, a.transcript))) problems.push(`${where}: invalid transcript`);
    if (a.chapters && (a.type === 1 || !v.is(ChaptersInputSchema, a.chapters))) problems.push(`${where}: invalid chapters`);
  }

  const articleAuthors = new Map(c.articles.map((a) => [a.title, a.author]));
  for (const comment of c.comments) {
    const author = articleAuthors.get(comment.article);
    if (!author) problems.push(`comment on unknown article "${comment.article}"`);
    if (!authors.has(comment.author) || comment.author === author) problems.push(`comment on "${comment.article}": author must be another demo author`);
    const answered = comment.replyTo === undefined ? undefined : c.comments[comment.replyTo];
    if (comment.replyTo !== undefined && (!answered || c.comments.indexOf(comment) <= comment.replyTo || answered.article !== comment.article)) {
      problems.push(`comment on "${comment.article}": replyTo must name an earlier comment of the same article`);
    }
    for (const email of comment.likes ?? []) if (!authors.has(email) || email === comment.author) problems.push(`comment on "${comment.article}": likes must be other demo authors`);
    if (comment.language !== undefined && comment.language !== 'en' && comment.language !== 'fr') problems.push(`comment on "${comment.article}": language must be en or fr`);
  }

  for (const ad of c.ads) {
    if (!AD_FORMATS.includes(ad.format)) problems.push(`ad "${ad.title}": unknown format ${ad.format}`);
    if (!ad.link.startsWith('https://example.com/')) problems.push(`ad "${ad.title}": link must be on https://example.com/`);
    needMedia(`ad "${ad.title}" image`, ad.image, 'image');
  }
  return problems;
}
