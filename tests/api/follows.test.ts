import { describe, expect, it } from 'vitest';
import { FOLLOW_RATE } from '#api/repositories/follows.ts';
import type { FollowItem } from '#api/schemas/follows.ts';
import type { User } from '#api/schemas/user.ts';
import { call, insertTheme, insertTribe, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/** Follows of issue #29: the contract, permissions, idempotency and the maintained counters. */
interface ErrorJson {
  error: { code: string; fields?: Record<string, string> };
}
interface List<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

const counts = async (t: TestApp, slug: string) => {
  const user = (await (await call(t, 'GET', `/api/users/${slug}`)).json()) as User;
  return [user.followerCount, user.followingCount];
};
const followUser = (t: TestApp, who: ContentUser, whom: { id: string }, method = 'PUT') => call(t, method, `/api/follows/users/${whom.id}`, { headers: who.headers });

describe('PUT / DELETE /api/follows/:kind/:id', () => {
  it('follows an author, a tribe and a theme, answering each with what draws it; a repeat answers 200 with the first follow', async () => {
    const t = await makeTestApp();
    const [reader, author] = [await insertUser(t), await insertUser(t, { firstName: 'Awa', lastName: 'Ndiaye' })];
    const tribe = await insertTribe(t.db, 'Bamiléké');
    const theme = await insertTheme(t.db, 'Cuisine');

    const first = await followUser(t, reader, author);
    expect(first.status).toBe(201);
    const item = (await first.json()) as FollowItem;
    expect(item).toMatchObject({ kind: 'users', id: author.id, user: { id: author.id, slug: author.slug, firstName: 'Awa', lastName: 'Ndiaye', followerCount: 1, followingCount: 0 } });
    t.clock.advance(60_000);
    const again = await followUser(t, reader, author);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(item);

    const tribeRes = await call(t, 'PUT', `/api/follows/tribes/${tribe}`, { headers: reader.headers });
    expect(tribeRes.status).toBe(201);
    expect(await tribeRes.json()).toMatchObject({ kind: 'tribes', id: tribe, tribe: { id: tribe, name: 'Bamiléké' } });
    const themeRes = await call(t, 'PUT', `/api/follows/themes/${theme}`, { headers: reader.headers });
    expect(themeRes.status).toBe(201);
    expect(await themeRes.json()).toMatchObject({ kind: 'themes', id: theme, theme: { id: theme, title: 'Cuisine' } });
    expect((await call(t, 'PUT', `/api/follows/themes/${theme}`, { headers: reader.headers })).status).toBe(200);

    // Unfollowing, and unfollowing again, are both done.
    for (const path of [`users/${author.id}`, `tribes/${tribe}`, `themes/${theme}`]) {
      expect((await call(t, 'DELETE', `/api/follows/${path}`, { headers: reader.headers })).status).toBe(204);
      expect((await call(t, 'DELETE', `/api/follows/${path}`, { headers: reader.headers })).status).toBe(204);
    }
    const list = (await (await call(t, 'GET', '/api/follows', { headers: reader.headers })).json()) as List<FollowItem>;
    expect(list).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('needs a signed-in reader, refuses following oneself (403) and names unknown targets (404)', async () => {
    const t = await makeTestApp();
    const reader = await insertUser(t);
    for (const method of ['PUT', 'DELETE']) {
      expect((await call(t, method, `/api/follows/tribes/1`)).status).toBe(401);
      const self = await call(t, method, `/api/follows/users/${reader.id}`, { headers: reader.headers });
      expect(self.status).toBe(403);
      expect(((await self.json()) as ErrorJson).error.code).toBe('forbidden');
      for (const [path, code] of [
        ['users/' + 'a'.repeat(32), 'user_not_found'],
        ['tribes/999', 'tribe_not_found'],
        ['themes/999', 'theme_not_found'],
      ]) {
        const res = await call(t, method, `/api/follows/${path}`, { headers: reader.headers });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(((await res.json()) as ErrorJson).error.code).toBe(code);
      }
    }
    expect((await call(t, 'GET', '/api/follows')).status).toBe(401);
    expect((await call(t, 'GET', '/api/feed/following')).status).toBe(401);
  });

  it('an account never activated cannot be followed (404, as its profile)', async () => {
    const t = await makeTestApp();
    const reader = await insertUser(t);
    const dormant = await insertUser(t);
    await t.db.updateTable('users').set({ activated_at: null }).where('id', '=', dormant.id).execute();
    expect((await followUser(t, reader, dormant)).status).toBe(404);
  });

  it('answers bad input with the usual error shape, never a 500', async () => {
    const t = await makeTestApp();
    const reader = await insertUser(t);
    const cases: Array<[string, string, Record<string, string>]> = [
      ['PUT', '/api/follows/planets/1', { kind: 'invalid_kind' }],
      ['DELETE', '/api/follows/planets/1', { kind: 'invalid_kind' }],
      ['PUT', '/api/follows/users/not-an-id', { id: 'invalid_id' }],
      ['PUT', '/api/follows/tribes/abc', { id: 'union' }],
      ['PUT', '/api/follows/themes/0', { id: 'min_value' }],
      ['GET', '/api/follows?limit=0', { limit: 'min_value' }],
      ['GET', '/api/follows?limit=51', { limit: 'max_value' }],
      ['GET', '/api/follows?cursor=not*a*cursor', { cursor: 'invalid_cursor' }],
      ['GET', '/api/follows?cursor=bm9wZQ', { cursor: 'invalid_cursor' }],
      ['GET', `/api/users/${reader.slug}/followers?cursor=bm9wZQ`, { cursor: 'invalid_cursor' }],
      ['GET', `/api/users/${reader.slug}/followers?limit=x`, { limit: 'integer' }],
      ['GET', '/api/feed/following?type=7', { type: 'invalid_type' }],
      ['GET', '/api/feed/following?tr=x', { tr: 'integer' }],
      ['GET', '/api/feed/following?lang=de', { lang: 'invalid_language' }],
      ['GET', '/api/feed/following?cursor=bm9wZQ', { cursor: 'invalid_cursor' }],
    ];
    for (const [method, path, fields] of cases) {
      const res = await call(t, method, path, { headers: reader.headers });
      expect(res.status, `${method} ${path}`).toBe(422);
      const body = (await res.json()) as ErrorJson;
      expect(body.error.code).toBe('invalid_input');
      expect(body.error.fields, `${method} ${path}`).toEqual(fields);
    }
  });

  it('limits follows and unfollows per hour (429 with Retry-After)', async () => {
    const t = await makeTestApp();
    const reader = await insertUser(t);
    const tribe = await insertTribe(t.db);
    // The hour's allowance spent, its window ending in 5 seconds.
    const started = new Date(t.deps.now().getTime() - FOLLOW_RATE.windowMs + 5000).toISOString();
    await t.db
      .insertInto('rate_limits')
      .values({ key: `follow:${reader.id}`, count: FOLLOW_RATE.count, window_started_at: started, locked_until: null })
      .execute();
    const res = await call(t, 'PUT', `/api/follows/tribes/${tribe}`, { headers: reader.headers });
    expect(res.status).toBe(429);
    expect(((await res.json()) as ErrorJson).error.code).toBe('rate_limited');
    expect(Number(res.headers.get('Retry-After'))).toBe(5);
    t.clock.advance(5000);
    expect((await call(t, 'PUT', `/api/follows/tribes/${tribe}`, { headers: reader.headers })).status).toBe(201);
  });
});

describe('follows queued offline', () => {
  it('replay through POST /api/batch: the same key answers the first answer again, a new key for the same follow is a 200', async () => {
    const t = await makeTestApp();
    const [reader, author] = [await insertUser(t), await insertUser(t)];
    const item = (method: string, key: string) => ({ method, path: `/api/follows/users/${author.id}`, idempotencyKey: key });
    const send = async (items: unknown[]) =>
      ((await (await call(t, 'POST', '/api/batch', { headers: reader.headers, body: { items } })).json()) as { results: Array<{ status: number; replayed: boolean }> }).results;
    expect((await send([item('PUT', 'k1'), item('PUT', 'k1'), item('PUT', 'k2')])).map((r) => [r.status, r.replayed])).toEqual([
      [201, false],
      [201, true],
      [200, false],
    ]);
    expect(await counts(t, author.slug)).toEqual([1, 0]);
    expect((await send([item('DELETE', 'k3'), item('DELETE', 'k4')])).map((r) => r.status)).toEqual([204, 204]);
    expect(await counts(t, author.slug)).toEqual([0, 0]);
  });
});

describe('follower and following counters', () => {
  it('stay right through follows, repeats, unfollows and deleted accounts', async () => {
    const t = await makeTestApp();
    const [a, b, c] = [await insertUser(t), await insertUser(t), await insertUser(t)];
    const tribe = await insertTribe(t.db);
    expect(await counts(t, a.slug)).toEqual([0, 0]);

    await followUser(t, a, b);
    await followUser(t, a, b);
    await followUser(t, c, b);
    await followUser(t, b, a);
    // Tribes and themes are followed, not counted as people followed.
    await call(t, 'PUT', `/api/follows/tribes/${tribe}`, { headers: a.headers });
    expect(await counts(t, a.slug)).toEqual([1, 1]);
    expect(await counts(t, b.slug)).toEqual([2, 1]);
    expect(await counts(t, c.slug)).toEqual([0, 1]);

    await followUser(t, a, b, 'DELETE');
    await followUser(t, a, b, 'DELETE');
    expect(await counts(t, a.slug)).toEqual([1, 0]);
    expect(await counts(t, b.slug)).toEqual([1, 1]);

    // A deleted account takes its follows with it, both ways, and the others' counters follow.
    await t.db.deleteFrom('users').where('id', '=', b.id).execute();
    expect(await counts(t, a.slug)).toEqual([0, 0]);
    expect(await counts(t, c.slug)).toEqual([0, 0]);
    const me = (await (await call(t, 'GET', '/api/users/me', { headers: a.headers })).json()) as User;
    expect([me.followerCount, me.followingCount]).toEqual([0, 0]);
    const { count } = await t.db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) => eb.or([eb('user_id', '=', b.id), eb('follower_id', '=', b.id)]))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});

describe('GET /api/follows and GET /api/users/:slug/followers', () => {
  it('list newest first, paged by cursor to the end, with exact totals', async () => {
    const t = await makeTestApp();
    const [reader, ...authors] = await Promise.all([insertUser(t), insertUser(t), insertUser(t), insertUser(t)]);
    const tribe = await insertTribe(t.db, 'Beti');
    const theme = await insertTheme(t.db, 'Musique');
    for (const path of [`users/${authors[0]!.id}`, `tribes/${tribe}`, `users/${authors[1]!.id}`, `themes/${theme}`, `users/${authors[2]!.id}`]) {
      expect((await call(t, 'PUT', `/api/follows/${path}`, { headers: reader.headers })).status).toBe(201);
      t.clock.advance(1000);
    }
    const seen: FollowItem[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(t, 'GET', `/api/follows?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { headers: reader.headers });
      const page = (await res.json()) as List<FollowItem>;
      expect(page.total).toBe(5);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.map((i) => `${i.kind}:${i.id}`)).toEqual([`users:${authors[2]!.id}`, `themes:${theme}`, `users:${authors[1]!.id}`, `tribes:${tribe}`, `users:${authors[0]!.id}`]);

    // Followers are public: anyone may read them, newest first.
    const followers: User[] = [];
    for (const follower of authors) {
      await followUser(t, follower, reader);
      t.clock.advance(1000);
    }
    cursor = null;
    do {
      const res = await call(t, 'GET', `/api/users/${reader.slug}/followers?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as List<User>;
      expect(page.total).toBe(3);
      followers.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(followers.map((u) => u.id)).toEqual(authors.map((a) => a.id).reverse());
    expect(followers[0]).toMatchObject({ followerCount: 1, followingCount: 1 });
    expect(followers[0]!.email).toBeUndefined();
    const unknown = await call(t, 'GET', '/api/users/nobody-here/followers');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorJson).error.code).toBe('user_not_found');
  });
});
