import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import { SOURCES_PER_QUERY } from '#api/repositories/following-feed.ts';
import { call, insertArticle, insertTheme, insertTribe, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/** `GET /api/feed/following` (issue #29): what is in it, its order, paging and filters. */
interface Page {
  items: ArticleSummary[];
  total: number | null;
  nextCursor: string | null;
}

const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString();

/** Every page of the reader's following feed for `query`, by cursor, as titles. */
async function allTitles(t: TestApp, reader: ContentUser, query = '', limit = 2): Promise<string[]> {
  const titles: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await call(t, 'GET', `/api/feed/following?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`, { headers: reader.headers });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.total).toBeNull();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    titles.push(...page.items.map((a) => a.title));
    cursor = page.nextCursor;
  } while (cursor);
  return titles;
}

async function world(t: TestApp) {
  const [reader, followed, other] = [await insertUser(t), await insertUser(t, { firstName: 'Awa' }), await insertUser(t, { firstName: 'Kofi' })];
  const [tribe, otherTribe] = [await insertTribe(t.db), await insertTribe(t.db)];
  const [theme, otherTheme] = [await insertTheme(t.db), await insertTheme(t.db)];
  const article = (title: string, n: number, a: { by: ContentUser; tribe: number; theme: number; type?: number; language?: 'fr' | 'en'; deleted?: boolean }) =>
    insertArticle(t.db, { userId: a.by.id, tribe: [a.tribe], themes: [a.theme], title, createdAt: minute(n), type: a.type, language: a.language, deleted: a.deleted });
  await article('by followed', 1, { by: followed, tribe: otherTribe, theme: otherTheme });
  await article('in followed tribe', 2, { by: other, tribe, theme: otherTheme, type: 2 });
  await article('in followed theme', 3, { by: other, tribe: otherTribe, theme, language: 'en' });
  await article('not followed', 4, { by: other, tribe: otherTribe, theme: otherTheme });
  await article('followed thrice', 5, { by: followed, tribe, theme, type: 2, language: 'en' });
  await article('deleted by followed', 6, { by: followed, tribe, theme, deleted: true });
  await article('by reader', 7, { by: reader, tribe: otherTribe, theme: otherTheme });
  await article('by followed, english', 8, { by: followed, tribe: otherTribe, theme: otherTheme, language: 'en' });
  for (const path of [`users/${followed.id}`, `tribes/${tribe}`, `themes/${theme}`]) expect((await call(t, 'PUT', `/api/follows/${path}`, { headers: reader.headers })).status).toBe(201);
  return { reader, followed, other, tribe, otherTribe, theme, otherTheme };
}

describe('GET /api/feed/following', () => {
  it('holds articles by followed authors or in followed tribes or themes, newest first, each once, paged by cursor to the end', async () => {
    const t = await makeTestApp();
    const { reader } = await world(t);
    expect(await allTitles(t, reader)).toEqual(['by followed, english', 'followed thrice', 'in followed theme', 'in followed tribe', 'by followed']);
    expect(await allTitles(t, reader, '', 50)).toEqual(await allTitles(t, reader, '', 1));
    // The cards are the main feed's.
    const res = await call(t, 'GET', '/api/feed/following?limit=1', { headers: reader.headers });
    const [card] = ((await res.json()) as Page).items;
    const main = ((await (await call(t, 'GET', '/api/articles?limit=1', { headers: reader.headers })).json()) as Page).items[0];
    expect(card).toEqual(main);
  });

  it('filters by type, content language, tribe and theme like the main feed', async () => {
    const t = await makeTestApp();
    const { reader, tribe, otherTribe, theme, otherTheme } = await world(t);
    expect(await allTitles(t, reader, '&type=2')).toEqual(['followed thrice', 'in followed tribe']);
    expect(await allTitles(t, reader, '&lang=en')).toEqual(['by followed, english', 'followed thrice', 'in followed theme']);
    expect(await allTitles(t, reader, '&type=2&lang=en')).toEqual(['followed thrice']);
    // A followed tribe or theme: all it holds is in the feed.
    expect(await allTitles(t, reader, `&tr=${tribe}`)).toEqual(['followed thrice', 'in followed tribe']);
    expect(await allTitles(t, reader, `&th=${theme}`)).toEqual(['followed thrice', 'in followed theme']);
    // Another tribe or theme: only what the reader follows in it.
    expect(await allTitles(t, reader, `&tr=${otherTribe}`)).toEqual(['by followed, english', 'in followed theme', 'by followed']);
    expect(await allTitles(t, reader, `&th=${otherTheme}`)).toEqual(['by followed, english', 'in followed tribe', 'by followed']);
    expect(await allTitles(t, reader, `&tr=${otherTribe}&th=${otherTheme}&lang=en`)).toEqual(['by followed, english']);
  });

  it('is empty for a reader who follows nothing, and drops what they unfollow', async () => {
    const t = await makeTestApp();
    const { reader, followed, tribe } = await world(t);
    const loner = await insertUser(t);
    expect(await allTitles(t, loner)).toEqual([]);
    expect(await allTitles(t, loner, `&tr=${tribe}`)).toEqual([]);
    await call(t, 'DELETE', `/api/follows/users/${followed.id}`, { headers: reader.headers });
    expect(await allTitles(t, reader)).toEqual(['followed thrice', 'in followed theme', 'in followed tribe']);
  });

  it('fills a page past articles readers are not offered (undecodable audio), which their author still sees', async () => {
    const t = await makeTestApp();
    const { reader, followed, tribe } = await world(t);
    const id = await insertArticle(t.db, { userId: followed.id, tribe: [tribe], title: 'unplayable podcast', type: 2, createdAt: minute(9) });
    await t.db.updateTable('articles').set({ audio_unreadable: 1 }).where('id', '=', id).execute();
    const res = await call(t, 'GET', '/api/feed/following?limit=2', { headers: reader.headers });
    expect(((await res.json()) as Page).items.map((a) => a.title)).toEqual(['by followed, english', 'followed thrice']);
    expect(await allTitles(t, reader, '', 1)).toEqual(['by followed, english', 'followed thrice', 'in followed theme', 'in followed tribe', 'by followed']);
    // Its author, following its tribe, still finds it in theirs.
    await call(t, 'PUT', `/api/follows/tribes/${tribe}`, { headers: followed.headers });
    expect(await allTitles(t, followed, '', 1)).toEqual(['unplayable podcast', 'followed thrice', 'in followed tribe']);
  });

  it(`merges more sources than one statement holds (${SOURCES_PER_QUERY})`, async () => {
    const t = await makeTestApp();
    const reader = await insertUser(t);
    const now = t.deps.now().toISOString();
    const authors = Array.from({ length: SOURCES_PER_QUERY + 5 }, (_, i) => ({ id: newId(), n: i }));
    await t.db
      .insertInto('users')
      .values(
        authors.map(({ id, n }) => ({
          id,
          slug: `author-${n}`,
          email: `author-${n}@example.test`,
          first_name: 'A',
          last_name: `N${n}`,
          password_hash: 'x',
          presentation: null,
          phone_number: null,
          picture_file_id: null,
          language: 'fr',
          activated_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await t.db
      .insertInto('follows')
      .values(authors.map(({ id }) => ({ id: newId(), follower_id: reader.id, user_id: id, created_at: now })))
      .execute();
    // Each author wrote one article: every statement's sources are in the feed, in one order.
    for (const { id, n } of authors) await insertArticle(t.db, { userId: id, title: `by ${n}`, createdAt: minute(n) });
    const expected = authors.map(({ n }) => `by ${n}`).reverse();
    expect(await allTitles(t, reader, '', 50)).toEqual(expected);
  });
});
