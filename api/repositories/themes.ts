import type { DB } from '../db/connection.ts';
import type { Theme } from '../schemas/theme.ts';
import { likeContains } from './like-pattern.ts';

export async function listThemes(db: DB, q: { limit: number; offset: number; keywords?: string }) {
  let query = db.selectFrom('themes');
  if (q.keywords) {
    const keywords = q.keywords;
    query = query.where((eb) => eb.or(['title', 'title_en', 'code'].map((column) => likeContains(column, keywords))));
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const items: Theme[] = await query.select(['id', 'title', 'title_en', 'code']).orderBy('position').orderBy('id').limit(q.limit).offset(q.offset).execute();
  return { items, total: Number(total), nextCursor: null };
}
