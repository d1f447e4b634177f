import type { DB } from '#api/db/connection.ts';
import { encodeCursor } from '#api/repositories/article-cursor.ts';
import { FEED_PAGE_SIZE } from '#api/schemas/article.ts';

/** The cursor a reader holds after scrolling through `pageNumber - 1` feed pages. */
export async function cursorBeforePage(db: DB, pageNumber: number): Promise<string> {
  const row = await db
    .selectFrom('articles')
    .select(['created_at', 'id'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((pageNumber - 1) * FEED_PAGE_SIZE - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return encodeCursor({ kind: 'keyset', createdAt: row.created_at, id: row.id });
}
