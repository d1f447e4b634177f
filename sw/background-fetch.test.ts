import { describe, expect, it } from 'vitest';
import { storeFetched, type FetchedRecord } from './background-fetch.ts';

describe('Background Fetch results', () => {
  it('stores each fetched file whole, with the headers ranged playback needs, and skips failed ones', async () => {
    const stored = new Map<string, Response>();
    const cache = { put: async (url: string, res: Response) => void stored.set(url, res) } as unknown as Cache;
    const record = (url: string, response: Promise<Response>): FetchedRecord => ({ request: new Request(url), responseReady: response });
    const count = await storeFetched(
      [
        record('http://localhost/media/v1/film.webm', Promise.resolve(new Response(new Uint8Array(1234), { headers: { 'Content-Type': 'video/webm' } }))),
        record('http://localhost/media/v2/gone.webm', Promise.resolve(new Response('missing', { status: 404 }))),
        record('http://localhost/media/v3/cut.webm', Promise.reject(new TypeError('network'))),
      ],
      cache,
    );
    expect(count).toBe(1);
    expect([...stored.keys()]).toEqual(['http://localhost/media/v1/film.webm']);
    const kept = stored.get('http://localhost/media/v1/film.webm')!;
    expect(['Content-Type', 'Content-Length', 'Accept-Ranges'].map((h) => kept.headers.get(h))).toEqual(['video/webm', '1234', 'bytes']);
    expect((await kept.arrayBuffer()).byteLength).toBe(1234);
  });
});
