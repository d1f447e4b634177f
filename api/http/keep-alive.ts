import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';

/** Unread request bodies up to this size are read and dropped so the connection can be reused. */
export const DRAIN_MAX_BYTES = 4 * 1024 * 1024;
/** A client that takes longer than this to send the rest of a refused body loses the connection. */
export const DRAIN_MAX_MS = 10_000;

/**
 * Early refusals (413, 401, 415… answered before the body is read) must leave a kept-alive socket
 * usable. `@hono/node-server` drains the rest only for 500 ms after answering and then destroys the
 * socket, although the answer said `keep-alive`: the client's next request on it meets a reset.
 * Here a body of known length up to `DRAIN_MAX_BYTES` is read to its end before the answer goes out;
 * a larger or chunked one is answered with `Connection: close`, so the client opens a new socket
 * instead of reusing one that is about to close. Only applies under the Node server (`c.env.incoming`).
 */
export const settleUnreadBody = createMiddleware(async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded || incoming.destroyed || c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const declared = Number(incoming.headers['content-length']);
  if (Number.isFinite(declared) && declared <= DRAIN_MAX_BYTES && (await drain(incoming))) return;
  c.res.headers.set('Connection', 'close');
});

/** Reads the rest of `incoming` into nothing; false when it did not end in time or failed. */
async function drain(incoming: IncomingMessage): Promise<boolean> {
  // A half-read Web stream may have paused the socket for back-pressure: keep it flowing.
  const onData = () => incoming.resume();
  incoming.on('data', onData);
  incoming.resume();
  const timeout = AbortSignal.timeout(DRAIN_MAX_MS);
  try {
    await once(incoming, 'end', { signal: timeout });
    return true;
  } catch {
    return false;
  } finally {
    incoming.off('data', onData);
  }
}
