import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { markArticleDeleted } from '#web/db/kept-articles.ts';
import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

/** File ids an article input names (cover, images, audio, video, section images). */
export function fileIdsOf(input: ArticleInput): string[] {
  const ids = [input.coverImage, ...input.imageFiles, input.audioFile, input.videoFile, ...input.sections.map((s) => s.image)];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/**
 * Saves an article (create or update) as a draft here and queues `PUT /api/articles/:id`.
 * `baseVersion` is the version the author edited (absent for a new article). A `409` later keeps
 * this input as a conflicted draft for the author to resolve. Files it names upload first.
 */
export async function saveArticle(id: string, input: ArticleInput, baseVersion?: number): Promise<void> {
  const userId = requireUserId();
  await mutate([db.drafts], async () => {
    await db.drafts.put({ id, userId, input, baseVersion, updatedAt: Date.now() });
    await enqueue({
      userId,
      kind: 'request',
      method: 'PUT',
      path: `/api/articles/${id}`,
      body: baseVersion === undefined ? input : { ...input, baseVersion },
      articleId: id,
      fileIds: fileIdsOf(input),
      label: { key: 'sync.op.saveArticle', values: { title: input.title } },
    });
  });
}

/** Deletes an article: hidden here at once, `DELETE /api/articles/:id` queued. */
export async function deleteArticle(article: { id: string; title: string }): Promise<void> {
  const userId = requireUserId();
  await mutate([db.articles, db.drafts], async () => {
    await markArticleDeleted(article.id);
    await db.drafts.delete(article.id);
    await enqueue({
      userId,
      kind: 'request',
      method: 'DELETE',
      path: `/api/articles/${article.id}`,
      articleId: article.id,
      label: { key: 'sync.op.deleteArticle', values: { title: article.title } },
    });
  });
}

/** Resolves a conflicted draft by keeping the author's version on top of the server's current one. */
export async function keepMine(id: string): Promise<void> {
  const draft = await db.drafts.get(id);
  if (!draft?.conflict) return;
  const theirs = draft.conflict.theirs;
  await saveArticle(id, draft.input, theirs ? theirs.version : draft.baseVersion);
}

/** Resolves a conflicted draft by taking the server's version: the local edit is dropped. */
export async function takeTheirs(id: string): Promise<void> {
  const draft = await db.drafts.get(id);
  if (!draft?.conflict) return;
  const theirs = draft.conflict.theirs;
  await db.transaction('rw', [db.drafts, db.articles], async () => {
    await db.drafts.delete(id);
    if (theirs) await db.articles.where('id').equals(id).modify((row) => void (row.detail = { ...row.detail, article: theirs }));
  });
}
