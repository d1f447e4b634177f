import { describe, expect, it } from 'vitest';
import { SEARCH_WINDOW, TITLE_WINDOW } from '#api/repositories/article-search.ts';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { articleBody, call, insertArticle, insertTheme, insertTribe, insertUser, longText } from '#tests/utils/factories-content.ts';

type Page = FeedList<ArticleSummary>;
const minute = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString();
const titles = (page: Page) => page.items.map((a) => a.title);

async function suggest(t: TestApp, q: string, extra = ''): Promise<Page> {
  const res = await call(t, 'GET', `/api/articles/suggestions?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

async function search(t: TestApp, keywords: string): Promise<Page> {
  const res = await call(t, 'GET', `/api/articles?keywords=${encodeURIComponent(keywords)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

describe('GET /api/articles/suggestions (autocomplete)', () => {
  it('completes titles from the first letter, without accents or case, every word as typed', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    await insertArticle(t.db, { userId: user.id, title: "L'élève et le maître", createdAt: minute(1) });
    await insertArticle(t.db, { userId: user.id, title: 'Une autre histoire', createdAt: minute(2) });
    for (const typed of ['ele', 'ÉLÈ', 'élè', 'maitr', 'MAÎ', 'eleve mai', 'l']) {
      expect(titles(await suggest(t, typed)), typed).toContain("L'élève et le maître");
    }
    expect(titles(await suggest(t, 'u'))).toEqual(['Une autre histoire']);
    expect((await suggest(t, 'mai eleve')).items).toEqual([]);
    expect((await suggest(t, 'zz')).items).toEqual([]);
  });

  it("completes authors' names, and puts titles that start with the word first, then the newest", async () => {
    const t = await makeTestApp();
    const esther = await insertUser(t, { firstName: 'Esther', lastName: 'Ngo Mbock' });
    const other = await insertUser(t, { firstName: 'Samuel', lastName: 'Fotso' });
    await insertArticle(t.db, { userId: esther.id, title: 'Recettes de Douala', createdAt: minute(1) });
    await insertArticle(t.db, { userId: other.id, title: 'Le marché de Mbouda', createdAt: minute(2) });
    await insertArticle(t.db, { userId: other.id, title: 'Marché du soir', createdAt: minute(3) });
    await insertArticle(t.db, { userId: other.id, title: 'Marchés anciens', createdAt: minute(4) });
    expect(titles(await suggest(t, 'ngo mb'))).toEqual(['Recettes de Douala']);
    expect(titles(await suggest(t, 'mbo'))).toEqual(['Le marché de Mbouda', 'Recettes de Douala']);
    expect(titles(await suggest(t, 'marche'))).toEqual(['Marchés anciens', 'Marché du soir', 'Le marché de Mbouda']);
    expect(titles(await suggest(t, 'marche', '&limit=2'))).toEqual(['Marchés anciens', 'Marché du soir']);
    const page = await suggest(t, 'marche');
    expect(page).toMatchObject({ total: null, nextCursor: null });
    expect(page.items[0]).toMatchObject({ user: { firstName: 'Samuel' }, tribe: [], themes: [] });
  });

  it('completes words longer than the prefix index keeps, checking the whole prefix', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t, { firstName: 'Paul', lastName: 'Atangana' });
    await insertArticle(t.db, { userId: user.id, title: 'Tradition orale', createdAt: minute(1) });
    await insertArticle(t.db, { userId: user.id, title: 'Traditions du Nord', createdAt: minute(2) });
    await insertArticle(t.db, { userId: user.id, title: 'Traditionnel et moderne', createdAt: minute(3) });
    await insertArticle(t.db, { userId: user.id, title: 'Tradespeople', createdAt: minute(4) });
    expect(titles(await suggest(t, 'tradition'))).toEqual(['Traditionnel et moderne', 'Traditions du Nord', 'Tradition orale']);
    expect(titles(await suggest(t, 'TRADITIONN'))).toEqual(['Traditionnel et moderne']);
    expect(titles(await suggest(t, 'nord traditions'))).toEqual(['Traditions du Nord']);
    expect(titles(await suggest(t, 'nor traditions'))).toEqual([]);
    expect(titles(await suggest(t, 'traditions nor'))).toEqual(['Traditions du Nord']);
    expect((await suggest(t, 'traditx')).items).toEqual([]);
    expect(await suggest(t, 'atangan')).toMatchObject({ items: { length: 4 } });
    expect(titles(await search(t, 'traditionn'))).toEqual(['Traditionnel et moderne']);
  });

  it('follows writes: a new title is suggested, the old title and deleted articles are not', async () => {
    const t = await makeTestApp();
    const author = await insertUser(t);
    const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
    const id = newId();
    await call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { title: 'Premier baobab' }) });
    expect(titles(await suggest(t, 'bao'))).toEqual(['Premier baobab']);
    await call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { title: 'Nouveau fromager', baseVersion: 1 }) });
    expect((await suggest(t, 'bao')).items).toEqual([]);
    expect(titles(await suggest(t, 'froma'))).toEqual(['Nouveau fromager']);
    await call(t, 'DELETE', `/api/articles/${id}`, { headers: author.headers });
    expect((await suggest(t, 'froma')).items).toEqual([]);
  });

  it('answers 422 without q or with a bad limit, and never 500 to FTS syntax', async () => {
    const t = await makeTestApp();
    for (const query of ['', 'q=', 'q=%20%20', 'q=ab&limit=0', 'q=ab&limit=11', 'q=ab&limit=x', `q=${'a'.repeat(101)}`]) {
      expect((await call(t, 'GET', `/api/articles/suggestions?${query}`)).status, query).toBe(422);
    }
    for (const text of ['"ab', 'ab OR', 'title:ab', 'NEAR(ab', '*', 'AND', '-ab', '{', '"', '!!!']) {
      expect((await suggest(t, text)).items).toEqual([]);
    }
  });
});

describe('search ranking is bounded', () => {
  it('ranks within the newest matches plus the newest title matches: an old title match still comes first', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    await insertArticle(t.db, { userId: user.id, title: 'Le grand baobab', createdAt: minute(0) });
    const bodyOnly = SEARCH_WINDOW + 30;
    for (let i = 1; i <= bodyOnly; i++) {
      await insertArticle(t.db, { userId: user.id, title: `Récit ${i}`, content: `Sous le baobab. ${longText()}`, createdAt: minute(i) });
    }
    const seen: string[] = [];
    let page = (await (await call(t, 'GET', '/api/articles?keywords=baobab&limit=50')).json()) as Page;
    expect(page.items[0]!.title).toBe('Le grand baobab');
    seen.push(...titles(page));
    while (page.nextCursor) {
      page = (await (await call(t, 'GET', `/api/articles?keywords=baobab&limit=50&cursor=${page.nextCursor}`)).json()) as Page;
      seen.push(...titles(page));
    }
    // The window: the newest SEARCH_WINDOW body matches and the title match, newest first after it.
    expect(seen.length).toBeLessThanOrEqual(SEARCH_WINDOW + TITLE_WINDOW);
    expect(seen).toEqual(['Le grand baobab', ...Array.from({ length: SEARCH_WINDOW }, (_, i) => `Récit ${bodyOnly - i}`)]);
  });
});
