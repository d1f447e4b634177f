import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { LOGIN_ADDRESS_LIMIT, loginAddressKey, recordAttempt } from '#api/auth/rate-limit.ts';
import { parseTrustProxy } from '#api/auth/trust-proxy.ts';
import { mountMedia } from '#api/media/routes.ts';
import { s3ClientFromEnv, s3MediaStore } from '#api/media/s3-store.ts';
import { READY_RETRY_AFTER_SECONDS } from '#api/routes/health.ts';
import { insertFile, insertUser } from '#tests/utils/factories-content.ts';
import { createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

const signInFrom = (t: TestApp, email: string, forwardedFor: string) =>
  t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ username: email, password: TEST_PASSWORD }),
  });

/** A port nothing listens on (taken, then freed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('TRUST_PROXY and per-address limits', () => {
  it('with TRUST_PROXY set, the address limit counts the client named by X-Forwarded-For', async () => {
    const t = await makeTestApp({ trustProxy: parseTrustProxy('1')! });
    const user = await createTestUser(t);
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.max; i++) await recordAttempt(t.db, loginAddressKey('203.0.113.9'), LOGIN_ADDRESS_LIMIT, t.deps.now());
    // That client is locked out; another client behind the same load balancer is not.
    expect((await signInFrom(t, user.email, '203.0.113.9')).status).toBe(429);
    // A client cannot escape by writing its own entry first: the balancer's entry is the last one.
    expect((await signInFrom(t, user.email, '192.0.2.1, 203.0.113.9')).status).toBe(429);
    expect((await signInFrom(t, user.email, '203.0.113.10')).status).toBe(200);
  });
});

describe('GET /api/health and /api/health/ready', () => {
  it('both answer 200 when the database and the media store are reachable', async () => {
    const t = await makeTestApp();
    expect((await t.app.request('/api/health')).status).toBe(200);
    const ready = await t.app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, draining: false, database: 'ok', media: 'ok' });
  });

  it('readiness is 503 with Retry-After when the media store cannot be reached; liveness stays 200', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const client = s3ClientFromEnv({ AWS_ENDPOINT_URL: endpoint, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' });
    const t = await makeTestApp({ media: (dir) => s3MediaStore(client, { bucket: 'media', prefix: '' }, dir) });
    mountMedia(t.app, t.deps);
    const ready = await t.app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toBe(String(READY_RETRY_AFTER_SECONDS));
    expect(await ready.json()).toEqual({ ok: false, draining: false, database: 'ok', media: 'unreachable' });
    expect((await t.app.request('/api/health')).status).toBe(200);
    // A file whose bytes cannot be fetched right now: 503 with Retry-After, never a 500 nor a 404.
    const user = await insertUser(t);
    const id = await insertFile(t, 'audio', user.id);
    const media = await t.app.request(`/media/${id}`);
    expect(media.status).toBe(503);
    expect(media.headers.get('Retry-After')).toBe('5');
    expect(await media.json()).toMatchObject({ error: { code: 'media_unavailable' } });
  });

  it('readiness is 503 with Retry-After when the database does not answer', async () => {
    const t = await makeTestApp();
    await t.db.destroy();
    const ready = await t.app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toBe(String(READY_RETRY_AFTER_SECONDS));
    expect(await ready.json()).toMatchObject({ ok: false, database: 'unreachable', media: 'ok' });
  });
});
