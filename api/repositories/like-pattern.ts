import { sql, type RawBuilder } from 'kysely';

/** LIKE pattern matching `text` literally anywhere; use with `escape '\'` (see `likeContains`). */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/** `<column> like '%text%' escape '\'`: SQLite has no default escape character. */
export function likeContains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${containsPattern(text)} escape '\\'`;
}
