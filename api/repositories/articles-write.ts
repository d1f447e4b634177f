import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Article, ArticleInput } from '../schemas/article.ts';
import { cutsKey } from '../schemas/audio-cuts.ts';
import { slugify } from '../schemas/slug.ts';
import { enqueueRendition } from './media-jobs.ts';
import { checkArticleReferences } from './article-references.ts';
import { rethreadComments } from './comment-counters.ts';
import { deleteSearchRow, writeSearchRow } from './article-search.ts';
import { writeTimedTexts } from './article-transcripts.ts';
import { transcriptText } from '../schemas/transcript.ts';
import { findArticle } from './articles.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { enqueueNotifications } from './notification-jobs.ts';

/** Key of the PostgreSQL advisory lock under which a new article takes the next search id. */
const SEARCH_ID_LOCK = 150_001;

export interface SaveArticleResult {
  status: 200 | 201;
  article: Article;
}

/** What an input says, in a form the stored article can be compared with (order-free id sets). */
function essence(a: Omit<ArticleInput, 'baseVersion'>) {
  return JSON.stringify([
    a.type,
    a.textType,
    a.language,
    a.title,
    a.subTitle,
    a.content,
    a.tags,
    a.references,
    a.inspiredBy,
    [...new Set(a.tribe)].sort(),
    [...new Set(a.themes)].sort(),
    a.sections.map((s) => [s.id, s.heading, s.content, s.imageCaption, s.image]),
    a.coverImage,
    a.imageFiles,
    a.audioFile,
    a.videoFile,
    a.audioFile ? cutsKey(a.audioCuts ?? []) : '',
    a.transcript,
    a.chapters,
    a.translationOf,
  ]);
}

function essenceOf(article: Article): string {
  return essence({
    ...article,
    tribe: article.tribe.map((t) => t.id),
    themes: article.themes.map((t) => t.id),
    sections: article.sections.map((s) => ({ ...s, image: s.image?.id ?? null })),
    coverImage: article.coverImage?.id ?? null,
    imageFiles: article.images.map((f) => f.id),
    audioFile: article.audioFile?.id ?? null,
    videoFile: article.videoFile?.id ?? null,
    transcript: article.transcript ?? null,
    chapters: article.chapters ?? [],
    translationOf: article.translationOf ?? null,
  });
}

/** Article columns from an input (everything but identity, version and times). */
function columns(input: ArticleInput) {
  return {
    slug: slugify(input.title) || 'article',
    type: input.type,
    text_type: input.textType,
    language: input.language,
    title: input.title,
    sub_title: input.subTitle,
    content: input.content,
    cover_image_id: input.coverImage,
    audio_file_id: input.audioFile,
    audio_cuts: input.audioFile ? cutsKey(input.audioCuts ?? []) : '',
    video_file_id: input.videoFile,
    tags_json: JSON.stringify(input.tags),
    references_json: JSON.stringify(input.references),
    inspired_by_json: JSON.stringify(input.inspiredBy),
    translation_of: input.translationOf,
  };
}

/** Replaces the rows hanging off an article and its search row (inside the caller's transaction). */
async function writeChildren(trx: DB, id: string, searchId: number, input: ArticleInput, at: string): Promise<void> {
  // The podcast rendition is made later by the worker (api/renditions), never on this request.
  if (input.audioFile) await enqueueRendition(trx, input.audioFile, cutsKey(input.audioCuts ?? []), at);
  for (const table of ['article_tribes', 'article_themes', 'article_images', 'article_sections'] as const) {
    await trx.deleteFrom(table).where('article_id', '=', id).execute();
  }
  await trx
    .insertInto('article_tribes')
    .values([...new Set(input.tribe)].map((tribe_id) => ({ article_id: id, tribe_id })))
    .execute();
  await trx
    .insertInto('article_themes')
    .values([...new Set(input.themes)].map((theme_id) => ({ article_id: id, theme_id })))
    .execute();
  if (input.imageFiles.length) {
    await trx
      .insertInto('article_images')
      .values(input.imageFiles.map((file_id, position) => ({ article_id: id, file_id, position })))
      .execute();
  }
  if (input.sections.length) {
    await trx
      .insertInto('article_sections')
      .values(
        input.sections.map((s, position) => ({
          id: s.id,
          article_id: id,
          heading: s.heading,
          content: s.content,
          image_caption: s.imageCaption,
          image_file_id: s.image,
          position,
        })),
      )
      .execute();
  }
  await writeTimedTexts(trx, id, { transcript: input.transcript, chapters: input.chapters });
  // A transcript is searched like the body (issue #14): a word said in a podcast finds it.
  const content = [input.content, ...input.sections.map((s) => `${s.heading}\n${s.content}`), transcriptText(input.transcript)].filter(Boolean).join('\n\n');
  await writeSearchRow(trx, { searchId, title: input.title, subTitle: input.subTitle, content, tags: input.tags });
  // Audio already found undecodable keeps the article from readers; another file brings it back.
  const audio = input.audioFile ? await trx.selectFrom('files').select('unreadable_at').where('id', '=', input.audioFile).executeTakeFirst() : undefined;
  await trx
    .updateTable('articles')
    .set({ audio_unreadable: audio?.unreadable_at ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/**
 * `PUT /api/articles/:id`: creates the article (201, version 1) or updates it (200, version + 1),
 * with its tribes, themes, images, sections and search row, in one transaction. Only the author
 * updates; `baseVersion` must be the current version (else a conflict carrying the current copy),
 * except that a body identical to the current state is a replay and answers 200 without writing.
 * Every refusal is decided before the first write, so a refused save leaves the database as it was.
 */
export async function saveArticle(db: DB, id: string, userId: string, input: ArticleInput, now: Date): Promise<Outcome<SaveArticleResult>> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const existing = await trx.selectFrom('articles').select(['user_id', 'version', 'search_id', 'deleted_at', 'translation_of']).where('id', '=', id).executeTakeFirst();
    if (existing) {
      if (existing.user_id !== userId) return refuse({ reason: 'not_owner', entity: 'article', action: 'edit' });
      if (existing.deleted_at) return refuse({ reason: 'not_found', entity: 'article' });
      const current = (await findArticle(trx, id, userId))!;
      if (essenceOf(current) === essence(input)) return done<SaveArticleResult>({ status: 200, article: current });
      if (input.baseVersion !== existing.version) return refuse({ reason: 'version_conflict', current });
      const unusable = await checkArticleReferences(trx, id, userId, input);
      if (unusable) return refuse({ reason: 'invalid_references', fields: unusable });
      await trx
        .updateTable('articles')
        .set({ ...columns(input), version: existing.version + 1, updated_at: at })
        .where('id', '=', id)
        .execute();
      await writeChildren(trx, id, existing.search_id, input, at);
      // A story and its translation share one comment thread (issue #28): a new link joins them.
      if (existing.translation_of !== input.translationOf)
        await rethreadComments(
          trx,
          [id, existing.translation_of, input.translationOf].filter((a) => a !== null),
        );
      return done<SaveArticleResult>({ status: 200, article: (await findArticle(trx, id, userId))! });
    }
    // An edit of an article the server never had: creating it would resurrect a stale draft silently.
    if (input.baseVersion !== undefined) return refuse({ reason: 'not_found', entity: 'article' });
    const unusable = await checkArticleReferences(trx, id, userId, input);
    if (unusable) return refuse({ reason: 'invalid_references', fields: unusable });
    // Several instances may create articles at once on PostgreSQL: the next search id is taken under
    // a lock held to the commit (SQLite runs one write transaction at a time anyway).
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEARCH_ID_LOCK})`.execute(trx);
    const { next } = await trx
      .selectFrom('articles')
      .select((eb) => eb(eb.fn.coalesce(eb.fn.max('search_id'), eb.lit(0)), '+', 1).as('next'))
      .executeTakeFirstOrThrow();
    const searchId = Number(next);
    await trx
      .insertInto('articles')
      .values({ id, search_id: searchId, user_id: userId, ...columns(input), version: 1, created_at: at, updated_at: at, deleted_at: null })
      .execute();
    await writeChildren(trx, id, searchId, input, at);
    if (input.translationOf) await rethreadComments(trx, [id, input.translationOf]);
    // Followers hear of it from the fan-out queue (issue #29), never on this request.
    await enqueueNotifications(trx, { event: 'article', subjectId: id, actorId: userId }, now);
    return done<SaveArticleResult>({ status: 201, article: (await findArticle(trx, id, userId))! });
  });
}

/**
 * `DELETE /api/articles/:id`: soft delete (the row stays for replays and conflicts) and removal
 * from search. Deleting again is a no-op for the author; another user is refused.
 */
export async function deleteArticle(db: DB, id: string, userId: string, now: Date): Promise<Outcome<void>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('articles').select(['user_id', 'search_id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    if (!row) return refuse({ reason: 'not_found', entity: 'article' });
    if (row.user_id !== userId) return refuse({ reason: 'not_owner', entity: 'article', action: 'delete' });
    if (row.deleted_at) return done(undefined);
    const at = now.toISOString();
    await trx.updateTable('articles').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
    await deleteSearchRow(trx, row.search_id);
    return done(undefined);
  });
}
