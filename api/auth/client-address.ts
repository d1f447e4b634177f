import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of the socket, for per-address rate limits. `X-Forwarded-For` is not trusted:
 * any client can write it. Without a socket (requests made in-process, as in tests) the address is
 * 'unknown', a single shared bucket.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
