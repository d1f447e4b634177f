import { describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Device {
  id: string;
  browser: string;
  os: string;
  installed: boolean;
  country: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

async function signIn(t: TestApp, email: string, headers: Record<string, string>) {
  const res = await t.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ username: email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { tokenInfo } = (await res.json()) as { tokenInfo: { token: string; refreshToken: string } };
  return { Authorization: `Bearer ${tokenInfo.token}`, refreshToken: tokenInfo.refreshToken };
}
const auth = (s: { Authorization: string }) => ({ Authorization: s.Authorization });
const devices = async (t: TestApp, s: { Authorization: string }) => {
  const res = await t.app.request('/api/sessions', { headers: auth(s) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Device[] }).items;
};
const signOut = (t: TestApp, s: { Authorization: string }, path: string) => t.app.request(path, { method: 'DELETE', headers: auth(s) });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('signed-in devices (issue #30)', () => {
  it('lists each sign-in by browser and system, installed or not, to the hour, with this device marked', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const phone = await signIn(t, user.email, { 'User-Agent': PHONE, 'X-Display-Mode': 'standalone' });
    expect((await devices(t, phone)).map((d) => [d.browser, d.current])).toEqual([['Chrome 131', true]]);
    const laptop = await signIn(t, user.email, { 'User-Agent': LAPTOP });
    const list = await devices(t, laptop);
    expect(list.map(({ browser, os, installed, current }) => ({ browser, os, installed, current }))).toEqual([
      { browser: 'Firefox 133', os: 'Windows 10', installed: false, current: true },
      { browser: 'Chrome 131', os: 'Android 14', installed: true, current: false },
    ]);
    for (const device of list) expect(device.createdAt).toMatch(/T\d\d:00:00\.000Z$/);
  });

  it('moves a device’s “last seen” when it refreshes, an hour at a time', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const phone = await signIn(t, user.email, { 'User-Agent': PHONE });
    const [before] = await devices(t, phone);
    // (Read from the table: an access token signed on the moved clock would be "issued in the future".)
    const row = () => t.db.selectFrom('sessions').select(['created_at', 'last_seen_at']).executeTakeFirstOrThrow();
    t.clock.advance(3 * 3600_000);
    const res = await t.client.api.auth.refresh.$post({ json: { refreshToken: phone.refreshToken } });
    expect(res.status).toBe(200);
    const after = await row();
    expect(Date.parse(after.last_seen_at) - Date.parse(before!.lastSeenAt)).toBe(3 * 3600_000);
    expect(after.created_at).toBe(before!.createdAt);
  });

  it('signs one device out from another: its next call answers 401 session_revoked, and it leaves the list', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const lost = await signIn(t, user.email, { 'User-Agent': PHONE });
    const mine = await signIn(t, user.email, { 'User-Agent': LAPTOP });
    const lostId = (await devices(t, mine)).find((d) => !d.current)!.id;
    expect((await signOut(t, mine, `/api/sessions/${lostId}`)).status).toBe(204);
    const refused = await t.app.request('/api/users/me', { headers: auth(lost) });
    expect([refused.status, await refused.json()]).toEqual([401, expect.objectContaining({ error: expect.objectContaining({ code: 'session_revoked' }), reason: 'signed_out_remotely' })]);
    const refresh = await t.client.api.auth.refresh.$post({ json: { refreshToken: lost.refreshToken } });
    expect([refresh.status, await refresh.json()]).toEqual([401, expect.objectContaining({ error: expect.objectContaining({ code: 'session_revoked' }), reason: 'signed_out_remotely' })]);
    expect((await devices(t, mine)).map((d) => d.current)).toEqual([true]);
    // Ended already, or never mine: not found.
    const again = await signOut(t, mine, `/api/sessions/${lostId}`);
    expect([again.status, await errorCode(again)]).toEqual([404, 'session_not_found']);
  });

  it('never lets one reader see or end another’s sessions', async () => {
    const t = await makeTestApp();
    const [ada, bob] = [await createTestUser(t), await createTestUser(t)];
    const adaPhone = await signIn(t, ada.email, { 'User-Agent': PHONE });
    const bobLaptop = await signIn(t, bob.email, { 'User-Agent': LAPTOP });
    const adaId = (await devices(t, adaPhone))[0]!.id;
    expect((await devices(t, bobLaptop)).map((d) => d.id)).not.toContain(adaId);
    const res = await signOut(t, bobLaptop, `/api/sessions/${adaId}`);
    expect([res.status, await errorCode(res)]).toEqual([404, 'session_not_found']);
    expect((await t.app.request('/api/users/me', { headers: auth(adaPhone) })).status).toBe(200);
  });

  it('signs every other device out, and only with ?others=true', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const a = await signIn(t, user.email, { 'User-Agent': PHONE });
    const b = await signIn(t, user.email, { 'User-Agent': PHONE });
    const mine = await signIn(t, user.email, { 'User-Agent': LAPTOP });
    const bare = await signOut(t, mine, '/api/sessions');
    expect([bare.status, await errorCode(bare)]).toEqual([422, 'invalid_input']);
    expect((await devices(t, mine)).length).toBe(3);
    expect((await signOut(t, mine, '/api/sessions?others=true')).status).toBe(204);
    for (const other of [a, b]) expect((await t.app.request('/api/users/me', { headers: auth(other) })).status).toBe(401);
    expect((await devices(t, mine)).map((d) => d.current)).toEqual([true]);
  });

  it('tells a device why it was signed out: a password changed elsewhere, or reset; not a sign-out made on it', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const phone = await signIn(t, user.email, { 'User-Agent': PHONE });
    const laptop = await signIn(t, user.email, { 'User-Agent': LAPTOP });
    const change = await t.app.request('/api/users/me', {
      method: 'PUT',
      headers: { ...auth(laptop), 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'Newer-pass2', rpassword: 'Newer-pass2', current_password: TEST_PASSWORD }),
    });
    expect(change.status).toBe(200);
    const refresh = await t.client.api.auth.refresh.$post({ json: { refreshToken: phone.refreshToken } });
    expect(await refresh.json()).toMatchObject({ error: { code: 'session_revoked' }, reason: 'password_changed' });
    // Signed out on the device itself: nothing to clear, an ordinary end.
    await t.client.api.auth.logout.$post({ json: { refreshToken: laptop.refreshToken } });
    const after = await t.app.request('/api/users/me', { headers: auth(laptop) });
    expect([after.status, await errorCode(after)]).toEqual([401, 'unauthorized']);
  });

  it('remembers an ended sign-in’s last token past its expiry, so a lost device coming back months later is still told', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const first = await signIn(t, user.email, { 'User-Agent': PHONE });
    // The phone refreshed once: it holds the newer token, the first is spent.
    const rotated = await t.client.api.auth.refresh.$post({ json: { refreshToken: first.refreshToken } });
    const lost = { refreshToken: ((await rotated.json()) as { tokenInfo: { refreshToken: string } }).tokenInfo.refreshToken };
    const mine = await signIn(t, user.email, { 'User-Agent': LAPTOP });
    expect((await signOut(t, mine, '/api/sessions?others=true')).status).toBe(204);
    // 90 days on, the owner signs in again (which prunes what expired)…
    t.clock.advance(90 * 24 * 3600_000);
    const db = t.db;
    const { startSession } = await import('#api/auth/session.ts');
    await startSession(t.deps, { id: user.id, email: user.email });
    // …and the lost phone, online again, is told to forget the account.
    const refresh = await t.client.api.auth.refresh.$post({ json: { refreshToken: lost.refreshToken } });
    expect(await refresh.json()).toMatchObject({ error: { code: 'session_revoked' }, reason: 'signed_out_remotely' });
    // Only its last token is kept: the spent one went with the expired.
    expect(await db.selectFrom('refresh_tokens').select('family_id').where('revoked_at', 'is not', null).execute()).toHaveLength(1);
  });

  it('answers a malformed id with 422 and a signed-out caller with 401', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const mine = await signIn(t, user.email, {});
    const bad = await signOut(t, mine, '/api/sessions/not-an-id');
    expect([bad.status, await errorCode(bad)]).toEqual([422, 'invalid_input']);
    expect((await t.app.request('/api/sessions')).status).toBe(401);
    expect((await devices(t, mine))[0]).toMatchObject({ browser: '', os: '', installed: false, country: null });
  });
});

describe('sign-ins made before the Devices screen (kysely-migrations/0028)', () => {
  it('are listed, with unknown names, once the table is made', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const mine = await signIn(t, user.email, { 'User-Agent': LAPTOP });
    // Back to the schema before the table, then forward again: what the upgrade of a live server does.
    const { createMigrator } = await import('#api/db/migrator.ts');
    const migrator = createMigrator(t.db);
    expect((await migrator.migrateTo('0027_create_push_subscriptions')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await devices(t, mine)).toEqual([expect.objectContaining({ browser: '', os: '', installed: false, current: true })]);
  });
});
