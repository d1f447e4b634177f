import type { DB } from '../db/connection.ts';
import type { Chapter, Transcript } from '../schemas/transcript.ts';

/** An article's transcript and chapters (kysely-migrations/0011). */
export interface TimedTexts {
  transcript: Transcript | null;
  chapters: Chapter[];
}

/** Replaces an article's transcript and chapters (inside the caller's transaction); none leaves no row. */
export async function writeTimedTexts(trx: DB, articleId: string, texts: TimedTexts): Promise<void> {
  await trx.deleteFrom('article_transcripts').where('article_id', '=', articleId).execute();
  if (!texts.transcript && texts.chapters.length === 0) return;
  await trx
    .insertInto('article_transcripts')
    .values({
      article_id: articleId,
      transcript_format: texts.transcript?.format ?? null,
      transcript_json: texts.transcript ? JSON.stringify(texts.transcript) : null,
      chapters_json: JSON.stringify(texts.chapters),
      chapter_count: texts.chapters.length,
    })
    .execute();
}

function parseTranscript(json: string | null): Transcript | null {
  if (!json) return null;
  const value = JSON.parse(json) as Transcript;
  return value.format === 'cues' || value.format === 'text' ? value : null;
}

/** Transcripts and chapters of these articles, in one query; articles without either are absent. */
export async function timedTextsByArticle(db: DB, ids: readonly string[]): Promise<Map<string, TimedTexts>> {
  const out = new Map<string, TimedTexts>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('article_transcripts')
    .select(['article_id', 'transcript_json', 'chapters_json'])
    .where('article_id', 'in', [...ids])
    .execute();
  for (const r of rows) out.set(r.article_id, { transcript: parseTranscript(r.transcript_json), chapters: JSON.parse(r.chapters_json) as Chapter[] });
  return out;
}

/** What a feed names for each article: the transcript's format and whether there are chapters. */
export async function timedTextPresence(db: DB, ids: readonly string[]): Promise<Map<string, { transcript: 'cues' | 'text' | null; chapters: boolean }>> {
  const out = new Map<string, { transcript: 'cues' | 'text' | null; chapters: boolean }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('article_transcripts')
      .select(['article_id', 'transcript_format', 'chapter_count'])
      .where('article_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.article_id, { transcript: r.transcript_format, chapters: r.chapter_count > 0 });
  }
  return out;
}

/** The transcript and chapters of a live article with its last change, or null when it is not live. */
export async function findLiveTimedTexts(db: DB, articleId: string): Promise<(TimedTexts & { updatedAt: string }) | null> {
  const row = await db
    .selectFrom('articles')
    .leftJoin('article_transcripts', 'article_transcripts.article_id', 'articles.id')
    .select(['articles.updated_at', 'article_transcripts.transcript_json', 'article_transcripts.chapters_json'])
    .where('articles.id', '=', articleId)
    .where('articles.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return { updatedAt: row.updated_at, transcript: parseTranscript(row.transcript_json), chapters: row.chapters_json ? (JSON.parse(row.chapters_json) as Chapter[]) : [] };
}
