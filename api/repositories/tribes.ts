import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { Tribe } from '../schemas/tribe.ts';
import { likeContains } from './like-pattern.ts';

/**
 * Tribes by name, or (`random`) a random sample for "Explore a tribe". The sample is drawn only from
 * tribes with at least one live article: most of the ~700 tribes have none, and offering them led
 * readers to an empty feed (issue #25).
 */
export async function listTribes(db: DB, q: { limit: number; offset: number; random?: boolean; keywords?: string }) {
  let query = db.selectFrom('tribes');
  if (q.keywords) query = query.where(likeContains('name', q.keywords));
  if (q.random) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('article_tribes as l').innerJoin('articles as a', 'a.id', 'l.article_id').select(sql.lit(1).as('one')).whereRef('l.tribe_id', '=', 'tribes.id').where('a.deleted_at', 'is', null),
      ),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const page = query.select(['id', 'name']).limit(q.limit);
  const items: Tribe[] = q.random ? await page.orderBy(sql`random()`).execute() : await page.orderBy('name').offset(q.offset).execute();
  return { items, total: Number(total), nextCursor: null };
}

export async function findTribe(db: DB, id: number): Promise<Tribe | undefined> {
  return db.selectFrom('tribes').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** A tribe's name and the slug its feeds are named by (api/schemas/feed-paths.ts). */
export async function findTribeSlug(db: DB, id: number): Promise<{ name: string; slug: string } | undefined> {
  return db.selectFrom('tribes').select(['name', 'slug']).where('id', '=', id).executeTakeFirst();
}
