import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { Tribe } from '../schemas/tribe.ts';
import { likeContains } from './like-pattern.ts';

export async function listTribes(db: DB, q: { limit: number; offset: number; random?: boolean; keywords?: string }) {
  let query = db.selectFrom('tribes');
  if (q.keywords) query = query.where(likeContains('name', q.keywords));
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const page = query.select(['id', 'name']).limit(q.limit);
  const items: Tribe[] = q.random ? await page.orderBy(sql`random()`).execute() : await page.orderBy('name').offset(q.offset).execute();
  return { items, total: Number(total), nextCursor: null };
}

export async function findTribe(db: DB, id: number): Promise<Tribe | undefined> {
  return db.selectFrom('tribes').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
