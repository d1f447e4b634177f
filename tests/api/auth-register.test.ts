import { describe, expect, it } from 'vitest';
import { scryptCost } from '#api/auth/passwords.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { ACTIVATION_LINK, codeFromMail, createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

const form = (email: string, extra: Record<string, string> = {}) => ({ firstName: 'Marie', lastName: 'Curie', email, password: TEST_PASSWORD, ...extra });

describe('POST /api/users (register)', () => {
  it('creates an unactivated account, its Favorites collection and slug, and mails the activation link in French by default', async () => {
    const { client, db, mails } = await makeTestApp();
    const res = await client.api.users.$post({ json: form('Marie@Example.test') });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: expect.any(String) });

    const user = await db.selectFrom('users').selectAll().where('email', '=', 'marie@example.test').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ slug: 'marie-curie', activated_at: null, language: 'fr' });
    expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${scryptCost().N}\\$8\\$1\\$`));
    const collections = await db.selectFrom('collections').selectAll().where('user_id', '=', user.id).execute();
    expect(collections).toEqual([expect.objectContaining({ name: 'Favorites', is_default: 1 })]);
    expect(collections[0]!.id).toMatch(/^[0-9a-f]{32}$/);

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'marie@example.test', subject: expect.stringContaining('Activez') });
    expect(mails[0]!.text).toMatch(/^Bonjour Marie,/);
    expect(mails[0]!.text).toContain('http://localhost:3000/?code=');
    expect(mails[0]!.html).toContain('href="http://localhost:3000/?code=');
  });

  it('writes the mail in the language of the form, else of Accept-Language', async () => {
    const { client, mails } = await makeTestApp();
    await client.api.users.$post({ json: form('a@example.test') }, { headers: { 'Accept-Language': 'de-DE,en-US;q=0.8,fr;q=0.5' } });
    await client.api.users.$post({ json: form('b@example.test', { language: 'en' }) }, { headers: { 'Accept-Language': 'fr' } });
    await client.api.users.$post({ json: form('c@example.test') }, { headers: { 'Accept-Language': 'de' } });
    expect(mails.map((m) => m.subject.startsWith('Activate'))).toEqual([true, true, false]);
  });

  it('escapes user data in the HTML part', async () => {
    const { client, mails } = await makeTestApp();
    await client.api.users.$post({ json: { ...form('x@example.test'), firstName: '<b>Eve</b>' } });
    expect(mails[0]!.html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
    expect(mails[0]!.html).not.toContain('<b>Eve');
  });

  it('gives slugs -2, -3… to namesakes', async () => {
    const t = await makeTestApp();
    await createTestUser(t, { firstName: 'Marie', lastName: 'Curie' });
    await createTestUser(t, { firstName: 'Marie', lastName: 'Curie' });
    await t.client.api.users.$post({ json: form('third@example.test') });
    const row = await t.db.selectFrom('users').select('slug').where('email', '=', 'third@example.test').executeTakeFirstOrThrow();
    expect(row.slug).toBe('marie-curie-3');
  });

  it('registers namesakes at the same moment, each with their own slug (PostgreSQL runs them side by side)', async () => {
    const t = await makeTestApp();
    const emails = Array.from({ length: 6 }, (_, i) => `same-${i}@example.test`);
    const answers = await Promise.all(emails.map((email) => t.client.api.users.$post({ json: form(email) })));
    expect(answers.map((res) => res.status)).toEqual(emails.map(() => 201));
    const slugs = (await t.db.selectFrom('users').select('slug').where('email', 'in', emails).execute()).map((row) => row.slug).sort();
    expect(slugs).toEqual(['marie-curie', 'marie-curie-2', 'marie-curie-3', 'marie-curie-4', 'marie-curie-5', 'marie-curie-6']);
  });

  it('answers a known email exactly like a new one, and mails its owner a notice instead', async () => {
    const t = await makeTestApp();
    const owner = await createTestUser(t, { language: 'en', firstName: 'Owner' });
    const known = await t.client.api.users.$post({ json: form(owner.email.toUpperCase()) });
    const fresh = await t.client.api.users.$post({ json: form('new@example.test') });
    expect(known.status).toBe(fresh.status);
    expect(await known.json()).toEqual(await fresh.json());

    const toOwner = t.mails.filter((m) => m.to === owner.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.subject).toBe('You already have a Tribes account');
    expect(toOwner[0]!.text).not.toMatch(ACTIVATION_LINK);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('sends at most 3 notices per address per hour, answering 201 every time', async () => {
    const t = await makeTestApp();
    const owner = await createTestUser(t);
    for (let i = 0; i < 4; i++) expect((await t.client.api.users.$post({ json: form(owner.email) })).status).toBe(201);
    expect(t.mails.filter((m) => m.to === owner.email)).toHaveLength(3);
  });

  it('applies the rules of spec §5 with 422 and fields', async () => {
    const { client, mails } = await makeTestApp();
    const res = await client.api.users.$post({ json: { firstName: 'A', lastName: 'Li', email: 'not-an-email', password: 'password' } });
    expect(res.status).toBe(422);
    const body = (await res.json()) as unknown as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields).toEqual({ lastName: 'min_length', email: 'email', password: 'password_policy' });
    expect(mails).toHaveLength(0);
  });
});

describe('GET /api/auth/activation/:code', () => {
  it('activates once with the code from the mail', async () => {
    const { client, db, mails } = await makeTestApp();
    await client.api.users.$post({ json: form('marie@example.test') });
    const code = codeFromMail(mails, 'marie@example.test', ACTIVATION_LINK);
    expect(code.length).toBeGreaterThanOrEqual(32);

    const ok = await client.api.auth.activation[':code'].$get({ param: { code } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Account Activated Successfully, you can now login.' });
    const user = await db.selectFrom('users').select('activated_at').where('email', '=', 'marie@example.test').executeTakeFirstOrThrow();
    expect(user.activated_at).not.toBeNull();
    // Stored hashed: the code itself is nowhere in the database.
    const stored = await db.selectFrom('auth_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    const again = await client.api.auth.activation[':code'].$get({ param: { code } });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'invalid_activation_code', message: 'Invalid Activation Code' } });
  });

  it('refuses unknown and expired (48 h) codes', async () => {
    const { client, mails, clock } = await makeTestApp();
    expect((await client.api.auth.activation[':code'].$get({ param: { code: 'nope' } })).status).toBe(404);
    await client.api.users.$post({ json: form('late@example.test') });
    const code = codeFromMail(mails, 'late@example.test', ACTIVATION_LINK);
    clock.advance(48 * 3600_000 + 1000);
    const res = await client.api.auth.activation[':code'].$get({ param: { code } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as unknown as { error: { code: string } }).error.code).toBe('invalid_activation_code');
  });
});
