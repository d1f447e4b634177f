import { describe, expect, it } from 'vitest';
import type { Article, ArticleDetail, ArticleSummary } from '#api/schemas/article.ts';
import type { FeedList } from '#api/schemas/list.ts';
import { newId } from '#api/schemas/ids.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { articleBody, call, insertArticle, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } };

async function setup() {
  const t = await makeTestApp();
  const author = await insertUser(t);
  const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  return { t, author, refs };
}

const put = (t: TestApp, id: string, headers: Record<string, string>, body: unknown) => call(t, 'PUT', `/api/articles/${id}`, { headers, body });
const detail = async (t: TestApp, id: string) => ((await (await call(t, 'GET', `/api/articles/${id}`)).json()) as ArticleDetail).article;

describe('linked translations (translationOf)', () => {
  it('links both ways: the translation names its original, and the original shows the translation', async () => {
    const { t, author, refs } = await setup();
    const [fr, en] = [newId(), newId()];
    expect((await put(t, fr, author.headers, articleBody(refs, { title: 'Le conte du baobab', language: 'fr' }))).status).toBe(201);
    const created = await put(t, en, author.headers, articleBody(refs, { title: 'The baobab tale', language: 'en', translationOf: fr }));
    expect(created.status).toBe(201);
    expect((await created.json()) as Article).toMatchObject({ translationOf: fr, translation: { id: fr, slug: 'le-conte-du-baobab', language: 'fr', title: 'Le conte du baobab' } });
    expect(await detail(t, fr)).toMatchObject({ translationOf: null, translation: { id: en, slug: 'the-baobab-tale', language: 'en', title: 'The baobab tale' } });

    // Deleting the translation unlinks the original.
    expect((await call(t, 'DELETE', `/api/articles/${en}`, { headers: author.headers })).status).toBe(204);
    expect((await detail(t, fr)).translation).toBeNull();
  });

  it('replays an identical body without a new version, and removes the link when set back to null', async () => {
    const { t, author, refs } = await setup();
    const [fr, en] = [newId(), newId()];
    await put(t, fr, author.headers, articleBody(refs, { language: 'fr' }));
    await put(t, en, author.headers, articleBody(refs, { language: 'en', translationOf: fr }));
    const replay = await put(t, en, author.headers, articleBody(refs, { language: 'en', translationOf: fr }));
    expect(((await replay.json()) as Article).version).toBe(1);
    const unlinked = await put(t, en, author.headers, articleBody(refs, { language: 'en', translationOf: null, baseVersion: 1 }));
    expect(unlinked.status).toBe(200);
    expect(((await unlinked.json()) as Article).translation).toBeNull();
  });

  it.each([
    ['itself', 'self'],
    ['not_found', 'missing'],
    ['not_yours', 'other author'],
    ['same_language', 'same language'],
    ['taken', 'already linked'],
  ])('refuses a translationOf that is %s (%s) with a clear 422, writing nothing', async (rule, situation) => {
    const { t, author, refs } = await setup();
    const other = await insertUser(t);
    const id = newId();
    let target: string;
    if (situation === 'self') target = id;
    else if (situation === 'missing') target = newId();
    else if (situation === 'other author') {
      target = newId();
      await put(t, target, other.headers, articleBody(refs, { language: 'fr' }));
    } else {
      target = newId();
      await put(t, target, author.headers, articleBody(refs, { language: situation === 'same language' ? 'en' : 'fr' }));
      if (situation === 'already linked') await put(t, newId(), author.headers, articleBody(refs, { language: 'en', translationOf: target }));
    }
    const res = await put(t, id, author.headers, articleBody(refs, { language: 'en', translationOf: target }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.fields).toEqual({ translationOf: rule });
    expect(body.error.message).toContain(`translationOf ${rule}`);
    expect((await call(t, 'GET', `/api/articles/${id}`)).status).toBe(404);
  });

  it('refuses a malformed translationOf as invalid input', async () => {
    const { t, author, refs } = await setup();
    const res = await put(t, newId(), author.headers, articleBody(refs, { translationOf: '<script>' }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.fields).toHaveProperty('translationOf');
  });
});

describe("GET /api/articles?lang (the reader's content language)", () => {
  const minute = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString();

  it('shows only articles in that language, on every feed and in search, and both without it', async () => {
    const { t, author } = await setup();
    const tribe = await insertTribe(t.db);
    const theme = await insertTheme(t.db);
    for (let i = 0; i < 12; i++) {
      await insertArticle(t.db, { userId: author.id, tribe: [tribe], themes: [theme], type: 1 + (i % 2), language: i % 3 ? 'fr' : 'en', createdAt: minute(i), title: `Conte numéro ${i}` });
    }
    const languagesOf = async (query: string) => {
      const res = await call(t, 'GET', `/api/articles?${query}`);
      expect(res.status).toBe(200);
      return new Set(((await res.json()) as FeedList<ArticleSummary>).items.map((a) => a.language));
    };
    for (const filter of ['', '&type=2', `&tribe=${tribe}`, `&theme=${theme}&type=1`, `&tribe=${tribe}&theme=${theme}`, '&keywords=conte']) {
      expect(await languagesOf(`limit=20${filter}&lang=en`), filter).toEqual(new Set(['en']));
      expect(await languagesOf(`limit=20${filter}&lang=fr`), filter).toEqual(new Set(['fr']));
      expect(await languagesOf(`limit=20${filter}`), filter).toEqual(new Set(['fr', 'en']));
    }
    // A language edited later moves the article between the filtered feeds (the link copies follow).
    const [first] = ((await (await call(t, 'GET', `/api/articles?limit=1&tribe=${tribe}&lang=en`)).json()) as FeedList<ArticleSummary>).items;
    await t.db.updateTable('articles').set({ language: 'fr' }).where('id', '=', first!.id).execute();
    const ids = ((await (await call(t, 'GET', `/api/articles?limit=20&tribe=${tribe}&lang=en`)).json()) as FeedList<ArticleSummary>).items.map((a) => a.id);
    expect(ids).not.toContain(first!.id);
  });

  it('refuses an unknown language clearly', async () => {
    const { t } = await setup();
    const res = await call(t, 'GET', '/api/articles?lang=de');
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.fields).toEqual({ lang: 'invalid_language' });
  });
});
