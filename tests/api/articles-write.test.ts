import { describe, expect, it } from 'vitest';
import type { Article } from '#api/schemas/article.ts';
import { newId } from '#api/schemas/ids.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { articleBody, call, insertFile, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> }; current?: Article };

async function setup() {
  const t = await makeTestApp();
  const author = await insertUser(t);
  const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  return { t, author, refs };
}

const put = (t: TestApp, id: string, headers: Record<string, string>, body: unknown) => call(t, 'PUT', `/api/articles/${id}`, { headers, body });

describe('PUT /api/articles/:id', () => {
  it('creates an article (201, version 1, slug) then updates it with baseVersion (200, version 2)', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    const created = await put(t, id, author.headers, articleBody(refs, { title: 'Élève du village', tags: ['école'] }));
    expect(created.status).toBe(201);
    const article = (await created.json()) as Article;
    expect(article).toMatchObject({ id, slug: 'eleve-du-village', version: 1, title: 'Élève du village', tags: ['école'], favorite: false });
    expect(article.user).toMatchObject({ id: author.id, slug: author.slug });
    expect(article.tribe).toEqual([{ id: refs.tribe[0], name: expect.any(String) }]);

    const updated = await put(t, id, author.headers, articleBody(refs, { title: 'Élève du village, suite', baseVersion: 1 }));
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ version: 2, slug: 'eleve-du-village-suite', tags: [] });
  });

  it('answers 401 without a token and 422 for a malformed id', async () => {
    const { t, author, refs } = await setup();
    expect((await put(t, newId(), {}, articleBody(refs))).status).toBe(401);
    const res = await put(t, 'not-an-id', author.headers, articleBody(refs));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.fields).toEqual({ id: 'invalid_id' });
  });

  it("refuses to update another user's article (403)", async () => {
    const { t, author, refs } = await setup();
    const other = await insertUser(t);
    const id = newId();
    await put(t, id, author.headers, articleBody(refs));
    const res = await put(t, id, other.headers, articleBody(refs, { title: 'Pris par un autre', baseVersion: 1 }));
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorJson).error.code).toBe('forbidden');
  });

  it('answers 409 version_conflict with the current copy when baseVersion is stale', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    await put(t, id, author.headers, articleBody(refs));
    await put(t, id, author.headers, articleBody(refs, { title: 'Deuxième version', baseVersion: 1 }));
    const res = await put(t, id, author.headers, articleBody(refs, { title: 'Édition hors ligne', baseVersion: 1 }));
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('version_conflict');
    expect(body.current).toMatchObject({ id, version: 2, title: 'Deuxième version' });
  });

  it('treats a create replayed without baseVersion as 200 when nothing changed, 409 otherwise', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    await put(t, id, author.headers, articleBody(refs));
    const replay = await put(t, id, author.headers, articleBody(refs));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ version: 1 });
    expect((await put(t, id, author.headers, articleBody(refs, { title: 'Un autre titre' }))).status).toBe(409);
  });

  it('answers 404 for an edit (baseVersion) of an article the server never had', async () => {
    const { t, author, refs } = await setup();
    const res = await put(t, newId(), author.headers, articleBody(refs, { baseVersion: 3 }));
    expect(res.status).toBe(404);
  });

  it('checks that tribes, themes and files exist, with the right kind of file', async () => {
    const { t, author, refs } = await setup();
    const audio = await insertFile(t, 'audio', author.id);
    const res = await put(t, newId(), author.headers, articleBody({ tribe: [9999], themes: [9999] }, { coverImage: audio, imageFiles: [newId()] }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.fields).toEqual({
      tribe: 'not_found',
      themes: 'not_found',
      coverImage: 'wrong_kind',
      imageFiles: 'not_found',
    });
    const missingAudio = await put(t, newId(), author.headers, articleBody(refs, { type: 2, content: '', audioFile: newId() }));
    expect(((await missingAudio.json()) as ErrorJson).error.fields).toEqual({ audioFile: 'not_found' });
  });

  it("refuses another user's upload (or an ownerless file) in an article: 422 not_yours", async () => {
    const { t, author, refs } = await setup();
    const other = await insertUser(t);
    const theirs = await insertFile(t, 'image', other.id);
    const ownerless = await insertFile(t, 'audio', null);
    const res = await put(t, newId(), author.headers, articleBody(refs, { type: 2, content: '', coverImage: theirs, audioFile: ownerless }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.fields).toEqual({ coverImage: 'not_yours', audioFile: 'not_yours' });
  });

  it('stores files, images and sections and returns them as File objects', async () => {
    const { t, author, refs } = await setup();
    const cover = await insertFile(t, 'image', author.id, 'couverture été.png');
    const image = await insertFile(t, 'image', author.id);
    const audio = await insertFile(t, 'audio', author.id);
    const sectionImage = await insertFile(t, 'image', author.id);
    const sections = [
      { id: newId(), heading: 'Le départ', content: 'Il partit.', image: sectionImage, imageCaption: 'La route' },
      { id: newId(), heading: "L'arrivée", content: 'Il arriva.' },
    ];
    const body = articleBody(refs, { type: 2, textType: 1, content: '', coverImage: cover, imageFiles: [image], audioFile: audio, sections });
    const res = await put(t, newId(), author.headers, body);
    expect(res.status).toBe(201);
    const article = (await res.json()) as Article;
    expect(article.coverImage).toEqual({
      id: cover,
      path: `/media/${cover}/${encodeURIComponent('couverture été.png')}`,
      name: 'couverture été.png',
      mime: 'image/png',
      size: 1234,
      kind: 'image',
      durationSeconds: null,
    });
    expect(article.images.map((f) => f.id)).toEqual([image]);
    expect(article.audioFile).toMatchObject({ id: audio, kind: 'audio', durationSeconds: 12.5 });
    expect(article.sections.map((s) => [s.heading, s.position, s.image?.id ?? null])).toEqual([
      ['Le départ', 0, sectionImage],
      ["L'arrivée", 1, null],
    ]);
  });

  it('applies the story rule: no section, one section, then two', async () => {
    const { t, author, refs } = await setup();
    const story = (sections: unknown[]) => articleBody(refs, { textType: 1, content: '', sections });
    const none = await put(t, newId(), author.headers, story([]));
    expect(none.status).toBe(422);
    expect(((await none.json()) as ErrorJson).error).toMatchObject({ message: 'You must have at least one section in your story.', fields: { sections: 'min_sections' } });

    const section = () => ({ id: newId(), heading: 'Un titre', content: 'Un texte.' });
    const one = await put(t, newId(), author.headers, story([section()]));
    expect(one.status).toBe(422);
    expect(((await one.json()) as ErrorJson).error).toMatchObject({ message: expect.stringContaining('at least 2'), fields: { sections: 'min_sections' } });

    expect((await put(t, newId(), author.headers, story([section(), section()]))).status).toBe(201);
    const invalid = await put(t, newId(), author.headers, story([section(), { ...section(), heading: ' ' }]));
    expect(((await invalid.json()) as ErrorJson).error.fields).toEqual({ 'sections.1.heading': 'required' });
  });

  it('refuses a section id that belongs to another article (422, not a 500)', async () => {
    const { t, author, refs } = await setup();
    const shared = { id: newId(), heading: 'Partagée', content: 'Texte.' };
    const other = { id: newId(), heading: 'Autre', content: 'Texte.' };
    const story = (sections: unknown[]) => articleBody(refs, { textType: 1, content: '', sections });
    expect((await put(t, newId(), author.headers, story([shared, other]))).status).toBe(201);
    const res = await put(t, newId(), author.headers, story([{ ...other, id: newId() }, shared]));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).error.fields).toEqual({ 'sections.1.id': 'taken' });
  });

  it('replays the same Idempotency-Key with one effect and the same response', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    const headers = { ...author.headers, 'Idempotency-Key': 'device-1:7' };
    const first = await put(t, id, headers, articleBody(refs));
    const again = await put(t, id, headers, articleBody(refs));
    expect(again.status).toBe(first.status);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    const rows = await t.db.selectFrom('articles').select(['version']).where('id', '=', id).execute();
    expect(rows).toEqual([{ version: 1 }]);

    const reused = await put(t, id, headers, articleBody(refs, { title: 'Autre corps' }));
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as ErrorJson).error.code).toBe('idempotency_key_reused');
  });
});

describe('DELETE /api/articles/:id', () => {
  it('soft-deletes for the author (204, again 204), 403 for others, 404 when unknown', async () => {
    const { t, author, refs } = await setup();
    const other = await insertUser(t);
    const id = newId();
    await put(t, id, author.headers, articleBody(refs));
    expect((await call(t, 'DELETE', `/api/articles/${id}`, { headers: other.headers })).status).toBe(403);
    expect((await call(t, 'DELETE', `/api/articles/${id}`, { headers: author.headers })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/articles/${id}`, { headers: author.headers })).status).toBe(204);
    expect((await call(t, 'DELETE', `/api/articles/${newId()}`, { headers: author.headers })).status).toBe(404);
    expect((await call(t, 'DELETE', `/api/articles/${id}`)).status).toBe(401);

    const row = await t.db.selectFrom('articles').select(['deleted_at', 'search_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const indexed = await t.db.selectFrom('articles_fts').select('rowid').where('rowid', '=', row.search_id).execute();
    expect(indexed).toEqual([]);
    expect((await call(t, 'GET', `/api/articles/${id}`)).status).toBe(404);
    expect((await put(t, id, author.headers, articleBody(refs, { baseVersion: 1 }))).status).toBe(404);
  });
});
