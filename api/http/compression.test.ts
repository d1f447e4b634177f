import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from './compression.ts';

const items = Array.from({ length: 40 }, (_, i) => ({ id: i, title: `Le marché du village n° ${i}`, tribes: ['Peul', 'Haoussa'] }));

function makeApp() {
  const app = new Hono();
  app.use('*', compressJson);
  app.get('/big', (c) => {
    c.header('X-Kept', 'yes');
    return c.json({ items }, 201);
  });
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/text', (c) => c.text('x'.repeat(5000)));
  return app;
}

const expected = JSON.stringify({ items });

// Through @hono/node-server, as in production: its lightweight Response is what the middleware reads.
describe('compressJson on a real Node server', () => {
  let server: ReturnType<typeof serve>;
  let base = '';
  beforeAll(async () => {
    server = serve({ fetch: makeApp().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // fetch() would decompress on its own: node:http hands over the bytes as they came.
  const raw = (path: string, acceptEncoding = 'identity', method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      const req = request(base + path, { method, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers gzip to a browser (cheaper than brotli for a few KB, preferred on a tie), keeping status and headers', async () => {
    const { status, headers, bytes } = await raw('/big', 'gzip, deflate, br, zstd');
    expect(status).toBe(201);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['x-kept']).toBe('yes');
    expect(headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(bytes).toString()).toBe(expected);
    expect(bytes.length).toBeLessThan(expected.length / 4);
  });

  it('answers brotli to a client that prefers it or takes only brotli', async () => {
    for (const header of ['br', 'gzip;q=0.5, br']) {
      const { headers, bytes } = await raw('/big', header);
      expect(headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(bytes).toString()).toBe(expected);
    }
  });

  it('answers as is without Accept-Encoding, or when every encoding is refused', async () => {
    for (const header of ['identity', 'br;q=0, gzip;q=0']) {
      const { headers, bytes } = await raw('/big', header);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers.vary).toContain('Accept-Encoding');
      expect(bytes.toString()).toBe(expected);
    }
  });

  it('sends a small answer as is: compressing it would not save a packet', async () => {
    const { headers, bytes } = await raw('/small', 'br, gzip');
    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(bytes.toString())).toEqual({ ok: true });
  });

  it('leaves answers that are not JSON alone', async () => {
    const { headers, bytes } = await raw('/text', 'br, gzip');
    expect(headers['content-encoding']).toBeUndefined();
    expect(bytes.length).toBe(5000);
  });

  it('answers HEAD without a body or an encoding', async () => {
    const { status, headers, bytes } = await raw('/big', 'br', 'HEAD');
    expect(status).toBe(201);
    expect(headers['content-encoding']).toBeUndefined();
    expect(bytes.length).toBe(0);
  });
});
