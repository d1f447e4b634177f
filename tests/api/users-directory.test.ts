import { describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { authHeaders, createTestUser } from '#tests/utils/factories-users.ts';
import { isPostgres } from '#api/db/dialect.ts';
import { directoryCountQuery, directoryPageQuery } from '#api/repositories/users-directory.ts';
import { activateUser } from '#api/repositories/users.ts';

interface Page {
  items: { slug: string; email?: string; phoneNumber?: string | null }[];
  total: number | null;
  totalCapped?: boolean;
  nextCursor: string | null;
}

async function people(t: TestApp) {
  const ada = await createTestUser(t, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' });
  const grace = await createTestUser(t, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.test' });
  const odd = await createTestUser(t, { firstName: 'Percy', lastName: '100%_Sure', email: 'percy@example.test' });
  await createTestUser(t, { firstName: 'Hidden', lastName: 'Pending', activated: false });
  return { ada, grace, odd };
}

const list = async (t: TestApp, query: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await t.client.api.users.$get({ query }, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('GET /api/users', () => {
  it('lists activated users, without email for anonymous callers', async () => {
    const t = await makeTestApp();
    await people(t);
    const page = await list(t, {});
    expect(page).toMatchObject({ total: 3, nextCursor: null });
    expect(page.items.map((u) => u.slug)).toEqual(['ada-lovelace', 'grace-hopper', 'percy-100-sure']);
    expect(page.items.every((u) => !('email' in u) && !('phoneNumber' in u))).toBe(true);
  });

  it('shows email to signed-in callers', async () => {
    const t = await makeTestApp();
    const { ada } = await people(t);
    const page = await list(t, {}, await authHeaders(t, ada));
    expect(page.items.map((u) => u.email)).toEqual(['ada@example.test', 'grace@navy.test', 'percy@example.test']);
  });

  it('pages with limit and offset', async () => {
    const t = await makeTestApp();
    await people(t);
    const page = await list(t, { limit: '2', offset: '1' });
    expect(page.total).toBe(3);
    expect(page.items.map((u) => u.slug)).toEqual(['grace-hopper', 'percy-100-sure']);
    expect((await t.client.api.users.$get({ query: { limit: '51' } })).status).toBe(422);
  });

  it('pages by cursor to the end, without repeats; only the first page carries the count (issue #25)', async () => {
    const t = await makeTestApp();
    await people(t);
    // Same first and last names: the id breaks the tie, so neither is skipped nor repeated.
    await createTestUser(t, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada2@example.test' });
    await createTestUser(t, { firstName: 'Éloïse', lastName: 'Ngono', email: 'eloise@example.test' });
    const seen: string[] = [];
    let page = await list(t, { limit: '2' });
    expect(page).toMatchObject({ total: 5, totalCapped: false });
    seen.push(...page.items.map((u) => u.slug));
    while (page.nextCursor) {
      page = await list(t, { limit: '2', cursor: page.nextCursor });
      expect(page.total).toBeNull();
      seen.push(...page.items.map((u) => u.slug));
    }
    expect(seen).toEqual((await list(t, { limit: '50' })).items.map((u) => u.slug));
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 2).sort()).toEqual(['ada-lovelace', 'ada-lovelace-2']);
    // Keywords page by cursor the same way.
    const first = await list(t, { limit: '1', keywords: 'ada' });
    expect(first).toMatchObject({ total: 2 });
    const second = await list(t, { limit: '1', keywords: 'ada', cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((u) => u.slug).sort()).toEqual(['ada-lovelace', 'ada-lovelace-2']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give with 422, never a 500', async () => {
    const t = await makeTestApp();
    await people(t);
    for (const cursor of ['nope', Buffer.from('k:2024-01-01T00:00:00Z|' + 'a'.repeat(32)).toString('base64url'), Buffer.from('u1:[1,2,3]').toString('base64url'), 'a+b']) {
      const res = await t.client.api.users.$get({ query: { cursor } });
      expect(res.status, cursor).toBe(422);
    }
  });

  it('finds users by the start of words of their name or slug, accents and case aside; every word must match; wildcards are literal', async () => {
    const t = await makeTestApp();
    await people(t);
    await createTestUser(t, { firstName: 'Éloïse', lastName: 'Ngo Mbock' });
    await createTestUser(t, { firstName: '李', lastName: '明' });
    const slugs = async (keywords: string) => (await list(t, { keywords })).items.map((u) => u.slug);
    expect(await slugs('hop')).toEqual(['grace-hopper']);
    expect(await slugs('grace-ho')).toEqual(['grace-hopper']);
    // The start of a word, not any part of it (issue #25: a prefix index, not a scan).
    expect(await slugs('race')).toEqual([]);
    expect(await slugs('ada LOVE')).toEqual(['ada-lovelace']);
    expect(await slugs('ada hopper')).toEqual([]);
    for (const keywords of ['elo', 'ÉLOÏ', 'eloise', 'mbo', 'ngo élo']) expect(await slugs(keywords), keywords).toEqual(['eloise-ngo-mbock']);
    expect((await list(t, { keywords: '李' })).items).toHaveLength(1);
    expect(await slugs('%')).toEqual([]);
    expect(await slugs('_')).toEqual([]);
    expect(await slugs('100%')).toEqual(['percy-100-sure']);
    expect(await slugs('pending')).toEqual([]);
  });

  it('keeps the word index with the users: found once activated, by a search of a later page and count', async () => {
    const t = await makeTestApp();
    for (let i = 0; i < 12; i++) await createTestUser(t, { firstName: 'Kofi', lastName: `Mensah ${String(i).padStart(2, '0')}` });
    const later = await createTestUser(t, { firstName: 'Kofi', lastName: 'Later', activated: false });
    expect((await list(t, { keywords: 'later' })).items).toEqual([]);
    await activateUser(t.db, later.id, new Date());
    expect((await list(t, { keywords: 'kofi lat' })).items.map((u) => u.slug)).toEqual(['kofi-later']);
    await t.db.deleteFrom('users').where('id', '=', later.id).execute();
    const first = await list(t, { keywords: 'kof men', limit: '10' });
    expect(first).toMatchObject({ total: 12, totalCapped: false });
    const second = await list(t, { keywords: 'kof men', limit: '10', cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((u) => u.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `kofi-mensah-${String(i).padStart(2, '0')}`));
    expect(second.nextCursor).toBeNull();
    expect((await list(t, { keywords: 'later' })).items).toEqual([]);
    // Whichever word a search reads by its range, the page and count are the same.
    const postgres = isPostgres(t.db);
    for (const after of [undefined, { firstName: 'Kofi', lastName: 'Mensah 04', id: '0'.repeat(32) }]) {
      // (A name with two words starting "men" comes twice, side by side: the page keeps one.)
      const read = async (driver: number) => [...new Set((await directoryPageQuery({ limit: 40, keywords: 'Kofi mEn', after, driver }, postgres).execute(t.db)).rows.map((r) => r.last_name))];
      const words = await read(0);
      expect(words).toHaveLength(after ? 8 : 12);
      expect(await read(1)).toEqual(words);
    }
    for (const driver of [0, 1]) expect(Number((await directoryCountQuery('kofi men', postgres, driver).execute(t.db)).rows[0]?.n)).toBe(12);
  });
});

describe('GET /api/users never reveals an email through its search (issue #25)', () => {
  it('finds no one by an address or a part of one, anonymous or signed in', async () => {
    const t = await makeTestApp();
    const { ada } = await people(t);
    const signedIn = await authHeaders(t, ada);
    for (const keywords of ['@example.test', 'ada@example.test', 'grace@navy.test', 'navy', 'example.test', '@']) {
      for (const headers of [{}, signedIn]) {
        const page = await list(t, { keywords }, headers);
        expect(page.items, `${keywords} ${JSON.stringify(headers)}`).toEqual([]);
      }
    }
  });

  it('shows no address to anonymous callers even when a name matches', async () => {
    const t = await makeTestApp();
    await people(t);
    const res = await t.client.api.users.$get({ query: { keywords: 'ada' } });
    const text = await res.text();
    expect(text).toContain('ada-lovelace');
    expect(text).not.toContain('@');
  });
});

describe('GET /api/users/:slug', () => {
  it('answers the public user; email for signed-in viewers, phone number only for the user themself', async () => {
    const t = await makeTestApp();
    const { ada, grace } = await people(t);
    const anonymous = await t.client.api.users[':slug'].$get({ param: { slug: 'ada-lovelace' } });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ id: ada.id, slug: 'ada-lovelace', firstName: 'Ada', lastName: 'Lovelace', presentation: null, picture: null, followerCount: 0, followingCount: 0 });

    const viewer = await t.client.api.users[':slug'].$get({ param: { slug: 'ada-lovelace' } }, { headers: await authHeaders(t, grace) });
    const seen = await viewer.json();
    expect(seen).toMatchObject({ email: 'ada@example.test' });
    expect(seen).not.toHaveProperty('phoneNumber');
    const self = await t.client.api.users[':slug'].$get({ param: { slug: 'ada-lovelace' } }, { headers: await authHeaders(t, ada) });
    expect(await self.json()).toMatchObject({ email: 'ada@example.test', phoneNumber: null });
  });

  it('answers 404 user_not_found for unknown and unactivated users', async () => {
    const t = await makeTestApp();
    await people(t);
    for (const slug of ['nobody', 'hidden-pending']) {
      const res = await t.client.api.users[':slug'].$get({ param: { slug } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'user_not_found', message: 'User not found' } });
    }
  });
});
