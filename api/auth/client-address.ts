import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app-env.ts';
import { forwardedClient } from './trust-proxy.ts';

/**
 * The client's address, for per-address rate limits and logs: the socket's peer, or with
 * `TRUST_PROXY` set, the client named by the trusted proxies' `X-Forwarded-For` (api/auth/trust-proxy.ts).
 * Without it the header is not trusted: any client can write it. Without a socket (requests made
 * in-process, as in tests) the peer is 'unknown', a single shared bucket.
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket: in-process request.
  }
  const trust = c.var.deps?.config.trustProxy;
  return forwardedClient(peer, c.req.header('X-Forwarded-For'), trust);
}
