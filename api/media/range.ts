/** What to send for a request's `Range` header (RFC 9110 §14). */
export type RangeAnswer = { type: 'full' } | { type: 'partial'; start: number; end: number } | { type: 'unsatisfiable' };

const FULL: RangeAnswer = { type: 'full' };

/**
 * One byte range (`a-b`, `a-`, `-n`) of a file of `size` bytes. Anything else is answered with the
 * whole file, which RFC 9110 allows: other units, malformed specs and several ranges (a multipart
 * byteranges answer buys media players nothing). A range starting past the end is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return FULL;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return FULL;
  const [, first, last] = match;
  if (!first && !last) return FULL;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { type: 'unsatisfiable' };
    return { type: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last && Number(last) < start) return FULL;
  if (start >= size) return { type: 'unsatisfiable' };
  return { type: 'partial', start, end: last ? Math.min(Number(last), size - 1) : size - 1 };
}

function opaqueTags(header: string): string[] {
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/** `If-None-Match` (weak comparison, `*` matches anything). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  return !!header && opaqueTags(header).some((tag) => tag === '*' || tag === etag);
}

/**
 * `If-Range`: the range applies only while the representation is unchanged (strong comparison).
 * We send no Last-Modified, so a date never matches and the whole file is sent.
 */
export function rangeStillValid(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}
