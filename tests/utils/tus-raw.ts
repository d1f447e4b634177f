import http from 'node:http';

/** A PATCH in flight over a real socket, whose body the test sends piece by piece or cuts. */
export interface RawPatch {
  /** How many body bytes were written to the socket so far. */
  sent(): number;
  /** Writes the next `bytes` of the body (all that is left when omitted). */
  send(bytes?: number): Promise<void>;
  /** Destroys the connection mid-body, as a dropped network does. */
  cut(): void;
  /** The status the server answered, or null when the connection ended without an answer. */
  answer: Promise<number | null>;
}

/**
 * Starts `PATCH url` announcing the whole `body` in `Content-Length`, and sends nothing yet: the
 * test then sends some bytes, waits, cuts or completes (fetch cannot stop a body half-way).
 */
export function rawPatch(url: string, headers: Record<string, string>, offset: number, body: Uint8Array): RawPatch {
  const request = http.request(url, {
    method: 'PATCH',
    headers: {
      ...headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(body.length),
    },
  });
  let written = 0;
  const answer = new Promise<number | null>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.on('error', () => resolve(null));
    request.on('close', () => resolve(null));
  });
  request.flushHeaders();
  return {
    sent: () => written,
    async send(bytes = body.length - written) {
      const piece = body.subarray(written, written + bytes);
      written += piece.length;
      await new Promise<void>((resolve, reject) => request.write(piece, (error) => (error ? reject(error) : resolve())));
      if (written === body.length) request.end();
    },
    cut: () => request.destroy(),
    answer,
  };
}
