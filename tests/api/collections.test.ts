import { describe, expect, it } from 'vitest';
import type { Collection } from '#api/schemas/collection.ts';
import { newId } from '#api/schemas/ids.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { call, insertArticle, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';

type ErrorJson = { error: { code: string; fields?: Record<string, string> } };
const minute = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString();

async function list(t: TestApp, user: ContentUser, query = '') {
  const res = await call(t, 'GET', `/api/collections${query}`, { headers: user.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as ListResponse<Collection>;
}

describe('collections', () => {
  it('needs a signed-in user for every call', async () => {
    const t = await makeTestApp();
    expect((await call(t, 'GET', '/api/collections')).status).toBe(401);
    expect((await call(t, 'PUT', `/api/collections/${newId()}`, { body: { name: 'X' } })).status).toBe(401);
    expect((await call(t, 'DELETE', `/api/collections/${newId()}`)).status).toBe(401);
    expect((await call(t, 'PUT', `/api/collections/${newId()}/articles/${newId()}`)).status).toBe(401);
  });

  it('creates (201), renames (200), lists with Favorites first, and soft-deletes idempotently', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const id = newId();
    const created = await call(t, 'PUT', `/api/collections/${id}`, { headers: user.headers, body: { name: '  À lire  ' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id, name: 'À lire', articleCount: 0, articles: [], isDefault: false });
    const renamed = await call(t, 'PUT', `/api/collections/${id}`, { headers: user.headers, body: { name: 'Plus tard' } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, name: 'Plus tard' });

    const page = await list(t, user);
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c.name, c.isDefault])).toEqual([
      ['Favorites', true],
      ['Plus tard', false],
    ]);

    expect((await call(t, 'DELETE', `/api/collections/${id}`, { headers: user.headers })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/collections/${id}`, { headers: user.headers })).status).toBe(204);
    expect((await list(t, user)).items.map((c) => c.name)).toEqual(['Favorites']);
    expect((await t.db.selectFrom('collections').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at).not.toBeNull();
  });

  it('validates names and refuses to touch another user’s collection', async () => {
    const t = await makeTestApp();
    const [owner, other] = [await insertUser(t), await insertUser(t)];
    const id = newId();
    for (const name of ['   ', 'x'.repeat(61)]) {
      const res = await call(t, 'PUT', `/api/collections/${id}`, { headers: owner.headers, body: { name } });
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorJson).error.fields).toHaveProperty('name');
    }
    await call(t, 'PUT', `/api/collections/${id}`, { headers: owner.headers, body: { name: 'Mienne' } });
    const article = await insertArticle(t.db, { userId: owner.id, createdAt: minute(1) });
    expect((await call(t, 'PUT', `/api/collections/${id}`, { headers: other.headers, body: { name: 'Volée' } })).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/collections/${id}`, { headers: other.headers })).status).toBe(403);
    expect((await call(t, 'PUT', `/api/collections/${id}/articles/${article}`, { headers: other.headers })).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/collections/${id}/articles/${article}`, { headers: other.headers })).status).toBe(403);
  });

  it('keeps the default Favorites (422 cannot_delete_default) and creates it on first read when missing', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t, { withFavorites: false });
    const [favorites] = (await list(t, user)).items;
    expect(favorites).toMatchObject({ name: 'Favorites', isDefault: true, articleCount: 0 });
    expect((await list(t, user)).total).toBe(1);
    const res = await call(t, 'DELETE', `/api/collections/${favorites!.id}`, { headers: user.headers });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.code).toBe('cannot_delete_default');
  });

  it('adds and removes articles idempotently; lists newest added first, at most 20, counting all live ones', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const id = newId();
    await call(t, 'PUT', `/api/collections/${id}`, { headers: user.headers, body: { name: 'Beaucoup' } });
    const articles: string[] = [];
    for (let i = 0; i < 23; i++) {
      articles.push(await insertArticle(t.db, { userId: user.id, createdAt: minute(i) }));
      t.clock.advance(1000);
      expect((await call(t, 'PUT', `/api/collections/${id}/articles/${articles[i]}`, { headers: user.headers })).status).toBe(204);
    }
    expect((await call(t, 'PUT', `/api/collections/${id}/articles/${articles[0]}`, { headers: user.headers })).status).toBe(204);
    expect((await call(t, 'PUT', `/api/collections/${id}/articles/${newId()}`, { headers: user.headers })).status).toBe(404);
    expect((await call(t, 'PUT', `/api/collections/${newId()}/articles/${articles[0]}`, { headers: user.headers })).status).toBe(404);

    await call(t, 'DELETE', `/api/articles/${articles[22]}`, { headers: user.headers });
    expect((await call(t, 'DELETE', `/api/collections/${id}/articles/${articles[21]}`, { headers: user.headers })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/collections/${id}/articles/${articles[21]}`, { headers: user.headers })).status).toBe(204);

    const collection = (await list(t, user)).items.find((c) => c.id === id)!;
    expect(collection.articleCount).toBe(21);
    expect(collection.articles.map((a) => a.id)).toEqual(articles.slice(1, 21).reverse());
  });

  it('pages with limit and offset', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    for (const name of ['Un', 'Deux', 'Trois']) {
      await call(t, 'PUT', `/api/collections/${newId()}`, { headers: user.headers, body: { name } });
      t.clock.advance(1000);
    }
    const page = await list(t, user, '?limit=2&offset=1');
    expect(page.total).toBe(4);
    expect(page.items.map((c) => c.name)).toEqual(['Un', 'Deux']);
  });
});
