import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_ADDRESS_LIMIT, loginAccountKey, loginAddressKey, recordAttempt } from '#api/auth/rate-limit.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { testDialect } from '#tests/utils/test-db.ts';
import { createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

const WRONG = 'Wrong-pass1';
const signIn = (t: TestApp, username: string, password: string) => t.client.api.auth.login.$post({ json: { username, password } });

async function fail(t: TestApp, username: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signIn(t, username, WRONG)).status).toBe(401);
}

async function expectLocked(res: Response, maxSeconds = 15 * 60) {
  expect(res.status).toBe(429);
  expect(await res.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('login rate limits', () => {
  it('locks an account for 15 minutes after 5 failures, refusing even the right password', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    await fail(t, user.email, 5);
    await expectLocked(await signIn(t, user.email, TEST_PASSWORD));
    t.clock.advance(14 * 60_000);
    await expectLocked(await signIn(t, user.email, TEST_PASSWORD), 60);
    t.clock.advance(60_000 + 1000);
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('locks unknown accounts the same way (no enumeration through the limit)', async () => {
    const t = await makeTestApp();
    await fail(t, 'nobody@example.test', 5);
    await expectLocked(await signIn(t, 'nobody@example.test', WRONG));
  });

  it('a successful sign-in clears the account counter', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    for (let i = 0; i < 4; i++) await recordAttempt(t.db, loginAccountKey(user.email), LOGIN_ACCOUNT_LIMIT, t.deps.now());
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(200);
    // Without the reset this would be the fifth failure, locking the account.
    await fail(t, user.email, 1);
    expect((await signIn(t, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  // Reopens a SQLite file; on PostgreSQL the counters are shared by every instance (the cluster test).
  it.skipIf(testDialect === 'postgres')('keeps a lockout across a restart (counters live in SQLite)', async () => {
    const sqliteFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'tribes-rate-')), 'app.sqlite');
    const first = await makeTestApp({ sqliteFile });
    const user = await createTestUser(first);
    await fail(first, user.email, 5);
    await first.db.destroy();

    const second = await makeTestApp({ sqliteFile });
    await expectLocked(await signIn(second, user.email, TEST_PASSWORD));
    await second.db.destroy();
  });

  it('locks a client address after 20 failures across accounts', async () => {
    const t = await makeTestApp();
    const other = await createTestUser(t);
    // Requests made in-process have no socket: they all share the 'unknown' address bucket.
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.max - 1; i++) await recordAttempt(t.db, loginAddressKey('unknown'), LOGIN_ADDRESS_LIMIT, t.deps.now());
    await fail(t, 'sprayed@example.test', 1);
    await expectLocked(await signIn(t, other.email, TEST_PASSWORD));
  });

  it('does not trust X-Forwarded-For to pick the address', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT.max; i++) await recordAttempt(t.db, loginAddressKey('unknown'), LOGIN_ADDRESS_LIMIT, t.deps.now());
    const res = await t.client.api.auth.login.$post({ json: { username: user.email, password: TEST_PASSWORD } }, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(res.status).toBe(429);
  });
});
