import { describe, expect, it } from 'vitest';
import type { Comment, ReplyPage } from '#api/schemas/comments.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe } from '#tests/utils/factories-content.ts';
import { comment, commentCount, reader, story, thread, writeComment } from '#tests/utils/factories-comments.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

type ErrorJson = { error: { code: string; fields?: Record<string, string> }; ban?: { reason: string; until: string | null }; retryAfterSeconds?: number };

describe('comments: writing, replies and threads', () => {
  it('creates under the client id (201), replays the same body as 200 without a change, edits as edited', async () => {
    const t = await makeTestApp();
    const [author, ama] = [await reader(t), await reader(t)];
    const articleId = await story(t, author);
    const id = newId();
    const first = await writeComment(t, ama, { articleId, body: '  Hello *there*  ', atSeconds: 190 }, id);
    expect(first.status).toBe(201);
    const created = (await first.json()) as Comment;
    expect(created).toMatchObject({
      id,
      articleId,
      parentId: null,
      body: 'Hello *there*',
      html: '<p>Hello <em>there</em></p>\n',
      atSeconds: 190,
      status: 'visible',
      editedAt: null,
      likeCount: 0,
      liked: false,
      replyCount: 0,
    });
    const replay = await writeComment(t, ama, { articleId, body: 'Hello *there*', atSeconds: 190 }, id);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(created);
    expect(await commentCount(t, articleId)).toBe(1);
    const edit = await writeComment(t, ama, { articleId, body: 'Hello again', atSeconds: 190 }, id);
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ body: 'Hello again', html: '<p>Hello again</p>\n', editedAt: expect.any(String) });
    expect(await commentCount(t, articleId)).toBe(1);
  });

  it('refuses bad text, an unknown article and another writer’s id with clear errors', async () => {
    const t = await makeTestApp();
    const [author, ama, kofi] = [await reader(t), await reader(t), await reader(t)];
    const articleId = await story(t, author);
    const blank = await writeComment(t, ama, { articleId, body: '   ' });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as ErrorJson).error.fields).toEqual({ body: 'required' });
    const long = await writeComment(t, ama, { articleId, body: 'x'.repeat(5001) });
    expect(((await long.json()) as ErrorJson).error.fields).toEqual({ body: 'max_length' });
    expect((await writeComment(t, ama, { articleId, body: 'ok', atSeconds: -1 })).status).toBe(422);
    const missing = await writeComment(t, ama, { articleId: newId(), body: 'Hello' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorJson).error.code).toBe('article_not_found');
    const mine = await comment(t, ama, articleId, 'Mine');
    const taken = await writeComment(t, kofi, { articleId, body: 'Not yours' }, mine.id);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorJson).error.code).toBe('comment_id_taken');
    expect((await call(t, 'PUT', `/api/comments/not-hex`, { headers: ama.headers, body: { articleId, body: 'x' } })).status).toBe(422);
  });

  it('keeps two levels: a reply to a reply sits under the top-level comment and says whom it answers', async () => {
    const t = await makeTestApp();
    const [author, ama, kofi, lea] = [await reader(t), await reader(t, { firstName: 'Ama' }), await reader(t, { firstName: 'Kofi' }), await reader(t)];
    const articleId = await story(t, author);
    const top = await comment(t, ama, articleId, 'Top');
    const reply = await comment(t, kofi, articleId, 'Reply', { parentId: top.id });
    const deeper = await comment(t, lea, articleId, 'Reply to the reply', { parentId: reply.id });
    expect(reply).toMatchObject({ parentId: top.id, replyToUser: null });
    expect(deeper).toMatchObject({ parentId: top.id, replyToUser: expect.objectContaining({ id: kofi.id, firstName: 'Kofi' }) });
    for (let i = 0; i < 3; i++) await comment(t, lea, articleId, `More ${i}`, { parentId: top.id });
    const page = await thread(t, null, articleId);
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.replyCount).toBe(5);
    expect(page.items[0]!.replies.map((r) => r.body)).toEqual(['Reply', 'Reply to the reply', 'More 0']);
    const replies = await call(t, 'GET', `/api/comments/${top.id}/replies?limit=2`);
    const first = (await replies.json()) as ReplyPage;
    expect(first.items.map((r) => r.body)).toEqual(['Reply', 'Reply to the reply']);
    const rest = (await (await call(t, 'GET', `/api/comments/${top.id}/replies?limit=2&cursor=${first.nextCursor}`)).json()) as ReplyPage;
    expect(rest.items.map((r) => r.body)).toEqual(['More 0', 'More 1']);
    const other = await story(t, author);
    expect((await writeComment(t, ama, { articleId: other, parentId: top.id, body: 'Wrong thread' })).status).toBe(422);
  });

  it('pages by keyset in each sort, with the pinned comment leading page 1 and `liked` for the reader', async () => {
    const t = await makeTestApp();
    const [author, ama, kofi] = [await reader(t), await reader(t), await reader(t)];
    const articleId = await story(t, author);
    const made: Comment[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(await comment(t, ama, articleId, `c${i}`));
      t.clock.advance(1000);
    }
    await call(t, 'PUT', `/api/comments/${made[1]!.id}/like`, { headers: kofi.headers });
    await call(t, 'PUT', `/api/comments/${made[1]!.id}/like`, { headers: kofi.headers });
    await call(t, 'PUT', `/api/comments/${made[3]!.id}/like`, { headers: author.headers });
    await call(t, 'PUT', `/api/comments/${made[3]!.id}/like`, { headers: kofi.headers });
    const bodies = async (query: string, viewer = kofi) => {
      const all: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await thread(t, viewer, articleId, `?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`);
        all.push(...page.items.map((c) => `${c.body}${c.liked ? '♥' : ''}`));
        cursor = page.nextCursor;
      } while (cursor);
      return all;
    };
    expect(await bodies('')).toEqual(['c0', 'c1♥', 'c2', 'c3♥', 'c4']);
    expect(await bodies('&sort=newest')).toEqual(['c4', 'c3♥', 'c2', 'c1♥', 'c0']);
    expect(await bodies('&sort=top')).toEqual(['c3♥', 'c1♥', 'c4', 'c2', 'c0']);
    const pin = await call(t, 'PUT', `/api/articles/${articleId}/pinned-comment`, { headers: author.headers, body: { commentId: made[2]!.id } });
    expect(pin.status).toBe(200);
    expect(await bodies('')).toEqual(['c2', 'c0', 'c1♥', 'c3♥', 'c4']);
    expect((await thread(t, null, articleId)).items[0]).toMatchObject({ body: 'c2', pinned: true, liked: false });
    expect((await call(t, 'DELETE', `/api/articles/${articleId}/pinned-comment`, { headers: author.headers })).status).toBe(204);
    expect(await bodies('')).toEqual(['c0', 'c1♥', 'c2', 'c3♥', 'c4']);
    const unlike = await call(t, 'DELETE', `/api/comments/${made[1]!.id}/like`, { headers: kofi.headers });
    expect(await unlike.json()).toEqual({ likeCount: 0, liked: false });
    const bad = await call(t, 'GET', `/api/articles/${articleId}/comments?cursor=abc`);
    expect(bad.status).toBe(422);
  });

  it('deletes softly: with replies it stays as deleted, without it disappears; the counter follows', async () => {
    const t = await makeTestApp();
    const [author, ama, kofi] = [await reader(t), await reader(t), await reader(t)];
    const articleId = await story(t, author);
    const lonely = await comment(t, ama, articleId, 'Alone');
    const parent = await comment(t, ama, articleId, 'Parent');
    const reply = await comment(t, kofi, articleId, 'Reply', { parentId: parent.id });
    expect(await commentCount(t, articleId)).toBe(3);
    for (const id of [lonely.id, parent.id, parent.id]) expect((await call(t, 'DELETE', `/api/comments/${id}`, { headers: ama.headers })).status).toBe(204);
    const page = await thread(t, null, articleId);
    expect(page.items.map((c) => [c.status, c.body, c.html])).toEqual([['deleted', '', '']]);
    expect(page.total).toBe(1);
    expect((await writeComment(t, ama, { articleId, body: 'Edited after delete' }, parent.id)).status).toBe(409);
    await call(t, 'DELETE', `/api/comments/${reply.id}`, { headers: kofi.headers });
    expect((await thread(t, null, articleId)).items).toEqual([]);
    expect(await commentCount(t, articleId)).toBe(0);
    expect((await call(t, 'DELETE', `/api/comments/${newId()}`, { headers: ama.headers })).status).toBe(404);
  });

  it('shares one thread between a story and its linked translation, with a language filter', async () => {
    const t = await makeTestApp();
    const [author, ama] = [await reader(t), await reader(t)];
    const fr = await story(t, author, { language: 'fr' });
    const en = await story(t, author, { language: 'en' });
    await t.db.updateTable('articles').set({ translation_of: fr }).where('id', '=', en).execute();
    await comment(t, ama, fr, 'En français');
    await comment(t, ama, en, 'In English', { language: 'en' });
    for (const id of [fr, en]) {
      const page = await thread(t, null, id);
      expect(page.items.map((c) => [c.body, c.language])).toEqual([
        ['En français', 'fr'],
        ['In English', 'en'],
      ]);
      expect(page.total).toBe(2);
    }
    expect((await thread(t, null, en, '?language=en')).items.map((c) => c.body)).toEqual(['In English']);
    const feed = (await (await call(t, 'GET', '/api/articles?limit=10')).json()) as { items: { id: string; commentCount: number }[] };
    expect(feed.items.filter((a) => a.id === fr || a.id === en).map((a) => a.commentCount)).toEqual([2, 2]);
  });

  it('gives a comment its writer’s language, not the article’s: the one sent, else the profile’s', async () => {
    const t = await makeTestApp();
    const [author, anglo, franco] = [await reader(t), await reader(t), await reader(t)];
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', anglo.id).execute();
    const fr = await story(t, author, { language: 'fr' });
    const fromProfile = await comment(t, anglo, fr, 'Written in English under a French story');
    expect(fromProfile.language).toBe('en');
    const sent = await comment(t, franco, fr, 'Also in English', { language: 'en' });
    expect(sent.language).toBe('en');
    expect((await comment(t, franco, fr, 'En français')).language).toBe('fr');
    expect((await thread(t, null, fr, '?language=en')).items.map((c) => c.body)).toEqual(['Written in English under a French story', 'Also in English']);
    // An edit may correct the language; the same text and language again is a replay (no "edited").
    const fixed = await writeComment(t, franco, { articleId: fr, body: 'Also in English', language: 'fr' }, sent.id);
    expect(((await fixed.json()) as Comment).language).toBe('fr');
    const replay = await writeComment(t, anglo, { articleId: fr, body: 'Written in English under a French story' }, fromProfile.id);
    expect(((await replay.json()) as Comment).editedAt).toBeNull();
    const bad = await writeComment(t, franco, { articleId: fr, body: 'Hola', language: 'es' });
    expect(bad.status).toBe(422);
  });

  it('joins the threads when an author links a translation, and parts them when the link goes', async () => {
    const t = await makeTestApp();
    const [author, ama] = [await reader(t), await reader(t)];
    const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
    const [fr, en] = [newId(), newId()];
    const save = (id: string, body: Record<string, unknown>) => call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: articleBody(refs, body) });
    expect((await save(fr, { language: 'fr' })).status).toBe(201);
    expect((await save(en, { language: 'en' })).status).toBe(201);
    await comment(t, ama, fr, 'Avant le lien');
    await comment(t, ama, en, 'Before the link');
    expect((await save(en, { language: 'en', translationOf: fr, baseVersion: 1 })).status).toBe(200);
    for (const id of [fr, en]) {
      expect((await thread(t, null, id)).items.map((c) => c.body)).toEqual(['Avant le lien', 'Before the link']);
      expect(await commentCount(t, id)).toBe(2);
    }
    expect((await save(en, { language: 'en', translationOf: null, baseVersion: 2 })).status).toBe(200);
    expect((await thread(t, null, fr)).items.map((c) => c.body)).toEqual(['Avant le lien']);
    expect((await thread(t, null, en)).items.map((c) => c.body)).toEqual(['Before the link']);
    expect([await commentCount(t, fr), await commentCount(t, en)]).toEqual([1, 1]);
  });

  it('carries the outbox’s comment calls through the batch, replays included, a refusal not blocking the rest', async () => {
    const t = await makeTestApp();
    const [author, ama, moderator] = [await reader(t), await reader(t), await reader(t, { role: 'moderator' })];
    const articleId = await story(t, author);
    const [id, reply] = [newId(), newId()];
    const items = [
      { method: 'PUT', path: `/api/comments/${id}`, idempotencyKey: 'k1', body: { articleId, body: 'Offline at 3:10', atSeconds: 190 } },
      { method: 'PUT', path: `/api/comments/${reply}`, idempotencyKey: 'k2', body: { articleId, parentId: id, body: 'Self reply' } },
      { method: 'PUT', path: `/api/comments/${newId()}`, idempotencyKey: 'k3', body: { articleId: newId(), body: 'Gone article' } },
      { method: 'PUT', path: `/api/comments/${id}/like`, idempotencyKey: 'k4' },
      { method: 'POST', path: `/api/comments/${reply}/reports`, idempotencyKey: 'k5', body: { reason: 'spam' } },
    ];
    const send = async () => {
      const res = await call(t, 'POST', '/api/batch', { headers: ama.headers, body: { items } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: { status: number; replayed: boolean }[] }).results;
    };
    expect((await send()).map((r) => r.status)).toEqual([201, 201, 404, 200, 403]);
    expect((await send()).map((r) => [r.status, r.replayed])).toEqual([
      [201, true],
      [201, true],
      [404, true],
      [200, true],
      [403, true],
    ]);
    const page = await thread(t, moderator, articleId);
    expect(page.items.map((c) => [c.body, c.atSeconds, c.likeCount, c.replyCount])).toEqual([['Offline at 3:10', 190, 1, 1]]);
    expect(page.total).toBe(2);
  });

  it('renders XSS payloads inert in `html`', async () => {
    const t = await makeTestApp();
    const [author, ama] = [await reader(t), await reader(t)];
    const articleId = await story(t, author);
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '![x](data:image/svg+xml;base64,PHN2Zz4=)',
      '[d](data:text/html,<script>alert(1)</script>)',
    ];
    // Escaped text is harmless; a live element, event attribute or script URL is not.
    const live = /<(script|img|svg|iframe)|<[^>]*\son\w+=|href="(javascript|data):/i;
    for (const body of payloads) expect((await comment(t, ama, articleId, body)).html).not.toMatch(live);
    const page = await thread(t, null, articleId);
    expect(page.items).toHaveLength(payloads.length);
    for (const c of page.items) expect(c.html).not.toMatch(live);
  });
});
