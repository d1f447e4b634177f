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

function readCursor(cursor: string): string {
  return Buffer.from(cursor, 'base64url').toString('utf8');
}

/** The feed position in a keyset cursor; undefined for anything else. */
export function decodeKeysetCursor(cursor: string): { createdAt: string; id: string } | undefined {
  const match = KEYSET.exec(readCursor(cursor));
  return match ? { createdAt: match[1]!, id: match[2]! } : undefined;
}

/** The offset in a search cursor; undefined for anything else. */
export function decodeOffsetCursor(cursor: string): number | undefined {
  const match = OFFSET.exec(readCursor(cursor));
  return match ? Number(match[1]) : undefined;
}
