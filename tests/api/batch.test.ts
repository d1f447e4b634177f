import { describe, expect, it } from 'vitest';
import type { BatchResponse } from '#api/schemas/batch.ts';
import { newId } from '#api/schemas/ids.ts';
import { call, insertArticle, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

type ErrorJson = { error: { code: string; fields?: Record<string, string> } };

async function batch(t: TestApp, user: ContentUser | null, items: unknown[]) {
  const res = await call(t, 'POST', '/api/batch', { headers: user?.headers ?? {}, body: { items } });
  return { status: res.status, json: (await res.json()) as BatchResponse & ErrorJson };
}

describe('POST /api/batch', () => {
  it('runs each write in order with its own key, and a replayed batch has each effect once', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const article = await insertArticle(t.db, { userId: user.id, createdAt: new Date(Date.UTC(2024, 0, 1)).toISOString() });
    const collection = newId();
    const items = [
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'dev:1', body: { name: 'En vol' } },
      { method: 'PUT', path: `/api/collections/${collection}/articles/${article}`, idempotencyKey: 'dev:2' },
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'dev:3', body: { name: 'Atterri' } },
    ];
    const first = await batch(t, user, items);
    expect(first.status).toBe(200);
    expect(first.json.results.map((r) => [r.status, r.replayed])).toEqual([[201, false], [204, false], [200, false]]);
    expect(first.json.results[2]!.body).toMatchObject({ id: collection, name: 'Atterri', articleCount: 1 });

    const again = await batch(t, user, items);
    expect(again.json.results.map((r) => [r.status, r.replayed])).toEqual([[201, true], [204, true], [200, true]]);
    const rows = await t.db.selectFrom('collection_articles').select('article_id').where('collection_id', '=', collection).execute();
    expect(rows).toHaveLength(1);
    const stored = await t.db.selectFrom('collections').select('name').where('id', '=', collection).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Atterri');
  });

  it('gives each item the answer it would get alone: a refused item does not stop the final ones after it', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const collection = newId();
    const { json } = await batch(t, user, [
      { method: 'PUT', path: `/api/collections/${newId()}/articles/${newId()}`, idempotencyKey: 'a:1' },
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'a:2', body: { name: '' } },
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'a:3', body: { name: 'Valide' } },
      { method: 'DELETE', path: '/api/nowhere', idempotencyKey: 'a:4' },
    ]);
    expect(json.results.map((r) => r.status)).toEqual([404, 422, 201, 404]);
    expect((json.results[1]!.body as ErrorJson).error.fields).toHaveProperty('name');
  });

  it('stops at the first answer that is not final (signed out: 401), leaving the rest for later', async () => {
    const t = await makeTestApp();
    const { status, json } = await batch(t, null, [
      { method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: 'b:1', body: { name: 'Un' } },
      { method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: 'b:2', body: { name: 'Deux' } },
    ]);
    expect(status).toBe(200);
    expect(json.results.map((r) => r.status)).toEqual([401]);
    expect(await t.db.selectFrom('collections').select('id').execute()).toHaveLength(0);
  });

  it('refuses batches it cannot run item by item, with 422 and the failing field', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const item = (over: Record<string, unknown>) => ({ method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: 'c:1', body: { name: 'X' }, ...over });
    const cases: [unknown[], string][] = [
      [[], 'items'],
      [Array.from({ length: 101 }, (_, i) => item({ idempotencyKey: `c:${i}` })), 'items'],
      [[item({ path: '/api/auth/login' })], 'items.0.path'],
      [[item({ path: `/api/files/${newId()}` })], 'items.0.path'],
      [[item({ path: '/api/batch' })], 'items.0.path'],
      [[item({ path: 'https://elsewhere.example/api/x' })], 'items.0.path'],
      [[item({ method: 'GET' })], 'items.0.method'],
      [[item({ idempotencyKey: '' })], 'items.0.idempotencyKey'],
      [[item({ idempotencyKey: 'k'.repeat(201) })], 'items.0.idempotencyKey'],
    ];
    for (const [items, field] of cases) {
      const { status, json } = await batch(t, user, items);
      expect(status, field).toBe(422);
      expect(json.error.fields, field).toHaveProperty([field]);
    }
    expect(await t.db.selectFrom('collections').select('id').where('user_id', '=', user.id).where('is_default', '=', 0).execute()).toHaveLength(0);
  });
});
