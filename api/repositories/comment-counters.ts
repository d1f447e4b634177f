import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { CommentStatus } from '../schemas/comments.ts';
import type { CommentRow } from './comment-rows.ts';

/**
 * The maintained counters of issue #28, moved in the same transaction as the status they follow:
 * - `articles.comment_count`: visible comments of the thread, on both articles of a translated pair
 *   (the one naming the thread, `translation_of`, and the thread's own);
 * - `comments.reply_count`: replies a thread shows under their parent (visible or hidden).
 */
const inThread = (status: CommentStatus | null) => (status === 'visible' ? 1 : 0);
const underParent = (status: CommentStatus | null) => (status === 'visible' || status === 'hidden' ? 1 : 0);

/** Moves the counters for a comment going from `from` (null: new) to `to`. */
export async function countStatusChange(db: DB, row: Pick<CommentRow, 'thread_id' | 'parent_id'>, from: CommentStatus | null, to: CommentStatus): Promise<void> {
  const thread = inThread(to) - inThread(from);
  if (thread !== 0) {
    await db
      .updateTable('articles')
      .set({ comment_count: sql`comment_count + ${thread}` })
      .where((eb) => eb.or([eb('id', '=', row.thread_id), eb('translation_of', '=', row.thread_id)]))
      .execute();
  }
  const parent = underParent(to) - underParent(from);
  if (parent !== 0 && row.parent_id) {
    await db
      .updateTable('comments')
      .set({ reply_count: sql`reply_count + ${parent}` })
      .where('id', '=', row.parent_id)
      .execute();
  }
}

/**
 * Recounts the threads of these articles after their translation link changed (the pair's
 * comments now share, or no longer share, one thread): each comment's thread follows its article.
 */
export async function rethreadComments(db: DB, articleIds: readonly string[]): Promise<void> {
  const ids = [...new Set(articleIds)];
  if (ids.length === 0) return;
  await sql`update comments set thread_id = (select coalesce(a.translation_of, a.id) from articles as a where a.id = comments.article_id) where article_id in (${sql.join(ids)})`.execute(db);
  const linked = await db.selectFrom('articles').select(['id', 'translation_of']).where('id', 'in', ids).execute();
  const threads = [...new Set(linked.map((a) => a.translation_of ?? a.id))];
  await sql`update articles set comment_count = (select count(*) from comments as c where c.thread_id = coalesce(articles.translation_of, articles.id) and c.status = 'visible')
    where id in (${sql.join([...ids, ...threads])}) or translation_of in (${sql.join(threads)})`.execute(db);
}
