import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The request body as a stream that reads the socket only when asked (upload issue #11: a 30 MB
 * upload grew the server by 28 MB). Under `@hono/node-server`, `c.req.raw.body` is a Web stream over
 * the Node request that keeps reading ahead of the disk; this one pulls one chunk per read from the
 * paused Node request, so TCP back-pressure reaches the client whenever the disk is slower. Outside
 * the Node server (in-process requests in tests) it is the Request's own body.
 */
export function requestBody(c: Context): ReadableStream<Uint8Array> | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && !c.req.raw.bodyUsed ? pullFrom(incoming) : c.req.raw.body;
}

function pullFrom(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull: (controller) =>
        new Promise<void>((resolve, reject) => {
          const cleanup = () => {
            incoming.off('readable', tryRead);
            incoming.off('end', onEnd);
            incoming.off('error', onError);
            incoming.off('close', onClose);
          };
          const onEnd = () => {
            cleanup();
            controller.close();
            resolve();
          };
          const onError = (error: Error) => {
            cleanup();
            reject(error);
          };
          // A client gone before the end of its body: the read fails (an interrupted upload).
          const onClose = () => onError(new Error('The connection closed before the end of the body.'));
          function tryRead() {
            const chunk = incoming.read() as Buffer | null;
            if (chunk !== null) {
              cleanup();
              controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
              resolve();
            } else if (incoming.readableEnded) onEnd();
          }
          if (incoming.readableEnded) return onEnd();
          if (incoming.destroyed) return onClose();
          incoming.on('readable', tryRead);
          incoming.on('end', onEnd);
          incoming.on('error', onError);
          incoming.on('close', onClose);
          tryRead();
        }),
      // Cancelling stops reading without destroying the request: the answer still goes out on a
      // socket that `settleUnreadBody` drains or closes cleanly.
      cancel: () => undefined,
    },
    { highWaterMark: 0 },
  );
}
