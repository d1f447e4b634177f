import type { DB } from '../db/connection.ts';
import type { Selectable } from 'kysely';
import type { ArticlesTable } from '../db/types.ts';
import type { Article, ArticleSummary, ArticleTranslation, ArticleType, Section } from '../schemas/article.ts';
import type { StoredFile } from '../schemas/file.ts';
import { readyRenditionIds, renditionKey } from './media-jobs.ts';
import { cutsOfKey } from '../schemas/audio-cuts.ts';
import { favoriteArticleIds, filesByIds, themesByArticle, tribesByArticle } from './article-lookups.ts';
import { findUsersByIds } from './users.ts';
import { timedTextsByArticle } from './article-transcripts.ts';

/** Columns an `ArticleSummary` is made of; lists select only these. */
export const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'type',
  'text_type',
  'language',
  'title',
  'sub_title',
  'cover_image_id',
  'user_id',
  'version',
  'created_at',
  'updated_at',
  // Read with the row, never counted per card (issue #28).
  'comment_count',
] as const satisfies readonly (keyof ArticlesTable)[];

/** Columns of a full `Article`. */
export const ARTICLE_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'content',
  'audio_file_id',
  'audio_cuts',
  'video_file_id',
  'tags_json',
  'references_json',
  'inspired_by_json',
  'translation_of',
] as const satisfies readonly (keyof ArticlesTable)[];

export type SummaryRow = Selectable<Pick<ArticlesTable, (typeof SUMMARY_COLUMNS)[number]>>;
export type ArticleRow = Selectable<Pick<ArticlesTable, (typeof ARTICLE_COLUMNS)[number]>>;

function stringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Summaries for a page of rows, in the same order, with a constant number of queries (tribes,
 * themes, files, users, favorites). Rows whose author is gone are dropped rather than half-filled.
 */
export async function toSummaries(db: DB, rows: SummaryRow[], viewerId: string | null, extraFileIds: string[] = []) {
  const ids = rows.map((r) => r.id);
  const [tribes, themes, files, users, favorites] = await Promise.all([
    tribesByArticle(db, ids),
    themesByArticle(db, ids),
    filesByIds(db, [...rows.map((r) => r.cover_image_id), ...extraFileIds]),
    findUsersByIds(
      db,
      rows.map((r) => r.user_id),
    ),
    favoriteArticleIds(db, viewerId, ids),
  ]);
  const summaries: ArticleSummary[] = [];
  for (const r of rows) {
    const user = users.get(r.user_id);
    if (!user) continue;
    summaries.push({
      id: r.id,
      slug: r.slug,
      type: r.type as ArticleType,
      textType: r.text_type === 1 ? 1 : 0,
      title: r.title,
      subTitle: r.sub_title,
      coverImage: (r.cover_image_id && files.get(r.cover_image_id)) || null,
      tribe: tribes.get(r.id) ?? [],
      themes: themes.get(r.id) ?? [],
      user,
      favorite: favorites.has(r.id),
      language: r.language === 'en' ? 'en' : 'fr',
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      version: r.version,
      commentCount: Number(r.comment_count),
    });
  }
  return { summaries, files };
}

/**
 * The other-language version of each article, read both ways: the live article a row names in
 * `translation_of`, else a live article naming the row (kysely-migrations/0010). One query.
 */
async function translationsOf(db: DB, rows: ArticleRow[]): Promise<Map<string, ArticleTranslation>> {
  const out = new Map<string, ArticleTranslation>();
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.id);
  const named = rows.flatMap((r) => r.translation_of ?? []);
  const linked = await db
    .selectFrom('articles')
    .select(['id', 'slug', 'title', 'language', 'translation_of'])
    .where('deleted_at', 'is', null)
    .where((eb) => (named.length ? eb.or([eb('id', 'in', named), eb('translation_of', 'in', ids)]) : eb('translation_of', 'in', ids)))
    .execute();
  const link = (r: (typeof linked)[number]): ArticleTranslation => ({ id: r.id, slug: r.slug, title: r.title, language: r.language === 'en' ? 'en' : 'fr' });
  for (const row of rows) {
    const found = linked.find((l) => l.id === row.translation_of) ?? linked.find((l) => l.translation_of === row.id && l.id !== row.id);
    if (found) out.set(row.id, link(found));
  }
  return out;
}

/** Full articles (body, images, sections, media) for rows, with a constant number of queries. */
export async function toArticles(db: DB, rows: ArticleRow[], viewerId: string | null): Promise<Article[]> {
  const ids = rows.map((r) => r.id);
  const [images, sections] = ids.length
    ? await Promise.all([
        db.selectFrom('article_images').select(['article_id', 'file_id']).where('article_id', 'in', ids).orderBy('position').execute(),
        db.selectFrom('article_sections').select(['id', 'article_id', 'heading', 'content', 'image_caption', 'image_file_id', 'position']).where('article_id', 'in', ids).orderBy('position').execute(),
      ])
    : [[], []];
  // Only audio and video have transcripts and chapters: a page of texts costs no lookup.
  const timed = await timedTextsByArticle(
    db,
    rows.filter((r) => r.type !== 1).map((r) => r.id),
  );
  const audio = rows.flatMap((r) => (r.audio_file_id ? [{ id: r.audio_file_id, cuts: r.audio_cuts }] : []));
  const [renditions, translations] = await Promise.all([audio.length ? readyRenditionIds(db, audio) : new Map<string, string>(), translationsOf(db, rows)]);
  const mediaIds = [...images.map((i) => i.file_id), ...sections.map((s) => s.image_file_id), ...rows.flatMap((r) => [r.audio_file_id, r.video_file_id]), ...renditions.values()];
  const { summaries, files } = await toSummaries(
    db,
    rows,
    viewerId,
    mediaIds.filter((id): id is string => id !== null),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const file = (id: string | null): StoredFile | null => (id && files.get(id)) || null;
  return summaries.map((summary) => {
    const r = byId.get(summary.id)!;
    const articleSections: Section[] = sections
      .filter((s) => s.article_id === r.id)
      .map((s) => ({ id: s.id, heading: s.heading, content: s.content, imageCaption: s.image_caption, image: file(s.image_file_id), position: s.position }));
    return {
      ...summary,
      content: r.content,
      images: images.filter((i) => i.article_id === r.id).flatMap((i) => file(i.file_id) ?? []),
      tags: stringList(r.tags_json),
      references: stringList(r.references_json),
      inspiredBy: stringList(r.inspired_by_json),
      sections: articleSections,
      audioFile: file(r.audio_file_id),
      audioRendition: r.audio_file_id ? file(renditions.get(renditionKey(r.audio_file_id, r.audio_cuts)) ?? null) : null,
      audioCuts: cutsOfKey(r.audio_cuts),
      videoFile: file(r.video_file_id),
      transcript: timed.get(r.id)?.transcript ?? null,
      chapters: timed.get(r.id)?.chapters ?? [],
      translationOf: r.translation_of,
      translation: translations.get(r.id) ?? null,
    };
  });
}
