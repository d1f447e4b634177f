import { describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { codeFromMail, createTestUser, RESET_LINK, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

const NEW_PASSWORD = 'Another-pass2';

interface ErrorJson {
  error: { code: string; fields?: Record<string, string> };
}

const recover = (t: TestApp, email: string) => t.client.api.auth['recovery-password'].$post({ json: { email } });
const reset = (t: TestApp, code: string, password: string) => t.client.api.auth['reset-password'][':code'].$post({ param: { code }, json: { password } });

describe('POST /api/auth/recovery-password', () => {
  it('answers 202 and sends nothing for an unknown email', async () => {
    const t = await makeTestApp();
    const res = await recover(t, 'nobody@example.test');
    expect(res.status).toBe(202);
    expect(t.mails).toHaveLength(0);
  });

  it("answers the same 202 for a known email and mails the reset link in the user's language", async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t, { language: 'en' });
    const known = await recover(t, user.email);
    const unknown = await recover(t, 'nobody@example.test');
    expect(known.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: user.email, subject: 'Reset your Tribes password' });
    expect(t.mails[0]!.text).toContain('http://localhost:3000/reset_password/');
  });

  it('allows 3 requests per email per hour, then 429 with Retry-After, for unknown emails too', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    for (const email of [user.email, 'nobody@example.test']) {
      for (let i = 0; i < 3; i++) expect((await recover(t, email)).status).toBe(202);
      const limited = await recover(t, email);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as unknown as ErrorJson).error.code).toBe('too_many_attempts');
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3000);
    }
    expect(t.mails).toHaveLength(3);
    t.clock.advance(3600_000 + 1000);
    expect((await recover(t, user.email)).status).toBe(202);
  });
});

describe('POST /api/auth/reset-password/:code', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const signedIn = await t.client.api.auth.login.$post({ json: { username: user.email, password: TEST_PASSWORD } });
    const { refreshToken } = (await signedIn.json()).tokenInfo;

    await recover(t, user.email);
    const code = codeFromMail(t.mails, user.email, RESET_LINK);
    const res = await reset(t, code, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String) });

    expect((await t.client.api.auth.refresh.$post({ json: { refreshToken } })).status).toBe(401);
    expect((await t.client.api.auth.login.$post({ json: { username: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await t.client.api.auth.login.$post({ json: { username: user.email, password: NEW_PASSWORD } })).status).toBe(200);

    const again = await reset(t, code, 'Third-pass3!');
    expect(again.status).toBe(404);
    expect(((await again.json()) as unknown as ErrorJson).error.code).toBe('invalid_reset_code');
  });

  it('refuses unknown and expired (30 min) codes with 404, and weak passwords with 422', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    expect((await reset(t, 'unknown-code', NEW_PASSWORD)).status).toBe(404);
    await recover(t, user.email);
    const code = codeFromMail(t.mails, user.email, RESET_LINK);

    const weak = await reset(t, code, 'password');
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as unknown as ErrorJson).error.fields).toEqual({ password: 'password_policy' });

    t.clock.advance(30 * 60_000 + 1000);
    const late = await reset(t, code, NEW_PASSWORD);
    expect(late.status).toBe(404);
    expect(((await late.json()) as unknown as ErrorJson).error.code).toBe('invalid_reset_code');
  });

  it('activates an account never activated (the code proves the mailbox)', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t, { activated: false });
    await recover(t, user.email);
    expect((await reset(t, codeFromMail(t.mails, user.email, RESET_LINK), NEW_PASSWORD)).status).toBe(200);
    expect((await t.client.api.auth.login.$post({ json: { username: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });
});
