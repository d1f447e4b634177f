import { describe, expect, it } from 'vitest';
import { NOTIFICATION_WRITE_RATE } from '#api/routes/notifications.ts';
import type { NotificationPreferences } from '#api/schemas/notifications.ts';
import { comment, reader, story } from '#tests/utils/factories-comments.ts';
import { call, insertTheme, insertTribe } from '#tests/utils/factories-content.ts';
import { bell, drain, publish } from '#tests/utils/notifications.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/** Notifications of issue #29, each kind made by the real action through the API, then the bell. */
const follow = (t: Awaited<ReturnType<typeof makeTestApp>>, who: { headers: Record<string, string> }, path: string) => call(t, 'PUT', `/api/follows/${path}`, { headers: who.headers });

describe('notifications of new articles', () => {
  it('tells each follower of the author, a tribe or a theme once, never the author, and only once the queue ran', async () => {
    const t = await makeTestApp();
    const [author, both, tribeOnly, themeOnly, stranger] = [await reader(t, { firstName: 'Awa' }), await reader(t), await reader(t), await reader(t), await reader(t)];
    const [tribe, theme] = [await insertTribe(t.db), await insertTheme(t.db)];
    for (const path of [`users/${author.id}`, `tribes/${tribe}`, `themes/${theme}`]) await follow(t, both, path);
    await follow(t, tribeOnly, `tribes/${tribe}`);
    await follow(t, themeOnly, `themes/${theme}`);
    await follow(t, author, `tribes/${tribe}`);

    const id = await publish(t, author, { tribe: [tribe], themes: [theme] }, 'Le marché de Bafoussam');
    // Off the request path: nothing until a worker runs the job.
    expect((await bell(t, both)).items).toEqual([]);
    expect(await drain(t)).toBe(1);

    for (const who of [both, tribeOnly, themeOnly]) {
      const page = await bell(t, who);
      expect(page.unread).toBe(1);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        kind: 'article',
        read: false,
        actorCount: 1,
        actors: [{ id: author.id, firstName: 'Awa' }],
        article: { id, title: 'Le marché de Bafoussam' },
        comment: null,
        decision: null,
      });
    }
    expect((await bell(t, author)).items).toEqual([]);
    expect((await bell(t, stranger)).items).toEqual([]);
    // Editing the article tells nobody again.
    expect(await drain(t)).toBe(0);
    // Deleted since: the item stays, without the article to open.
    expect((await call(t, 'DELETE', `/api/articles/${id}`, { headers: author.headers })).status).toBe(204);
    expect((await bell(t, both)).items[0]!.article).toBeNull();
  });

  it('an article deleted before its fan-out ran tells nobody', async () => {
    const t = await makeTestApp();
    const [author, follower] = [await reader(t), await reader(t)];
    await follow(t, follower, `users/${author.id}`);
    const id = await publish(t, author);
    await call(t, 'DELETE', `/api/articles/${id}`, { headers: author.headers });
    expect(await drain(t)).toBe(1);
    expect((await bell(t, follower)).items).toEqual([]);
  });

  it('honours in-app preferences: off creates nothing of that kind, the other kinds still come', async () => {
    const t = await makeTestApp();
    const [author, quiet] = [await reader(t), await reader(t)];
    await follow(t, quiet, `users/${author.id}`);
    const defaults = (await (await call(t, 'GET', '/api/notifications/preferences', { headers: quiet.headers })).json()) as NotificationPreferences;
    expect(defaults.article).toEqual({ inApp: true, push: true });
    const saved = await call(t, 'PUT', '/api/notifications/preferences', { headers: quiet.headers, body: { article: { inApp: false } } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as NotificationPreferences).article).toEqual({ inApp: false, push: true });

    await publish(t, author);
    const quietStory = await story(t, quiet);
    await comment(t, author, quietStory, 'Bravo');
    await drain(t);
    expect((await bell(t, quiet)).items.map((n) => n.kind)).toEqual(['comment']);

    const bad = await call(t, 'PUT', '/api/notifications/preferences', { headers: quiet.headers, body: { sms: { inApp: true } } });
    expect(bad.status).toBe(422);
  });
});

describe('notifications of comments, replies and likes', () => {
  it('tells the article author of a comment, the answered writer of a reply, and never the writer of their own', async () => {
    const t = await makeTestApp();
    const [author, ama, binta] = [await reader(t), await reader(t, { firstName: 'Ama' }), await reader(t, { firstName: 'Binta' })];
    const articleId = await story(t, author);
    const top = await comment(t, ama, articleId, 'Très beau texte');
    await comment(t, author, articleId, 'Merci à tous');
    const reply = await comment(t, binta, articleId, 'Je suis d’accord', { parentId: top.id });
    await comment(t, ama, articleId, 'Merci Binta', { parentId: top.id });
    await drain(t);

    const authorBell = await bell(t, author);
    expect(authorBell.items.map((n) => [n.kind, n.actors[0]?.firstName])).toEqual([
      ['comment', 'Ama'],
      ['comment', 'Binta'],
      ['comment', 'Ama'],
    ]);
    expect(authorBell.items[2]!.comment).toEqual({ id: top.id, excerpt: 'Très beau texte' });
    const amaBell = await bell(t, ama);
    expect(amaBell.items.map((n) => [n.kind, n.comment?.id])).toEqual([['reply', reply.id]]);
    expect((await bell(t, binta)).items).toEqual([]);
  });

  it('groups the likes on one comment into one item with the newest likers and the count, bumped unread by a new like', async () => {
    const t = await makeTestApp();
    const [author, writer] = [await reader(t), await reader(t)];
    const likers = [];
    for (const name of ['Awa', 'Binta', 'Chidi', 'Dédé', 'Efua']) likers.push(await reader(t, { firstName: name }));
    const articleId = await story(t, author);
    const mine = await comment(t, writer, articleId, 'Mon avis');
    const like = (who: { headers: Record<string, string> }) => call(t, 'PUT', `/api/comments/${mine.id}/like`, { headers: who.headers });
    for (const who of likers.slice(0, 4)) {
      expect((await like(who)).status).toBe(200);
      t.clock.advance(1000);
    }
    await like(writer);
    await drain(t);
    const first = await bell(t, writer, '?kind=like');
    expect(first.items).toHaveLength(1);
    expect(first.items[0]!.actorCount).toBe(4);
    expect(first.items[0]!.actors.map((a) => a.firstName)).toEqual(['Dédé', 'Chidi', 'Binta']);

    expect((await call(t, 'PUT', '/api/notifications/read-marker', { headers: writer.headers, body: { upTo: first.items[0]!.id } })).status).toBe(200);
    expect((await bell(t, writer)).unread).toBe(0);
    t.clock.advance(1000);
    await like(likers[4]!);
    await drain(t);
    const after = await bell(t, writer, '?kind=like');
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ id: first.items[0]!.id, read: false, actorCount: 5 });
    expect(after.items[0]!.actors[0]!.firstName).toBe('Efua');
    expect(after.unread).toBe(1);
  });

  it('a banned reader’s likes tell nobody', async () => {
    const t = await makeTestApp();
    const [author, writer, troll, moderator] = [await reader(t), await reader(t), await reader(t), await reader(t, { role: 'moderator' })];
    const mine = await comment(t, writer, await story(t, author), 'Mon avis');
    expect((await call(t, 'PUT', `/api/users/${troll.id}/comment-ban`, { headers: moderator.headers, body: { reason: 'Insults', until: null } })).status).toBe(200);
    await call(t, 'PUT', `/api/comments/${mine.id}/like`, { headers: troll.headers });
    await drain(t);
    expect((await bell(t, writer, '?kind=like')).items).toEqual([]);
    expect((await bell(t, troll)).items.map((n) => n.decision)).toEqual(['banned']);
  });
});

describe('notifications of moderation decisions', () => {
  it('tells the writer of a held comment it was approved or rejected, unnamed, and the author of the approved one', async () => {
    const t = await makeTestApp();
    const [author, moderator, newcomer] = [await reader(t), await reader(t, { role: 'moderator' }), await reader(t, { newAccount: true })];
    const articleId = await story(t, author);
    const first = await comment(t, newcomer, articleId, 'Premier');
    const second = await comment(t, newcomer, articleId, 'Deuxième');
    expect([first.status, second.status]).toEqual(['held', 'held']);
    await drain(t);
    expect((await bell(t, author)).items).toEqual([]);
    await call(t, 'POST', '/api/moderation/actions', { headers: moderator.headers, body: { action: 'approve', commentId: first.id } });
    await call(t, 'POST', '/api/moderation/actions', { headers: moderator.headers, body: { action: 'reject', commentId: second.id, reason: 'Spam' } });
    await drain(t);
    const decisions = await bell(t, newcomer, '?kind=moderation');
    expect(decisions.items.map((n) => [n.decision, n.comment?.id, n.actors])).toEqual([
      ['rejected', second.id, []],
      ['approved', first.id, []],
    ]);
    expect((await bell(t, author)).items.map((n) => [n.kind, n.comment?.id])).toEqual([['comment', first.id]]);
  });

  it('an author approving a held reply is not told of it; the one it answers is', async () => {
    const t = await makeTestApp();
    const [author, ama, newcomer] = [await reader(t), await reader(t), await reader(t, { newAccount: true })];
    const articleId = await story(t, author);
    const top = await comment(t, ama, articleId, 'Bel article');
    const reply = await comment(t, newcomer, articleId, 'Tout à fait', { parentId: top.id });
    expect(reply.status).toBe('held');
    await drain(t);
    await call(t, 'POST', '/api/moderation/actions', { headers: author.headers, body: { action: 'approve', commentId: reply.id } });
    await drain(t);
    expect((await bell(t, ama)).items.map((n) => [n.kind, n.comment?.id])).toEqual([['reply', reply.id]]);
    expect((await bell(t, author)).items.map((n) => [n.kind, n.comment?.id])).toEqual([['comment', top.id]]);
    expect((await bell(t, newcomer)).items.map((n) => n.decision)).toEqual(['approved']);
  });
});

describe('the bell: paging, read state and permissions', () => {
  it('pages newest first by cursor, marks one read or all up to an item, and agrees across calls', async () => {
    const t = await makeTestApp();
    const [me, author] = [await reader(t), await reader(t)];
    await follow(t, me, `users/${author.id}`);
    for (let i = 0; i < 5; i++) {
      await publish(t, author, undefined, `Article numéro ${i}`);
      t.clock.advance(1000);
    }
    await drain(t);
    const first = await bell(t, me, '?limit=2');
    expect(first.items.map((n) => n.article?.title)).toEqual(['Article numéro 4', 'Article numéro 3']);
    expect(first.unread).toBe(5);
    const second = await bell(t, me, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.article?.title)).toEqual(['Article numéro 2', 'Article numéro 1']);
    const last = await bell(t, me, `?limit=2&cursor=${second.nextCursor}`);
    expect(last.items.map((n) => n.article?.title)).toEqual(['Article numéro 0']);
    expect(last.nextCursor).toBeNull();

    const one = await call(t, 'PUT', `/api/notifications/${first.items[0]!.id}/read`, { headers: me.headers });
    expect(await one.json()).toEqual({ unread: 4 });
    const marker = await call(t, 'PUT', '/api/notifications/read-marker', { headers: me.headers, body: { upTo: second.items[0]!.id } });
    expect(await marker.json()).toEqual({ unread: 1 });
    // "Up to" is in the list's order: that item and every older one. Only forward: an older upTo
    // (a device back online) unreads nothing.
    await call(t, 'PUT', '/api/notifications/read-marker', { headers: me.headers, body: { upTo: last.items[0]!.id } });
    expect(await (await call(t, 'GET', '/api/notifications/unread-count', { headers: me.headers })).json()).toEqual({ unread: 1 });
    expect((await bell(t, me)).items.map((n) => n.read)).toEqual([true, false, true, true, true]);
    const all = await call(t, 'PUT', '/api/notifications/read-marker', { headers: me.headers, body: { upTo: first.items[0]!.id } });
    expect(await all.json()).toEqual({ unread: 0 });
  });

  it('answers only my own notifications: another reader’s are 404, and bad input is a clear 4xx', async () => {
    const t = await makeTestApp();
    const [me, other, author] = [await reader(t), await reader(t), await reader(t)];
    await follow(t, me, `users/${author.id}`);
    await publish(t, author);
    await drain(t);
    const mine = (await bell(t, me)).items[0]!;
    expect((await bell(t, other)).items).toEqual([]);
    const theirs = await call(t, 'PUT', `/api/notifications/${mine.id}/read`, { headers: other.headers });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe('notification_not_found');
    expect((await call(t, 'PUT', '/api/notifications/read-marker', { headers: other.headers, body: { upTo: mine.id } })).status).toBe(404);
    expect((await bell(t, me)).unread).toBe(1);

    expect((await call(t, 'GET', '/api/notifications')).status).toBe(401);
    expect((await call(t, 'GET', '/api/notifications/unread-count')).status).toBe(401);
    expect((await call(t, 'PUT', '/api/notifications/read-marker', { body: { upTo: 1 } })).status).toBe(401);
    expect((await call(t, 'GET', '/api/notifications?kind=gossip', { headers: me.headers })).status).toBe(422);
    expect((await call(t, 'GET', '/api/notifications?cursor=bm90LWEtY3Vyc29y', { headers: me.headers })).status).toBe(422);
    expect((await call(t, 'PUT', '/api/notifications/read-marker', { headers: me.headers, body: { upTo: 'all' } })).status).toBe(422);
    expect((await call(t, 'PUT', '/api/notifications/abc/read', { headers: me.headers })).status).toBe(422);
  });

  it('limits mark-read and preference writes as other write routes (429 with Retry-After)', async () => {
    const t = await makeTestApp();
    const me = await reader(t);
    // The hour's allowance already used.
    await t.db
      .insertInto('rate_limits')
      .values({ key: `notifications:${me.id}`, count: NOTIFICATION_WRITE_RATE.count, window_started_at: t.deps.now().toISOString(), locked_until: null })
      .execute();
    const refused = await call(t, 'PUT', '/api/notifications/preferences', { headers: me.headers, body: { like: { push: false } } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect((await call(t, 'PUT', '/api/notifications/read-marker', { headers: me.headers, body: { upTo: 1 } })).status).toBe(429);
  });
});
