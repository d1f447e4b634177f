import { describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { ACTIVATION_LINK, codeFromMail, createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

interface ErrorJson {
  error: { code: string; message: string };
}
interface TokenJson {
  tokenInfo: { token: string; refreshToken: string; expiresAt: string; username: string };
}

async function signIn(t: TestApp, username: string, password = TEST_PASSWORD) {
  return t.client.api.auth.login.$post({ json: { username, password } });
}
async function refresh(t: TestApp, refreshToken: string) {
  return t.client.api.auth.refresh.$post({ json: { refreshToken } });
}

describe('POST /api/auth/login', () => {
  it('answers tokenInfo and the user with email and phone number', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t, { firstName: 'Ada', lastName: 'Byron' });
    const res = await signIn(t, user.email.toUpperCase());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.tokenInfo).toEqual({ token: expect.any(String), refreshToken: expect.any(String), expiresAt: expect.any(String), username: user.email });
    expect(new Date(body.tokenInfo.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toEqual({ id: user.id, slug: 'ada-byron', firstName: 'Ada', lastName: 'Byron', presentation: null, picture: null, email: user.email, phoneNumber: null });

    const me = await t.client.api.users.me.$get({}, { headers: { Authorization: `Bearer ${body.tokenInfo.token}` } });
    expect(me.status).toBe(200);
    // The refresh token is stored hashed.
    const rows = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(body.tokenInfo.refreshToken);
  });

  it('answers the same 401 for an unknown account and a wrong password', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const unknown = await signIn(t, 'nobody@example.test');
    const wrong = await signIn(t, user.email, 'Wrong-pass1');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const a = (await unknown.json()) as unknown as ErrorJson;
    expect(a.error.code).toBe('invalid_credentials');
    expect(await wrong.json()).toEqual(a);
  });

  it('says "not activated" only to the right password, then works once activated from the mail', async () => {
    const t = await makeTestApp();
    await t.client.api.users.$post({ json: { firstName: 'Lise', lastName: 'Meitner', email: 'lise@example.test', password: TEST_PASSWORD } });
    expect((await signIn(t, 'lise@example.test', 'Wrong-pass1')).status).toBe(401);
    const early = await signIn(t, 'lise@example.test');
    expect(early.status).toBe(403);
    expect(((await early.json()) as unknown as ErrorJson).error.code).toBe('account_not_activated');

    const code = codeFromMail(t.mails, 'lise@example.test', ACTIVATION_LINK);
    expect((await t.client.api.auth.activation[':code'].$get({ param: { code } })).status).toBe(200);
    expect((await signIn(t, 'lise@example.test')).status).toBe(200);
  });

  it('rejects an empty form with 422', async () => {
    const t = await makeTestApp();
    const res = await t.client.api.auth.login.$post({ json: { username: '', password: '' } });
    expect(res.status).toBe(422);
  });
});

describe('refresh tokens', () => {
  async function session(t: TestApp) {
    const user = await createTestUser(t);
    const body = (await (await signIn(t, user.email)).json()) as TokenJson;
    return { user, first: body.tokenInfo.refreshToken };
  }

  it('rotates: each refresh answers a new access token and a new refresh token', async () => {
    const t = await makeTestApp();
    const { user, first } = await session(t);
    t.clock.advance(1000);
    const res = await refresh(t, first);
    expect(res.status).toBe(200);
    const { tokenInfo } = (await res.json()) as TokenJson;
    expect(tokenInfo.username).toBe(user.email);
    expect(tokenInfo.refreshToken).not.toBe(first);
    expect((await refresh(t, tokenInfo.refreshToken)).status).toBe(200);
  });

  it('within the 30 s grace window, a spent token gets the same successor again, never a second branch', async () => {
    const t = await makeTestApp();
    const { first } = await session(t);
    const tabA = (await (await refresh(t, first)).json()) as TokenJson;
    t.clock.advance(20_000);
    const tabB = await refresh(t, first);
    expect(tabB.status).toBe(200);
    const b = (await tabB.json()) as TokenJson;
    expect(b.tokenInfo.refreshToken).toBe(tabA.tokenInfo.refreshToken);
    expect(b.tokenInfo.token).toEqual(expect.any(String));
    // One chain: the first token and its single successor.
    expect(await t.db.selectFrom('refresh_tokens').select('id').execute()).toHaveLength(2);
    // Both tabs stay signed in, and share the chain from here.
    const next = await refresh(t, tabA.tokenInfo.refreshToken);
    expect(next.status).toBe(200);
    expect(((await (await refresh(t, b.tokenInfo.refreshToken)).json()) as TokenJson).tokenInfo.refreshToken).toBe(((await next.json()) as TokenJson).tokenInfo.refreshToken);
  });

  it('reuse of a spent token after the grace window revokes the whole family', async () => {
    const t = await makeTestApp();
    const { first } = await session(t);
    const second = ((await (await refresh(t, first)).json()) as TokenJson).tokenInfo.refreshToken;
    t.clock.advance(31_000);
    const reuse = await refresh(t, first);
    expect(reuse.status).toBe(401);
    expect(((await reuse.json()) as unknown as ErrorJson).error.code).toBe('invalid_refresh_token');
    // The legitimate holder's newer token is dead too.
    expect((await refresh(t, second)).status).toBe(401);
  });

  it('refuses unknown and expired (30 days) tokens', async () => {
    const t = await makeTestApp();
    const { first } = await session(t);
    const unknown = await refresh(t, 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as unknown as ErrorJson).error.code).toBe('invalid_refresh_token');
    t.clock.advance(30 * 24 * 3600_000 + 1000);
    expect((await refresh(t, first)).status).toBe(401);
  });

  it('logout revokes the family and is idempotent', async () => {
    const t = await makeTestApp();
    const { first } = await session(t);
    const second = ((await (await refresh(t, first)).json()) as TokenJson).tokenInfo.refreshToken;
    const out = await t.client.api.auth.logout.$post({ json: { refreshToken: first } });
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');
    expect((await refresh(t, second)).status).toBe(401);
    expect((await t.client.api.auth.logout.$post({ json: { refreshToken: second } })).status).toBe(204);
    expect((await t.client.api.auth.logout.$post({ json: { refreshToken: 'unknown' } })).status).toBe(204);
  });

  it('keeps other sign-ins when one signs out', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const phone = ((await (await signIn(t, user.email)).json()) as TokenJson).tokenInfo.refreshToken;
    const laptop = ((await (await signIn(t, user.email)).json()) as TokenJson).tokenInfo.refreshToken;
    await t.client.api.auth.logout.$post({ json: { refreshToken: phone } });
    expect((await refresh(t, laptop)).status).toBe(200);
  });
});
