import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';

/** How many activated profiles and live stories the sitemap lists. */
export async function sitemapCounts(db: DB): Promise<{ profiles: number; stories: number }> {
  const [{ profiles }, { stories }] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('profiles'))
      .where('activated_at', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('stories'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { profiles: Number(profiles), stories: Number(stories) };
}

/** Activated profiles by slug, `limit` from `offset` (a fixed order, so a sitemap page keeps its URLs). */
export function sitemapProfiles(db: DB, offset: number, limit: number): Promise<{ slug: string; updated_at: string }[]> {
  return db.selectFrom('users').select(['slug', 'updated_at']).where('activated_at', 'is not', null).orderBy('slug').limit(limit).offset(offset).execute();
}

export interface SitemapStory {
  id: string;
  slug: string;
  updated_at: string;
  language: string;
  /** The other-language version (linked translations, either way), if live. */
  other: { id: string; slug: string; language: string } | null;
}

/**
 * Live stories, newest first, `limit` from `offset`, with their other-language version: the one a
 * story names (primary key) or the one naming it (kysely-migrations/0010's partial index).
 */
export async function sitemapStories(db: DB, offset: number, limit: number): Promise<SitemapStory[]> {
  const rows = await db
    .selectFrom('articles as a')
    .leftJoin('articles as o', (join) => join.onRef('o.id', '=', 'a.translation_of').on('o.deleted_at', 'is', null))
    .leftJoin('articles as r', (join) => join.onRef('r.translation_of', '=', 'a.id').on('r.deleted_at', 'is', null))
    .select(['a.id', 'a.slug', 'a.updated_at', 'a.language', 'o.id as o_id', 'o.slug as o_slug', 'o.language as o_language', 'r.id as r_id', 'r.slug as r_slug', 'r.language as r_language'])
    .where('a.deleted_at', 'is', null)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    updated_at: r.updated_at,
    language: r.language,
    other:
      r.o_id && r.o_slug && r.o_language ? { id: r.o_id, slug: r.o_slug, language: r.o_language } : r.r_id && r.r_slug && r.r_language ? { id: r.r_id, slug: r.r_slug, language: r.r_language } : null,
  }));
}

/** When any article last changed (the sitemap index's Last-Modified). */
export async function lastArticleChange(db: DB): Promise<string | null> {
  const { lastmod } = await db
    .selectFrom('articles')
    .select(sql<string | null>`max(updated_at)`.as('lastmod'))
    .executeTakeFirstOrThrow();
  return lastmod;
}
