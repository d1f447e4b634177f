import { describe, expect, it } from 'vitest';
import { makeTestApp } from '#tests/utils/test-app.ts';

describe('app', () => {
  it('answers health with the version', async () => {
    const { client } = await makeTestApp();
    const res = await client.api.health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('answers unknown API paths with a JSON 404 and security headers', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API call.' } });
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('rejects invalid query values with 422 and fields', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/tribes?limit=500');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields).toHaveProperty('limit');
  });

  it('rejects bodies over the JSON limit with 413', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('auth calls and stale tokens', () => {
  it('answers sign-out with a stale access token instead of 401', async () => {
    const { app } = await makeTestApp();
    const res = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer expired.or.bogus' },
      body: JSON.stringify({ refreshToken: 'unknown' }),
    });
    expect(res.status).toBe(204);
  });

  it('does not keep login answers (they carry tokens) under an Idempotency-Key', async () => {
    const { app, db } = await makeTestApp();
    await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'dev:1' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'Wrong-pass1!' }),
    });
    expect(await db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
  });
});

describe('tokens of users that no longer exist', () => {
  it('answers 401 on protected calls, never a database error', async () => {
    const { app, deps } = await makeTestApp();
    const { signAccessToken } = await import('./auth/access-token.ts');
    const { token } = await signAccessToken({ id: 'f'.repeat(32), email: 'ghost@example.com', sessionId: 'e'.repeat(32) }, deps.config.jwtSecret, new Date());
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    expect((await app.request('/api/collections', { headers })).status).toBe(401);
    expect((await app.request(`/api/collections/${'a'.repeat(32)}`, { method: 'PUT', headers, body: '{"name":"x"}' })).status).toBe(401);
  });
});
