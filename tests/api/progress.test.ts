import { describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import type { Progress } from '#api/schemas/progress.ts';
import { call, insertArticle, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

type ErrorJson = { error: { code: string; fields?: Record<string, string> } };
const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString();

async function put(t: TestApp, user: ContentUser, articleId: string, body: Record<string, unknown>) {
  return call(t, 'PUT', `/api/progress/${articleId}`, { headers: user.headers, body });
}

async function list(t: TestApp, user: ContentUser, query = '') {
  const res = await call(t, 'GET', `/api/progress${query}`, { headers: user.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as ListResponse<Progress>;
}

describe('progress', () => {
  it('keeps the newest position by the device clock, whatever order devices sync in', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const episode = await insertArticle(t.db, { userId: user.id, createdAt: at(0) });
    const phone = await put(t, user, episode, { position: 754.5, duration: 1800, finished: false, updatedAt: at(30) });
    expect(phone.status).toBe(200);
    expect(await phone.json()).toEqual({ articleId: episode, position: 754.5, duration: 1800, finished: false, updatedAt: at(30) });
    // A laptop that was offline syncs an older position later: the phone's newer one stays.
    const laptop = await put(t, user, episode, { position: 60, duration: 1800, finished: false, updatedAt: at(10) });
    expect(await laptop.json()).toMatchObject({ position: 754.5, updatedAt: at(30) });
    const later = await put(t, user, episode, { position: 1800, duration: 1800, finished: true, updatedAt: at(40) });
    expect(await later.json()).toMatchObject({ position: 1800, finished: true });
    expect((await list(t, user)).items).toEqual([{ articleId: episode, position: 1800, duration: 1800, finished: true, updatedAt: at(40) }]);
  });

  it('lists unfinished items most recently moved first for "continue listening", skipping deleted articles', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const [a, b, c, d] = [
      await insertArticle(t.db, { userId: user.id, createdAt: at(0) }),
      await insertArticle(t.db, { userId: user.id, createdAt: at(1) }),
      await insertArticle(t.db, { userId: user.id, createdAt: at(2) }),
      await insertArticle(t.db, { userId: user.id, createdAt: at(3) }),
    ];
    await put(t, user, a!, { position: 10, duration: 100, finished: false, updatedAt: at(5) });
    await put(t, user, b!, { position: 0.4, duration: null, finished: false, updatedAt: at(7) });
    await put(t, user, c!, { position: 100, duration: 100, finished: true, updatedAt: at(9) });
    await put(t, user, d!, { position: 5, duration: 100, finished: false, updatedAt: at(8) });
    await call(t, 'DELETE', `/api/articles/${d}`, { headers: user.headers });
    const unfinished = await list(t, user, '?unfinished=true');
    expect(unfinished.items.map((p) => p.articleId)).toEqual([b, a]);
    expect(unfinished.total).toBe(2);
    expect((await list(t, user, '?limit=1&offset=1')).items.map((p) => p.articleId)).toEqual([b]);
  });

  it('is private to each user and needs a signed-in user', async () => {
    const t = await makeTestApp();
    const [me, other] = [await insertUser(t), await insertUser(t)];
    const article = await insertArticle(t.db, { userId: me.id, createdAt: at(0) });
    await put(t, me, article, { position: 3, duration: 10, finished: false, updatedAt: at(1) });
    expect((await list(t, other)).items).toEqual([]);
    expect((await call(t, 'GET', '/api/progress')).status).toBe(401);
    expect((await call(t, 'PUT', `/api/progress/${article}`, { body: { position: 1, duration: 10, finished: false, updatedAt: at(1) } })).status).toBe(401);
  });

  it('takes a device clock far in the future as the server’s now, so it cannot pin a position forever', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const article = await insertArticle(t.db, { userId: user.id, createdAt: at(0) });
    const skewed = await put(t, user, article, { position: 9, duration: 10, finished: false, updatedAt: '2999-01-01T00:00:00.000Z' });
    const stored = (await skewed.json()) as Progress;
    expect(Date.parse(stored.updatedAt)).toBeLessThanOrEqual(Date.now() + 60_000);
    t.clock.advance(60_000);
    const next = await put(t, user, article, { position: 2, duration: 10, finished: false, updatedAt: t.clock.now().toISOString() });
    expect(await next.json()).toMatchObject({ position: 2 });
  });

  it('refuses bad positions with 422 and the field, and unknown articles with 404', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const article = await insertArticle(t.db, { userId: user.id, createdAt: at(0) });
    const good = { position: 1, duration: 10, finished: false, updatedAt: at(1) };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, position: -1 }, 'position'],
      [{ ...good, position: 11 }, 'position'],
      [{ ...good, duration: null, position: 2 }, 'position'],
      [{ ...good, position: 'x' }, 'position'],
      [{ ...good, duration: 1e9 }, 'duration'],
      [{ ...good, finished: 'yes' }, 'finished'],
      [{ ...good, updatedAt: 'yesterday' }, 'updatedAt'],
      [{ position: 1 }, 'duration'],
    ];
    for (const [body, field] of cases) {
      const res = await put(t, user, article, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as ErrorJson).error.fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    const unknown = await put(t, user, newId(), good);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorJson).error.code).toBe('article_not_found');
    expect((await call(t, 'GET', '/api/progress?unfinished=maybe', { headers: user.headers })).status).toBe(422);
  });
});
