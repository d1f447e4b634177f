import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Condition on the feed's `articles` row `a`: it is in the following feed of `readerId` (issue #29),
 * written by an author they follow or filed in a tribe or theme they follow. Three probes of unique
 * keys per row (`follows_user_idx`, the article's link rows, `follows_tribe_idx` / `follows_theme_idx`),
 * for a feed filtered by a tribe or theme the reader does not follow: its range is read in feed order
 * and each row tested (api/repositories/following-feed.ts).
 */
export function followedBy(readerId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from follows as fu where fu.follower_id = ${readerId} and fu.user_id = a.user_id)
    or exists (select 1 from article_tribes as ft join follows as fr on fr.follower_id = ${readerId} and fr.tribe_id = ft.tribe_id where ft.article_id = a.id)
    or exists (select 1 from article_themes as fh join follows as fm on fm.follower_id = ${readerId} and fm.theme_id = fh.theme_id where fh.article_id = a.id))`;
}
