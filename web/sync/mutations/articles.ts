import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { markArticleDeleted } from '#web/db/kept-articles.ts';
import { dropPassedArticle } from '#web/db/passed-articles.ts';
import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

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
      op: { type: 'article.put', id, body: baseVersion === undefined ? input : { ...input, baseVersion } },
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
      op: { type: 'article.delete', id: article.id },
      label: { key: 'sync.op.deleteArticle', values: { title: article.title } },
    });
  });
  // Not brought back from the worker's copy once the server has confirmed and the row is gone.
  // After the transaction, never inside it: awaiting Cache Storage there ends Dexie's transaction
  // early, and the deletion failed (story-author and offline-edits journeys).
  await dropPassedArticle(article.id);
}
