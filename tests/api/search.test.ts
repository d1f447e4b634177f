import { describe, expect, it } from 'vitest';
import { toMatchQuery, toTitleMatchQuery } from '#api/repositories/search-text.ts';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { articleBody, call, insertArticle, insertTheme, insertTribe, insertUser, longText } from '#tests/utils/factories-content.ts';

type Page = FeedList<ArticleSummary>;
const minute = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString();

async function search(t: TestApp, keywords: string, extra = ''): Promise<Page> {
  const res = await call(t, 'GET', `/api/articles?keywords=${encodeURIComponent(keywords)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}
const titles = (page: Page) => page.items.map((a) => a.title);

describe('toMatchQuery', () => {
  it('quotes every token, makes the last a prefix where the index keeps that prefix, and drops FTS syntax', () => {
    // The body completes the last word from 2 characters (issue #25); titles and names from 1.
    expect(toMatchQuery('  élève  maît')).toBe('"élève" "maît"*');
    expect(toMatchQuery('élève m')).toBe('"élève" "m"');
    expect(toMatchQuery('élève ma')).toBe('"élève" "ma"*');
    expect(toMatchQuery('élève maî')).toBe('"élève" "maî"*');
    expect(toTitleMatchQuery('  élève  maît')).toBe('"élève" "maît"*');
    expect(toTitleMatchQuery('m')).toBe('"m"*');
    expect(toMatchQuery('title:x OR "y" NEAR(z*) -w ^v')).toBe('"title" "x" "OR" "y" "NEAR" "z" "w" "v"');
    expect(toMatchQuery('a')).toBe('"a"');
    expect(toMatchQuery('!!! ***')).toBeNull();
  });
});

describe('GET /api/articles?keywords=', () => {
  it('ignores accents and case, and completes the last word as a prefix', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    await insertArticle(t.db, { userId: user.id, title: "L'élève et le maître", createdAt: minute(1) });
    await insertArticle(t.db, { userId: user.id, title: 'Une autre histoire', createdAt: minute(2) });
    expect(titles(await search(t, 'eleve'))).toEqual(["L'élève et le maître"]);
    expect(titles(await search(t, 'ÉLÈVE'))).toEqual(["L'élève et le maître"]);
    expect(titles(await search(t, 'eleve mait'))).toEqual(["L'élève et le maître"]);
    expect((await search(t, 'mait eleve')).items).toEqual([]);
    expect((await search(t, 'histoire eleve')).items).toEqual([]);
  });

  it('completes a word begun inside a story, accents aside: "éduc", "educ" find "éducation" (issue #25)', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    await insertArticle(t.db, { userId: user.id, title: 'Au village', content: `Les anciens parlent de l'éducation des enfants. ${longText()}`, createdAt: minute(1) });
    await insertArticle(t.db, { userId: user.id, title: 'Récolte', content: `Le cacao sèche au soleil. ${longText()}`, createdAt: minute(2) });
    expect(titles(await search(t, 'éduc'))).toEqual(['Au village']);
    expect(titles(await search(t, 'educ'))).toEqual(['Au village']);
    expect(titles(await search(t, 'anciens éduca'))).toEqual(['Au village']);
    expect(titles(await search(t, 'cacao'))).toEqual(['Récolte']);
    expect((await search(t, 'éducz')).items).toEqual([]);
  });

  it('ranks a title match above body matches', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    await insertArticle(t.db, { userId: user.id, title: 'Recettes du marché', content: `baobab ${'baobab '.repeat(5)}${longText()}`, createdAt: minute(3) });
    await insertArticle(t.db, { userId: user.id, title: 'Le baobab sacré', createdAt: minute(1) });
    await insertArticle(t.db, { userId: user.id, title: 'Au village', content: `un baobab ${longText()}`, createdAt: minute(2) });
    expect(titles(await search(t, 'baobab'))).toEqual(['Le baobab sacré', 'Recettes du marché', 'Au village']);
  });

  it('pages search results with an offset cursor until nextCursor is null', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    for (let i = 0; i < 7; i++) await insertArticle(t.db, { userId: user.id, title: `Conte numéro ${i}`, createdAt: minute(i) });
    await insertArticle(t.db, { userId: user.id, title: 'Sans rapport', createdAt: minute(9) });
    const seen: string[] = [];
    let page = await search(t, 'conte', '&limit=3');
    seen.push(...titles(page));
    while (page.nextCursor) {
      page = await search(t, 'conte', `&limit=3&cursor=${page.nextCursor}`);
      expect(page.total).toBeNull();
      seen.push(...titles(page));
    }
    expect(seen.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Conte numéro ${i}`));
    expect(titles(await search(t, 'conte', '&limit=3&offset=6'))).toHaveLength(1);

    const feedCursor = (await (await call(t, 'GET', '/api/articles?limit=1')).json()) as Page;
    expect((await call(t, 'GET', `/api/articles?keywords=conte&cursor=${feedCursor.nextCursor}`)).status).toBe(422);
  });

  it('combines search with filters, and never answers 500 to FTS syntax', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const theme = await insertTheme(t.db);
    await insertArticle(t.db, { userId: user.id, title: 'Danse royale', themes: [theme], createdAt: minute(1) });
    await insertArticle(t.db, { userId: user.id, title: 'Danse du masque', type: 2, createdAt: minute(2) });
    expect(titles(await search(t, 'danse', `&theme=${theme}`))).toEqual(['Danse royale']);
    expect(titles(await search(t, 'danse', '&type=2'))).toEqual(['Danse du masque']);
    for (const text of ['"danse', 'danse OR', 'title:danse', 'NEAR(danse', '*', 'AND', '-danse', '{', '"']) {
      await search(t, text);
    }
    expect(await search(t, '!!!')).toEqual({ items: [], total: null, nextCursor: null });
  });

  it('follows writes: new titles and story sections are found, old titles and deleted articles are not', async () => {
    const t = await makeTestApp();
    const author = await insertUser(t);
    const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
    const id = newId();
    await call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { title: 'Premier titre', tags: ['griot'] }) });
    expect(titles(await search(t, 'griot'))).toEqual(['Premier titre']);
    await call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, { title: 'Nouveau titre', baseVersion: 1 }) });
    expect((await search(t, 'premier')).items).toEqual([]);
    expect(titles(await search(t, 'nouveau'))).toEqual(['Nouveau titre']);

    const sections = [
      { id: newId(), heading: 'Chapitre un', content: 'Le kora résonne.' },
      { id: newId(), heading: 'Chapitre deux', content: 'Fin.' },
    ];
    await call(t, 'PUT', `/api/articles/${newId()}`, { headers: author.headers, body: articleBody(refs, { title: 'Histoire en parties', textType: 1, content: '', sections }) });
    expect(titles(await search(t, 'kora'))).toEqual(['Histoire en parties']);

    await call(t, 'DELETE', `/api/articles/${id}`, { headers: author.headers });
    expect((await search(t, 'nouveau')).items).toEqual([]);
  });
});
