import { CompiledQuery } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { testDialect } from '#tests/utils/test-db.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

interface TokenJson {
  tokenInfo: { token: string; refreshToken: string };
}

async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await t.client.api.auth.login.$post({ json: { username: email, password } });
  expect(res.status).toBe(200);
  const { tokenInfo } = (await res.json()) as TokenJson;
  return { access: { Authorization: `Bearer ${tokenInfo.token}` }, refreshToken: tokenInfo.refreshToken };
}
const me = (t: TestApp, headers: Record<string, string>) => t.app.request('/api/users/me', { headers });
const refresh = (t: TestApp, refreshToken: string) => t.client.api.auth.refresh.$post({ json: { refreshToken } });

describe('a password change ends every other session', () => {
  it('refuses the stolen refresh and access tokens of another device, and keeps the changer signed in', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const thief = await signIn(t, user.email);
    const owner = await signIn(t, user.email);
    expect((await me(t, thief.access)).status).toBe(200);

    const change = await t.app.request('/api/users/me', {
      method: 'PUT',
      headers: { ...owner.access, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Newer-pass2', rpassword: 'Newer-pass2', current_password: TEST_PASSWORD }),
    });
    expect(change.status).toBe(200);

    expect((await refresh(t, thief.refreshToken)).status).toBe(401);
    expect((await me(t, thief.access)).status).toBe(401);
    expect((await me(t, owner.access)).status).toBe(200);
    expect((await refresh(t, owner.refreshToken)).status).toBe(200);
  });
});

describe('sign-out ends the access token too', () => {
  it('refuses the access token of a signed-out session on the next request, not 15 minutes later', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const other = await signIn(t, user.email);
    const session = await signIn(t, user.email);
    expect((await me(t, session.access)).status).toBe(200);
    expect((await t.client.api.auth.logout.$post({ json: { refreshToken: session.refreshToken } })).status).toBe(204);
    expect((await me(t, session.access)).status).toBe(401);
    expect((await me(t, other.access)).status).toBe(200);
  });

  it('refuses an access token without a session id, even correctly signed', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const { sign } = await import('hono/jwt');
    const iat = Math.floor(Date.now() / 1000);
    const legacy = await sign({ sub: user.id, email: user.email, iat, exp: iat + 900 }, t.deps.config.jwtSecret, 'HS256');
    expect((await me(t, { Authorization: `Bearer ${legacy}` })).status).toBe(401);
  });
});

describe('the session check is shared by every instance', () => {
  it('refuses at once a session revoked by another instance (a write to the shared database, not to this process)', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const session = await signIn(t, user.email);
    expect((await me(t, session.access)).status).toBe(200);
    // What another instance's sign-out writes: nothing in this process hears of it.
    await t.db.updateTable('refresh_tokens').set({ revoked_at: t.deps.now().toISOString() }).where('user_id', '=', user.id).execute();
    expect((await me(t, session.access)).status).toBe(401);
  });

  it('costs one indexed lookup per authenticated request', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const session = await signIn(t, user.email);
    const executor = t.db.getExecutor();
    const checks: CompiledQuery[] = [];
    const original = executor.executeQuery.bind(executor);
    const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query: CompiledQuery, ...rest) => {
      if (query.sql.includes('"refresh_tokens"')) checks.push(query);
      return original(query, ...rest);
    });
    try {
      for (let i = 0; i < 3; i++) expect((await me(t, session.access)).status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(checks).toHaveLength(3);
    // The plan is SQLite's; PostgreSQL's planner reads a table this small whole, whatever its indexes.
    if (testDialect !== 'sqlite') return;
    const plan = await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${checks[0]!.sql}`, [...checks[0]!.parameters]));
    expect(plan.rows.map((row) => row.detail)).toEqual([expect.stringContaining('USING INDEX refresh_tokens_family_idx')]);
  });
});
