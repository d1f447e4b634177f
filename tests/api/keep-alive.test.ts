import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_MAX_BYTES } from '#api/http/keep-alive.ts';
import { newId } from '#api/schemas/ids.ts';
import { insertUser } from '#tests/utils/factories-content.ts';
import { jpegBytes, padTo } from '#tests/utils/media-fixtures.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

interface Answer {
  status: number;
  reusedSocket: boolean;
  connection: string | undefined;
}

let server: ServerType;
let port = 0;
let t: TestApp;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function send(method: string, path: string, body: Buffer | null, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sizeHeader: Record<string, string> = body ? { 'Content-Length': String(body.length) } : {};
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: { ...headers, ...sizeHeader } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, reusedSocket: req.reusedSocket, connection: res.headers.connection }));
    });
    // Writing a refused body may fail once the server closes; the answer is what matters.
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

beforeAll(async () => {
  t = await makeTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  agent.destroy();
  server.close();
});

describe('keep-alive after an early refusal', () => {
  it('reuses the socket after a refused 1 MB body (413 over the JSON limit, then 401 on an upload)', async () => {
    const first = await send('GET', '/api/health', null);
    expect(first.status).toBe(200);
    const tooLarge = await send('PUT', '/api/articles/0123456789abcdef0123456789abcdef', Buffer.alloc(1024 * 1024 + 10, 32), { 'Content-Type': 'application/json' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.connection).toBe('keep-alive');
    const next = await send('GET', '/api/health', null);
    expect(next).toMatchObject({ status: 200, reusedSocket: true });

    const unauthorized = await send('PUT', '/api/files/0123456789abcdef0123456789abcdef', Buffer.alloc(1024 * 1024, 7), { Authorization: 'Bearer forged' });
    expect(unauthorized).toMatchObject({ status: 401, reusedSocket: true });
    expect((await send('GET', '/api/health', null)).reusedSocket).toBe(true);
  });

  it('answers a body too large to drain with Connection: close, and the next request gets a fresh socket', async () => {
    const refused = await send('PUT', '/api/files/0123456789abcdef0123456789abcdef', Buffer.alloc(DRAIN_MAX_BYTES + 1024, 7), { Authorization: 'Bearer forged' });
    expect(refused).toMatchObject({ status: 401, connection: 'close' });
    const next = await send('GET', '/api/health', null);
    expect(next).toMatchObject({ status: 200, reusedSocket: false });
  });
});

describe('an upload cut off by the client', () => {
  it('releases its Idempotency-Key, so the same key uploads the file afterwards', async () => {
    const user = await insertUser(t);
    const id = newId();
    const bytes = Buffer.from(padTo(jpegBytes(), 300_000));
    const headers = { ...user.headers, 'Idempotency-Key': `phone:${id}`, 'Content-Length': String(bytes.length) };
    // The phone loses signal after 64 KB: the socket closes mid-body.
    await new Promise<void>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'PUT', path: `/api/files/${id}`, headers, agent: false });
      req.on('error', () => resolve());
      req.write(bytes.subarray(0, 64 * 1024), () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve());
    });
    // The server notices the closed socket and frees the key (no answer is kept for it).
    await expect.poll(async () => (await t.db.selectFrom('idempotency_keys').selectAll().execute()).length, { timeout: 5000 }).toBe(0);
    const retry = await fetch(`http://127.0.0.1:${port}/api/files/${id}`, { method: 'PUT', headers: { ...user.headers, 'Idempotency-Key': `phone:${id}` }, body: bytes });
    expect(retry.status).toBe(201);
    await expect(t.db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()).resolves.toEqual({ id });
  });
});
