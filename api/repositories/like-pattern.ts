import { sql, type RawBuilder } from 'kysely';

/** LIKE pattern matching `text` literally anywhere; use with `escape '\'` (see `likeContains`). */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/**
 * `lower(<column>) like lower('%text%') escape '\'`: SQLite has no default escape character, and
 * its `like` ignores ASCII case where PostgreSQL's does not; `lower` on both sides gives the same
 * answer on both (SQLite's `lower` folds ASCII too, so nothing changes there).
 */
export function likeContains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like lower(${containsPattern(text)}) escape '\\'`;
}
