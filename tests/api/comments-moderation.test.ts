import { describe, expect, it } from 'vitest';
import type { Comment, ModerationLogPage, ModerationQueue } from '#api/schemas/comments.ts';
import type { User } from '#api/schemas/user.ts';
import { call } from '#tests/utils/factories-content.ts';
import { comment, commentCount, reader, story, thread, writeComment } from '#tests/utils/factories-comments.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

type ErrorJson = { error: { code: string; message: string }; ban?: { reason: string; until: string | null }; retryAfterSeconds?: number };
const MINUTE = 60_000;

describe('comments: bans, limits and holds', () => {
  it('refuses a banned reader’s writes with the reason and the end, until the ban ends', async () => {
    const t = await makeTestApp();
    const [author, moderator, troll] = [await reader(t), await reader(t, { role: 'moderator' }), await reader(t)];
    const articleId = await story(t, author);
    const earlier = await comment(t, troll, articleId, 'Before the ban');
    const until = new Date(t.deps.now().getTime() + 24 * 60 * MINUTE).toISOString();
    const ban = await call(t, 'PUT', `/api/users/${troll.id}/comment-ban`, { headers: moderator.headers, body: { reason: 'Insults', until } });
    expect(await ban.json()).toMatchObject({ userId: troll.id, reason: 'Insults', until });
    const refused = await writeComment(t, troll, { articleId, body: 'Again' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'comment_banned' }, ban: { reason: 'Insults', until } });
    expect((await writeComment(t, troll, { articleId, body: 'Edited' }, earlier.id)).status).toBe(403);
    // An outbox replay of what was already stored still answers 200: nothing changes.
    expect((await writeComment(t, troll, { articleId, body: 'Before the ban' }, earlier.id)).status).toBe(200);
    // The access token lives 15 minutes: the ban's end is reached by rewriting it, not the clock.
    await t.db
      .updateTable('comment_bans')
      .set({ until: new Date(t.deps.now().getTime() - 1000).toISOString() })
      .execute();
    expect((await writeComment(t, troll, { articleId, body: 'After the ban' })).status).toBe(201);
  });

  it('limits a reader to 10 comments per 5 minutes, and a day-old account to 3 per 10 minutes, with Retry-After', async () => {
    const t = await makeTestApp();
    const [author, ama, newcomer] = [await reader(t), await reader(t), await reader(t, { newAccount: true })];
    const articleId = await story(t, author);
    for (let i = 0; i < 10; i++) await comment(t, ama, articleId, `c${i}`);
    t.clock.advance(MINUTE);
    const limited = await writeComment(t, ama, { articleId, body: 'One too many' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('240');
    expect(((await limited.json()) as ErrorJson).error.code).toBe('rate_limited');
    for (let i = 0; i < 3; i++) expect((await writeComment(t, newcomer, { articleId, body: `n${i}` })).status).toBe(201);
    const slow = await writeComment(t, newcomer, { articleId, body: 'n3' });
    expect(slow.status).toBe(429);
    expect(slow.headers.get('Retry-After')).toBe('600');
    // The article's author answers in their own thread without a limit.
    for (let i = 0; i < 12; i++) await comment(t, author, articleId, `a${i}`);
  });

  it('holds a new account’s first two comments and link-heavy comments until the author or a moderator approves', async () => {
    const t = await makeTestApp();
    const [author, moderator, newcomer, regular, other] = [await reader(t), await reader(t, { role: 'moderator' }), await reader(t, { newAccount: true }), await reader(t), await reader(t)];
    const articleId = await story(t, author);
    const first = await comment(t, newcomer, articleId, 'First');
    const second = await comment(t, newcomer, articleId, 'Second');
    const third = await comment(t, newcomer, articleId, 'Third');
    expect([first.status, second.status, third.status]).toEqual(['held', 'held', 'visible']);
    const links = await comment(t, regular, articleId, 'https://a.example https://b.example https://c.example https://d.example');
    expect(links.status).toBe('held');
    expect((await comment(t, regular, articleId, 'https://a.example https://b.example https://c.example')).status).toBe('visible');
    expect(await commentCount(t, articleId)).toBe(2);
    // Held comments: their writer sees theirs, the author and moderators see all, others none.
    expect((await thread(t, other, articleId)).items.map((c) => c.body)).toEqual(['Third', 'https://a.example https://b.example https://c.example']);
    expect((await thread(t, newcomer, articleId)).items.map((c) => c.status)).toEqual(['held', 'held', 'visible', 'visible']);
    expect((await thread(t, author, articleId)).items).toHaveLength(5);
    const queue = (await (await call(t, 'GET', '/api/moderation/queue', { headers: moderator.headers })).json()) as ModerationQueue;
    expect(queue.held.map((c) => c.id)).toEqual([links.id, second.id, first.id]);
    const approve = await call(t, 'POST', '/api/moderation/actions', { headers: author.headers, body: { action: 'approve', commentId: first.id } });
    expect(((await approve.json()) as Comment).status).toBe('visible');
    const reject = await call(t, 'POST', '/api/moderation/actions', { headers: moderator.headers, body: { action: 'reject', commentId: links.id, reason: 'Link farm' } });
    expect(((await reject.json()) as Comment).status).toBe('deleted');
    expect(await commentCount(t, articleId)).toBe(3);
    expect((await thread(t, other, articleId)).items.map((c) => c.body)).toEqual(['First', 'Third', 'https://a.example https://b.example https://c.example']);
  });
});

describe('comments: reports, hiding and the audit log', () => {
  it('groups reports by comment in the queue, hides as author or moderator, and logs every action', async () => {
    const t = await makeTestApp();
    const [author, moderator, ama, kofi, lea] = [await reader(t), await reader(t, { role: 'moderator' }), await reader(t), await reader(t), await reader(t)];
    const articleId = await story(t, author);
    const rude = await comment(t, ama, articleId, 'Rude');
    const spam = await comment(t, ama, articleId, 'Spam');
    await call(t, 'POST', `/api/comments/${rude.id}/reports`, { headers: kofi.headers, body: { reason: 'harassment', text: 'Insults me' } });
    t.clock.advance(1000);
    await call(t, 'POST', `/api/comments/${spam.id}/reports`, { headers: kofi.headers, body: { reason: 'spam' } });
    t.clock.advance(1000);
    const again = await call(t, 'POST', `/api/comments/${rude.id}/reports`, { headers: lea.headers, body: { reason: 'other', text: 'Not kind' } });
    expect(again.status).toBe(202);
    expect((await call(t, 'POST', `/api/comments/${rude.id}/reports`, { headers: kofi.headers, body: { reason: 'bogus' } })).status).toBe(422);
    const queue = (await (await call(t, 'GET', '/api/moderation/queue', { headers: moderator.headers })).json()) as ModerationQueue;
    expect(queue.reports.map((g) => [g.comment.body, g.reports.map((r) => r.reason)])).toEqual([
      ['Rude', ['other', 'harassment']],
      ['Spam', ['spam']],
    ]);

    const hidden = await call(t, 'PUT', `/api/comments/${rude.id}/hidden`, { headers: author.headers, body: { reason: 'Rude' } });
    expect(await hidden.json()).toMatchObject({ status: 'hidden', hiddenBy: 'author', body: 'Rude' });
    const seen = (await thread(t, kofi, articleId)).items[0]!;
    expect(seen).toMatchObject({ status: 'hidden', hiddenBy: 'author', body: '', html: '' });
    expect(await commentCount(t, articleId)).toBe(1);
    await call(t, 'POST', '/api/moderation/actions', { headers: moderator.headers, body: { action: 'dismiss', commentId: spam.id, reason: 'Fine' } });
    const after = (await (await call(t, 'GET', '/api/moderation/queue', { headers: moderator.headers })).json()) as ModerationQueue;
    expect(after.reports).toEqual([]);
    expect((await call(t, 'DELETE', `/api/comments/${rude.id}/hidden`, { headers: moderator.headers })).status).toBe(200);
    expect(await commentCount(t, articleId)).toBe(2);
    await call(t, 'POST', '/api/moderation/actions', { headers: moderator.headers, body: { action: 'ban', userId: ama.id, reason: 'Repeated insults', until: null } });
    await call(t, 'DELETE', `/api/comments/${spam.id}`, { headers: moderator.headers });

    const log = (await (await call(t, 'GET', '/api/moderation/log?limit=3', { headers: moderator.headers })).json()) as ModerationLogPage;
    expect(log.items.map((e) => [e.action, e.actor.id, e.reason])).toEqual([
      ['delete', moderator.id, ''],
      ['ban', moderator.id, 'Repeated insults'],
      ['restore', moderator.id, ''],
    ]);
    const rest = (await (await call(t, 'GET', `/api/moderation/log?cursor=${log.nextCursor}`, { headers: moderator.headers })).json()) as ModerationLogPage;
    expect(rest.items.map((e) => [e.action, e.actor.id, e.reason])).toEqual([
      ['dismiss', moderator.id, 'Fine'],
      ['hide', author.id, 'Rude'],
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('makes ADMIN_EMAILS admins, who grant roles; `me` says the role', async () => {
    const t = await makeTestApp();
    const [boss, ama] = [await reader(t), await reader(t)];
    const me = async (user: typeof boss) => ((await (await call(t, 'GET', '/api/users/me', { headers: user.headers })).json()) as User).role;
    expect(await me(boss)).toBe('member');
    expect((await call(t, 'PUT', `/api/users/${ama.id}/role`, { headers: boss.headers, body: { role: 'moderator' } })).status).toBe(403);
    t.deps.config.adminEmails = [boss.email];
    expect(await me(boss)).toBe('admin');
    const grant = await call(t, 'PUT', `/api/users/${ama.id}/role`, { headers: boss.headers, body: { role: 'moderator' } });
    expect(await grant.json()).toEqual({ id: ama.id, role: 'moderator' });
    expect(await me(ama)).toBe('moderator');
    expect((await call(t, 'GET', '/api/moderation/queue', { headers: ama.headers })).status).toBe(200);
    expect((await call(t, 'PUT', `/api/users/${ama.id}/role`, { headers: boss.headers, body: { role: 'king' } })).status).toBe(422);
    expect((await call(t, 'PUT', `/api/users/${boss.id}/role`, { headers: boss.headers, body: { role: 'member' } })).status).toBe(403);
  });
});
