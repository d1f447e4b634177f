/**
 * The one fake access token of the web tests (issue #26 merged six builders): JWT-shaped, with
 * the claims the page reads (`exp`, and `sub`); the signature is never checked by the page, so it
 * is a placeholder. The API's tests sign real tokens instead (they go through the server's checks).
 */
const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token that expires `expiresInMs` after `now` (default: in 15 minutes, the server's lifetime). */
export function fakeToken(expiresInMs = 15 * 60_000, { now = Date.now(), sub = 'a'.repeat(32) }: { now?: number; sub?: string } = {}): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub, exp: Math.floor((now + expiresInMs) / 1000) })}.sig`;
}

/** A token that outlives any test run (it expires on 2100-01-01, as `LASTING_EXPIRES_AT` says). */
export function lastingToken(sub = 'a'.repeat(32)): string {
  return fakeToken(0, { now: Date.parse(LASTING_EXPIRES_AT), sub });
}

/** The `expiresAt` the server would send beside `lastingToken()`. */
export const LASTING_EXPIRES_AT = '2100-01-01T00:00:00.000Z';
