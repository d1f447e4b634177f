import { describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { call, insertArticle, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';

type Page = FeedList<ArticleSummary>;
const minute = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString();

async function get<T>(t: Awaited<ReturnType<typeof makeTestApp>>, path: string, headers: Record<string, string> = {}) {
  const res = await call(t, 'GET', path, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('GET /api/articles (feed)', () => {
  it('walks every page by cursor, newest first, without duplicates or gaps, skipping deleted ones', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const ids: string[] = [];
    // Several articles share a created_at: the id breaks the tie, so no row repeats or vanishes.
    for (let i = 0; i < 23; i++) ids.push(await insertArticle(t.db, { userId: user.id, createdAt: minute(Math.floor(i / 3)) }));
    await insertArticle(t.db, { userId: user.id, createdAt: minute(99), deleted: true });
    const expected = ids
      .map((id, i) => ({ id, at: minute(Math.floor(i / 3)) }))
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
      .map((a) => a.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await get<Page>(t, `/api/articles?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      // The feed is never counted (api.md, "Lists"): paging ends on nextCursor null.
      expect(page.total).toBeNull();
      seen.push(...page.items.map((a) => a.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);

    const byOffset = await get<Page>(t, '/api/articles?limit=5&offset=20');
    expect(byOffset.items.map((a) => a.id)).toEqual(expected.slice(20));
    expect(byOffset.nextCursor).toBeNull();
  });

  it('filters by author, type, tribe and theme', async () => {
    const t = await makeTestApp();
    const [ana, ben] = [await insertUser(t), await insertUser(t)];
    const [tribeA, tribeB] = [await insertTribe(t.db), await insertTribe(t.db)];
    const [themeA, themeB] = [await insertTheme(t.db), await insertTheme(t.db)];
    const a1 = await insertArticle(t.db, { userId: ana.id, tribe: [tribeA], themes: [themeA], createdAt: minute(1) });
    const a2 = await insertArticle(t.db, { userId: ana.id, tribe: [tribeB], themes: [themeA, themeB], type: 2, createdAt: minute(2) });
    const b1 = await insertArticle(t.db, { userId: ben.id, tribe: [tribeA, tribeB], themes: [themeB], type: 3, createdAt: minute(3) });
    const ids = async (query: string) => (await get<Page>(t, `/api/articles?${query}`)).items.map((a) => a.id);

    expect(await ids(`userId=${ana.id}`)).toEqual([a2, a1]);
    expect(await ids('type=3')).toEqual([b1]);
    expect(await ids(`tribe=${tribeA}`)).toEqual([b1, a1]);
    expect(await ids(`theme=${themeA}`)).toEqual([a2, a1]);
    expect(await ids(`theme=${themeB}&tribe=${tribeB}&userId=${ben.id}`)).toEqual([b1]);
    expect((await get<Page>(t, `/api/articles?tribe=${tribeB}`)).total).toBeNull();
    expect(await get<Page>(t, `/api/articles?userId=${ana.id}`)).toMatchObject({ total: 2, totalCapped: false });
  });

  it('rejects bad filters and foreign cursors with 422', async () => {
    const t = await makeTestApp();
    for (const query of ['type=4', 'limit=0', 'userId=nope', 'cursor=bad!', `cursor=${Buffer.from('o:5').toString('base64url')}`]) {
      expect((await call(t, 'GET', `/api/articles?${query}`)).status).toBe(422);
    }
  });

  it('fills summaries: tribes, themes, author, and favorite for the signed-in reader only', async () => {
    const t = await makeTestApp();
    const author = await insertUser(t);
    const reader = await insertUser(t);
    const tribe = await insertTribe(t.db, 'Bamiléké');
    const theme = await insertTheme(t.db, 'Cuisine');
    const id = await insertArticle(t.db, { userId: author.id, tribe: [tribe], themes: [theme], createdAt: minute(1) });
    const favorites = await t.db.selectFrom('collections').select('id').where('user_id', '=', reader.id).executeTakeFirstOrThrow();
    expect((await call(t, 'PUT', `/api/collections/${favorites.id}/articles/${id}`, { headers: reader.headers })).status).toBe(204);

    const [anonymous] = (await get<Page>(t, '/api/articles')).items;
    expect(anonymous).toMatchObject({
      id,
      type: 1,
      textType: 0,
      favorite: false,
      coverImage: null,
      language: 'fr',
      version: 1,
      tribe: [{ id: tribe, name: 'Bamiléké' }],
      themes: [{ id: theme, title: 'Cuisine', title_en: 'Cuisine (en)', code: expect.any(String) }],
      user: { id: author.id, slug: author.slug, firstName: 'Amina', picture: null },
    });
    expect(anonymous!.user).not.toHaveProperty('email');
    expect((await get<Page>(t, '/api/articles', reader.headers)).items[0]!.favorite).toBe(true);
    expect((await get<Page>(t, '/api/articles', author.headers)).items[0]!.favorite).toBe(false);
  });
});

describe('GET /api/articles/:id', () => {
  it('returns the article, comments and related articles (shared tribe or theme first, then same author)', async () => {
    const t = await makeTestApp();
    const [author, other] = [await insertUser(t), await insertUser(t)];
    const [tribe, lonelyTribe] = [await insertTribe(t.db), await insertTribe(t.db)];
    const theme = await insertTheme(t.db);
    const lonelyTheme = await insertTheme(t.db);
    const id = await insertArticle(t.db, { userId: author.id, tribe: [tribe], themes: [theme], createdAt: minute(10) });
    const sameTribe = await insertArticle(t.db, { userId: other.id, tribe: [tribe], themes: [lonelyTheme], createdAt: minute(1) });
    const sameTheme = await insertArticle(t.db, { userId: other.id, tribe: [lonelyTribe], themes: [theme], createdAt: minute(2) });
    const sameAuthor = await insertArticle(t.db, { userId: author.id, tribe: [lonelyTribe], themes: [lonelyTheme], createdAt: minute(20) });
    await insertArticle(t.db, { userId: other.id, tribe: [lonelyTribe], themes: [lonelyTheme], createdAt: minute(30) });
    await insertArticle(t.db, { userId: other.id, tribe: [tribe], createdAt: minute(40), deleted: true });
    await t.db
      .insertInto('comments')
      .values({ id: newId(), article_id: id, thread_id: id, user_id: other.id, content: 'Merci !', created_at: minute(11) })
      .execute();

    const detail = await get<ArticleDetail>(t, `/api/articles/${id}`);
    expect(detail.article).toMatchObject({ id, content: expect.any(String), images: [], sections: [], tags: [], audioFile: null });
    expect(detail.comments).toEqual([
      expect.objectContaining({ body: 'Merci !', html: '<p>Merci !</p>\n', createdAt: minute(11), status: 'visible', replies: [], user: expect.objectContaining({ id: other.id }) }),
    ]);
    expect(detail.relatedArticles.map((a) => a.id)).toEqual([sameTheme, sameTribe, sameAuthor]);
  });

  it('answers 404 article_not_found for unknown, deleted and malformed ids', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const deleted = await insertArticle(t.db, { userId: user.id, createdAt: minute(1), deleted: true });
    for (const id of [newId(), deleted, 'x'.repeat(40)]) {
      const res = await call(t, 'GET', `/api/articles/${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('article_not_found');
    }
  });
});
