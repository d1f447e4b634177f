import { ApiError } from '../http/errors.ts';

/**
 * Opaque `cursor` of `GET /api/articles`. The feed pages by keyset (`created_at`, `id` of the last
 * item), so page 500 costs what page 1 costs and rows inserted meanwhile neither repeat nor vanish.
 * Search results are ranked, not dated, so their cursor carries an offset into the ranked list.
 */
export type ArticleCursor = { kind: 'keyset'; createdAt: string; id: string } | { kind: 'offset'; offset: number };

const KEYSET = /^k:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|([0-9a-f]{32})$/;
const OFFSET = /^o:(\d{1,9})$/;

export function encodeCursor(cursor: ArticleCursor): string {
  const text = cursor.kind === 'keyset' ? `k:${cursor.createdAt}|${cursor.id}` : `o:${cursor.offset}`;
  return Buffer.from(text, 'utf8').toString('base64url');
}

const invalidCursor = () => new ApiError(422, 'invalid_input', 'This cursor is not valid here. Start again from the first page.', { cursor: 'invalid_cursor' });

function readCursor(cursor: string): string {
  return Buffer.from(cursor, 'base64url').toString('utf8');
}

/** The feed position in a keyset cursor; anything else is `422 cursor: invalid_cursor`. */
export function decodeKeysetCursor(cursor: string): { createdAt: string; id: string } {
  const match = KEYSET.exec(readCursor(cursor));
  if (!match) throw invalidCursor();
  return { createdAt: match[1]!, id: match[2]! };
}

/** The offset in a search cursor; anything else is `422 cursor: invalid_cursor`. */
export function decodeOffsetCursor(cursor: string): number {
  const match = OFFSET.exec(readCursor(cursor));
  if (!match) throw invalidCursor();
  return Number(match[1]);
}
