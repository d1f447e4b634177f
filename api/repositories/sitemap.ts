import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';

/** How many activated profiles and live stories the sitemap lists. */
export async function sitemapCounts(db: DB): Promise<{ profiles: number; stories: number }> {
  const [{ profiles }, { stories }] = await Promise.all([
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('profiles')).where('activated_at', 'is not', null).executeTakeFirstOrThrow(),
    db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('stories')).where('deleted_at', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { profiles: Number(profiles), stories: Number(stories) };
}

/** Activated profiles by slug, `limit` from `offset` (a fixed order, so a sitemap page keeps its URLs). */
export function sitemapProfiles(db: DB, offset: number, limit: number): Promise<{ slug: string; updated_at: string }[]> {
  return db.selectFrom('users').select(['slug', 'updated_at']).where('activated_at', 'is not', null).orderBy('slug').limit(limit).offset(offset).execute();
}

/** Live stories, newest first, `limit` from `offset`. */
export function sitemapStories(db: DB, offset: number, limit: number): Promise<{ id: string; slug: string; updated_at: string }[]> {
  return db
    .selectFrom('articles')
    .select(['id', 'slug', 'updated_at'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** When any article last changed (the sitemap index's Last-Modified). */
export async function lastArticleChange(db: DB): Promise<string | null> {
  const { lastmod } = await db.selectFrom('articles').select(sql<string | null>`max(updated_at)`.as('lastmod')).executeTakeFirstOrThrow();
  return lastmod;
}
