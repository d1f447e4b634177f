import * as v from 'valibot';
import { FileSchema, type StoredFile } from './file.ts';
import { CutSpanSchema, CutsSchema } from './audio-cuts.ts';
import { ThreadCommentSchema } from './comments.ts';
import { HexIdSchema } from './ids.ts';
import { PageQuerySchema } from './list.ts';
import { ChapterOutputSchema, ChaptersInputSchema, TranscriptInputSchema, TranscriptSchema } from './transcript.ts';
import { ThemeSchema } from './theme.ts';
import { TribeSchema } from './tribe.ts';
import { UserSchema } from './user.ts';

/** Article rules of spec §5 and §9. */
export const TITLE_MIN = 5;
export const TITLE_MAX = 200;
export const SUBTITLE_MAX = 300;
export const TEXT_MIN_WORDS = 200;
export const CONTENT_MAX = 100_000;
/** One item of a list field (references, quotes…). */
export const LIST_ITEM_MAX = 200;
export const STORY_SECTIONS_MIN = 1;
/** Story mode needs at least 2 valid sections to publish (spec §5), at most 5. */
export const STORY_SECTIONS_PUBLISH_MIN = 2;
export const STORY_SECTIONS_MAX = 5;
export const LIST_ITEMS_MAX = 20;
export const FEED_PAGE_SIZE = 7;

export const ARTICLE_TYPES = { text: 1, audio: 2, video: 3 } as const;
export type ArticleType = (typeof ARTICLE_TYPES)[keyof typeof ARTICLE_TYPES];
export const TEXT_TYPES = { text: 0, story: 1 } as const;

/** The languages articles are written in. */
export const CONTENT_LANGUAGES = ['fr', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Words in a text, as the editor's live count and the server's rule count them. */
export function countWords(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

export const SectionSchema = v.object({
  id: v.string(),
  heading: v.string(),
  content: v.string(),
  imageCaption: v.string(),
  image: v.nullable(FileSchema),
  position: v.number(),
});
export type Section = v.InferOutput<typeof SectionSchema>;

/** An article as lists show it (feeds, search, collections). */
export const ArticleSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  type: v.picklist([ARTICLE_TYPES.text, ARTICLE_TYPES.audio, ARTICLE_TYPES.video]),
  textType: v.picklist([TEXT_TYPES.text, TEXT_TYPES.story]),
  title: v.string(),
  subTitle: v.string(),
  coverImage: v.nullable(FileSchema),
  tribe: v.array(TribeSchema),
  themes: v.array(ThemeSchema),
  user: UserSchema,
  favorite: v.boolean(),
  language: v.picklist(CONTENT_LANGUAGES),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
  /** Visible comments of the article's thread (a maintained counter; issue #28). Optional for clients older than it. */
  commentCount: v.optional(v.number()),
});
export type ArticleSummary = v.InferOutput<typeof ArticleSummarySchema>;

/** Enough of the other-language version of an article to link to it. */
export const ArticleTranslationSchema = v.object({ id: v.string(), slug: v.string(), title: v.string(), language: v.picklist(CONTENT_LANGUAGES) });
export type ArticleTranslation = v.InferOutput<typeof ArticleTranslationSchema>;

/** A whole article, as its page and its editor read it. */
export const ArticleSchema = v.object({
  ...ArticleSummarySchema.entries,
  content: v.string(),
  images: v.array(FileSchema),
  tags: v.array(v.string()),
  references: v.array(v.string()),
  inspiredBy: v.array(v.string()),
  sections: v.array(SectionSchema),
  audioFile: v.nullable(FileSchema),
  /**
   * The podcast rendition of `audioFile` (MP3, −16 LUFS, ≤ −1 dBTP) once the server has made it;
   * null while it is being made or when there is no audio. Optional for clients older than it.
   */
  audioRendition: v.optional(v.nullable(FileSchema)),
  /** The spans cut out of `audioFile` (the rendition has them taken out). Optional for older clients. */
  audioCuts: v.optional(v.array(CutSpanSchema)),
  videoFile: v.nullable(FileSchema),
  /** Transcript of an audio or video article; optional for clients older than it. */
  transcript: v.optional(v.nullable(TranscriptSchema)),
  /** Chapters of an audio or video article, in time order; optional for clients older than it. */
  chapters: v.optional(v.array(ChapterOutputSchema)),
  /** The article this one names as its other-language original (`translationOf` of the input). */
  translationOf: v.optional(v.nullable(v.string())),
  /**
   * The other-language version of this article, whichever of the two names the other (A names B,
   * so B shows A too); null when there is none. Optional for clients older than it.
   */
  translation: v.optional(v.nullable(ArticleTranslationSchema)),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

/**
 * The audio a listener hears: the podcast rendition once the server made it; the original until
 * then, unless the author cut parts out of it (they would be heard), then none until the rendition
 * is ready (`awaitsRendition`).
 */
export function playableAudio(article: Pick<Article, 'audioFile' | 'audioRendition' | 'audioCuts'>): StoredFile | null {
  if (article.audioRendition) return article.audioRendition;
  // Audio the server could not decode is never offered as an episode (issue #25).
  if (article.audioFile?.unreadable) return null;
  return (article.audioCuts?.length ?? 0) > 0 ? null : article.audioFile;
}

/** A podcast whose audio the server decoded and found unplayable: its author is asked for another file. */
export function audioUnreadable(article: Pick<Article, 'type' | 'audioFile' | 'audioRendition'>): boolean {
  return article.type === ARTICLE_TYPES.audio && article.audioFile?.unreadable === true && !article.audioRendition;
}

/** A podcast whose author's cuts wait for the rendition: it plays once the server made it. */
export function awaitsRendition(article: Pick<Article, 'type' | 'audioFile' | 'audioRendition' | 'audioCuts'>): boolean {
  return article.type === ARTICLE_TYPES.audio && article.audioFile !== null && !audioUnreadable(article) && playableAudio(article) === null;
}

export const ArticleDetailSchema = v.object({
  article: ArticleSchema,
  /** The first page of the article's thread, oldest first (`GET /api/articles/:id/comments`). */
  comments: v.array(ThreadCommentSchema),
  relatedArticles: v.array(ArticleSummarySchema),
});
export type ArticleDetail = v.InferOutput<typeof ArticleDetailSchema>;

const ListItemsSchema = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(LIST_ITEM_MAX, 'max_length'))), v.maxLength(LIST_ITEMS_MAX, 'max_length'));

export const SectionInputSchema = v.object({
  id: HexIdSchema,
  heading: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(TITLE_MAX, 'max_length')),
  content: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(CONTENT_MAX, 'max_length')),
  imageCaption: v.optional(v.pipe(v.string(), v.maxLength(300, 'max_length')), ''),
  image: v.optional(v.nullable(HexIdSchema), null),
});
export type SectionInput = v.InferOutput<typeof SectionInputSchema>;

/**
 * `PUT /api/articles/:id` body (spec §7 fields). Tribe and themes are ids; files are file ids that
 * were uploaded first. `baseVersion` is absent when creating and the version edited otherwise.
 */
export const ArticleInputSchema = v.pipe(
  v.object({
    type: v.picklist([1, 2, 3], 'required'),
    textType: v.optional(v.picklist([0, 1]), 0),
    title: v.pipe(v.string(), v.trim(), v.minLength(TITLE_MIN, 'min_length'), v.maxLength(TITLE_MAX, 'max_length')),
    subTitle: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SUBTITLE_MAX, 'max_length')), ''),
    tribe: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1, 'required'), v.maxLength(5, 'max_length')),
    themes: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1, 'required'), v.maxLength(5, 'max_length')),
    tags: v.optional(ListItemsSchema, []),
    references: v.optional(ListItemsSchema, []),
    inspiredBy: v.optional(ListItemsSchema, []),
    content: v.optional(v.pipe(v.string(), v.maxLength(CONTENT_MAX, 'max_length')), ''),
    sections: v.optional(v.pipe(v.array(SectionInputSchema), v.maxLength(STORY_SECTIONS_MAX, 'max_length')), []),
    language: v.optional(v.picklist(CONTENT_LANGUAGES), 'fr'),
    /** Id of the author's own article, in the other language, this one translates (or null). */
    translationOf: v.optional(v.nullable(HexIdSchema), null),
    coverImage: v.optional(v.nullable(HexIdSchema), null),
    imageFiles: v.optional(v.pipe(v.array(HexIdSchema), v.maxLength(4, 'max_length')), []),
    audioFile: v.optional(v.nullable(HexIdSchema), null),
    /** Spans to cut out of `audioFile` when the rendition is made (non-destructive edit); none when absent. */
    audioCuts: v.optional(CutsSchema),
    videoFile: v.optional(v.nullable(HexIdSchema), null),
    transcript: v.optional(v.nullable(TranscriptInputSchema), null),
    chapters: v.optional(ChaptersInputSchema, []),
    baseVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.forward(
    v.check((a) => a.type !== 1 || a.textType !== 0 || countWords(a.content) >= TEXT_MIN_WORDS, 'min_words'),
    ['content'],
  ),
  v.forward(
    v.check((a) => a.type !== 1 || a.textType !== 1 || a.sections.length >= STORY_SECTIONS_MIN, 'min_sections'),
    ['sections'],
  ),
  v.forward(
    v.check((a) => a.type !== 2 || a.audioFile !== null, 'required'),
    ['audioFile'],
  ),
  v.forward(
    v.check((a) => a.type !== 3 || a.videoFile !== null, 'required'),
    ['videoFile'],
  ),
  // Transcripts and chapters belong to what is heard: a text article has neither.
  v.forward(
    v.check((a) => a.type !== 1 || a.transcript === null, 'media_only'),
    ['transcript'],
  ),
  v.forward(
    v.check((a) => a.type !== 1 || a.chapters.length === 0, 'media_only'),
    ['chapters'],
  ),
);
export type ArticleInput = v.InferOutput<typeof ArticleInputSchema>;

const QueryIntList = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'integer'), v.transform(Number));

/** `GET /api/articles` filters. `cursor` (keyset) and `offset` are alternatives. */
export const ArticleListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_-]+$/, 'invalid_cursor'))),
  keywords: v.optional(v.pipe(v.string(), v.maxLength(200, 'max_length'))),
  userId: v.optional(HexIdSchema),
  theme: v.optional(QueryIntList),
  tribe: v.optional(QueryIntList),
  type: v.optional(v.pipe(v.string(), v.regex(/^[123]$/, 'invalid_type'), v.transform(Number))),
  /** Only articles written in this language (the reader's content language); absent: both. */
  lang: v.optional(v.picklist(CONTENT_LANGUAGES, 'invalid_language')),
});
export type ArticleListQuery = v.InferOutput<typeof ArticleListQuerySchema>;

/** Most suggestions one autocomplete call returns. */
export const SUGGESTIONS_MAX = 10;

/** `GET /api/articles/suggestions` query: what was typed (`q`) and how many suggestions (1..10). */
export const SuggestionQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.maxLength(100, 'max_length')),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'integer'), v.transform(Number), v.minValue(1), v.maxValue(SUGGESTIONS_MAX)), String(SUGGESTIONS_MAX)),
});
export type SuggestionQuery = v.InferOutput<typeof SuggestionQuerySchema>;

/** Story rule messages (spec §5), shared by the editor and the server's 422 answers. */
export const STORY_NO_SECTION_MESSAGE = 'You must have at least one section in your story.';
export const STORY_ONE_SECTION_MESSAGE = `A story needs at least ${STORY_SECTIONS_PUBLISH_MIN} valid sections to be published. Add another section.`;

/** A text article written in story mode (sections instead of one body). */
export function isStory(a: { type: number; textType: number }): boolean {
  return a.type === ARTICLE_TYPES.text && a.textType === TEXT_TYPES.story;
}

/**
 * The story rule for publishing (spec §5: "at least 2 sections, all valid"): the message to show, or
 * null when the input may be published. Section validity itself is `SectionInputSchema`'s job.
 */
export function storySectionsProblem(a: { type: number; textType: number; sections: readonly unknown[] }): string | null {
  if (!isStory(a)) return null;
  if (a.sections.length === 0) return STORY_NO_SECTION_MESSAGE;
  if (a.sections.length < STORY_SECTIONS_PUBLISH_MIN) return STORY_ONE_SECTION_MESSAGE;
  return null;
}
