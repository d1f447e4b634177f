import type { DB } from '../db/connection.ts';
import type { Comment } from '../schemas/article.ts';
import { findUsersByIds } from './users.ts';

/** Comments shown under an article, oldest first (a conversation reads top-down). */
export const COMMENTS_MAX = 200;

export async function listComments(db: DB, articleId: string): Promise<Comment[]> {
  const rows = await db.selectFrom('comments').select(['id', 'user_id', 'content', 'created_at']).where('article_id', '=', articleId).orderBy('created_at').orderBy('id').limit(COMMENTS_MAX).execute();
  const users = await findUsersByIds(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const user = users.get(r.user_id);
    return user ? [{ id: r.id, content: r.content, createdAt: r.created_at, user }] : [];
  });
}
