import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { call, insertArticle, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { testDialect } from '#tests/utils/test-db.ts';

type ErrorJson = { error: { code: string; fields?: Record<string, string> } };
const minute = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString();

/** A collection of `size` articles, added one second apart (oldest first); answers ids newest added first. */
async function collectionOf(t: TestApp, user: ContentUser, size: number): Promise<{ id: string; newestFirst: string[] }> {
  const id = newId();
  await call(t, 'PUT', `/api/collections/${id}`, { headers: user.headers, body: { name: 'Long voyage' } });
  const added: string[] = [];
  for (let i = 0; i < size; i++) {
    const article = await insertArticle(t.db, { userId: user.id, createdAt: minute(i) });
    t.clock.advance(1000);
    expect((await call(t, 'PUT', `/api/collections/${id}/articles/${article}`, { headers: user.headers })).status).toBe(204);
    added.push(article);
  }
  return { id, newestFirst: added.reverse() };
}

async function page(t: TestApp, user: ContentUser, id: string, query: string) {
  const res = await call(t, 'GET', `/api/collections/${id}/articles${query}`, { headers: user.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as ListResponse<ArticleSummary>;
}

describe('GET /api/collections/:id/articles', () => {
  it('pages every article of a collection larger than the 20 the collection list carries, newest added first', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const { id, newestFirst } = await collectionOf(t, user, 27);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: ListResponse<ArticleSummary> = await page(t, user, id, cursor ? `?cursor=${cursor}` : '');
      expect(next.total).toBe(27);
      expect(next.items.length).toBeLessThanOrEqual(10);
      seen.push(...next.items.map((a) => a.id));
      cursor = next.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it('keeps its place when articles are added or deleted between pages, and skips deleted articles', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const { id, newestFirst } = await collectionOf(t, user, 6);
    const first = await page(t, user, id, '?limit=3');
    expect(first.items.map((a) => a.id)).toEqual(newestFirst.slice(0, 3));
    // Meanwhile: a newer addition (belongs before the cursor) and a deletion after it.
    const late = await insertArticle(t.db, { userId: user.id, createdAt: minute(50) });
    t.clock.advance(1000);
    await call(t, 'PUT', `/api/collections/${id}/articles/${late}`, { headers: user.headers });
    await call(t, 'DELETE', `/api/articles/${newestFirst[4]}`, { headers: user.headers });
    const second = await page(t, user, id, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((a) => a.id)).toEqual([newestFirst[3], newestFirst[5]]);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(6);
  });

  it('answers 401 signed out, 403 for another user’s collection, 404 for an unknown or deleted one', async () => {
    const t = await makeTestApp();
    const [owner, other] = [await insertUser(t), await insertUser(t)];
    const { id } = await collectionOf(t, owner, 1);
    expect((await call(t, 'GET', `/api/collections/${id}/articles`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/collections/${id}/articles`, { headers: other.headers })).status).toBe(403);
    const unknown = await call(t, 'GET', `/api/collections/${newId()}/articles`, { headers: owner.headers });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorJson).error.code).toBe('collection_not_found');
    await call(t, 'DELETE', `/api/collections/${id}`, { headers: owner.headers });
    expect((await call(t, 'GET', `/api/collections/${id}/articles`, { headers: owner.headers })).status).toBe(404);
  });

  it('refuses a cursor it never gave and limits outside 1..50 with 422, never 500', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const { id } = await collectionOf(t, user, 2);
    const forged = Buffer.from('k:2024-01-01T00:00:00.000Z|' + newId(), 'utf8').toString('base64url');
    for (const query of [`?cursor=${forged}`, '?cursor=bm9wZQ', '?limit=0', '?limit=51', '?limit=abc']) {
      const res = await call(t, 'GET', `/api/collections/${id}/articles${query}`, { headers: user.headers });
      expect(res.status, query).toBe(422);
    }
    const res = await call(t, 'GET', `/api/collections/${id}/articles?cursor=${forged}`, { headers: user.headers });
    expect(((await res.json()) as ErrorJson).error.fields).toEqual({ cursor: 'invalid_cursor' });
  });

  // SQLite's plan (EXPLAIN QUERY PLAN); PostgreSQL's plans are pinned in tests/api/pg-plans.test.ts.
  it.skipIf(testDialect === 'postgres')('walks the collection by index, without sorting or scanning other collections', async () => {
    const t = await makeTestApp();
    const query = t.db
      .selectFrom('collection_articles as ca')
      .innerJoin('articles as a', 'a.id', 'ca.article_id')
      .select('a.id')
      .where('ca.collection_id', '=', newId())
      .where('a.deleted_at', 'is', null)
      .orderBy('ca.added_at', 'desc')
      .orderBy('ca.article_id', 'desc')
      .limit(11)
      .compile();
    const plan = await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    const details = plan.rows.map((row) => row.detail).join('\n');
    expect(details).toMatch(/collection_articles_added_idx/);
    expect(details).not.toMatch(/TEMP B-TREE/);
  });
});
