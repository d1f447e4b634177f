import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Condition on an `articles` row (`alias`) that keeps it in what readers are offered: its audio was
 * not found undecodable (`audio_unreadable`, copied from `files.unreadable_at`, issue #25), or it is
 * the viewer's own article (its author still finds it, with the message asking for another file).
 * A test of the row the list reads anyway: no join, no change to any plan.
 */
export function readableAudio(alias: string, viewerId: string | null = null): RawBuilder<SqlBool> {
  const own = viewerId ? sql` or ${sql.ref(`${alias}.user_id`)} = ${viewerId}` : sql``;
  return sql<SqlBool>`(${sql.ref(`${alias}.audio_unreadable`)} = 0${own})`;
}
