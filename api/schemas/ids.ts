import * as v from 'valibot';

/** Articles, collections, files, recordings and users: UUIDv7 as 32 lowercase hex digits, no dashes. */
export const HexIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'invalid_id'));

/** Tribes and themes: positive integers (from a path or query string too). */
export const IntIdSchema = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]), v.integer(), v.minValue(1));

/**
 * A new UUIDv7 (time-ordered, RFC 9562) as 32 lowercase hex digits. Made on the device that creates
 * the thing (architecture.md, "Ids are made where things are made"); runs in browsers and Node.
 */
export function newId(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
