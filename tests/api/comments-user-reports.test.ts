import { describe, expect, it } from 'vitest';
import type { ModerationLogPage, ModerationQueue } from '#api/schemas/comments.ts';
import { newId } from '#api/schemas/ids.ts';
import { call } from '#tests/utils/factories-content.ts';
import { comment, reader, story } from '#tests/utils/factories-comments.ts';
import type { TestApp } from '#tests/utils/test-app.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

type Caller = { headers?: Record<string, string> } | null;
const report = (t: TestApp, who: Caller, userId: string, body: Record<string, unknown> = { reason: 'harassment', text: 'Insults in every thread' }) =>
  call(t, 'POST', `/api/users/${userId}/reports`, { headers: who?.headers, body });

async function queue(t: TestApp, moderator: Caller): Promise<ModerationQueue> {
  return (await (await call(t, 'GET', '/api/moderation/queue', { headers: moderator?.headers })).json()) as ModerationQueue;
}

describe('comments: reporting a user (issue #28)', () => {
  it('answers each caller as documented: anonymous 401, yourself 403, unknown 404, bad reason 422, a banned reader 202', async () => {
    const t = await makeTestApp();
    const [member, moderator, admin, banned, target] = [await reader(t), await reader(t, { role: 'moderator' }), await reader(t, { role: 'admin' }), await reader(t), await reader(t)];
    await call(t, 'PUT', `/api/users/${banned.id}/comment-ban`, { headers: moderator.headers, body: { reason: 'Spam' } });
    expect((await report(t, null, target.id)).status).toBe(401);
    const self = await report(t, member, member.id);
    expect(self.status).toBe(403);
    expect(((await self.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    const unknown = await report(t, member, newId());
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('user_not_found');
    expect((await report(t, member, target.id, { reason: 'rude' })).status).toBe(422);
    expect((await report(t, member, target.id, { reason: 'other', text: 'x'.repeat(1001) })).status).toBe(422);
    for (const who of [member, moderator, admin, banned]) expect((await report(t, who, target.id)).status).toBe(202);
    expect((await queue(t, moderator)).userReports[0]!.reports).toHaveLength(4);
  });

  it('groups user reports by user in the queue, newest first, apart from comment reports; only moderators read it', async () => {
    const t = await makeTestApp();
    const [ama, ben, moderator, troll, pest] = [await reader(t), await reader(t), await reader(t, { role: 'moderator' }), await reader(t), await reader(t)];
    expect((await report(t, ama, troll.id, { reason: 'spam' })).status).toBe(202);
    t.clock.advance(1000);
    expect((await report(t, ben, pest.id, { reason: 'other', text: 'Follows me around' })).status).toBe(202);
    t.clock.advance(1000);
    expect((await report(t, ben, troll.id, { reason: 'harassment' })).status).toBe(202);
    // Reporting the same user again replaces the reason: one open report per reader and user.
    t.clock.advance(1000);
    expect((await report(t, ama, troll.id, { reason: 'harassment', text: 'Worse now' })).status).toBe(202);
    const q = await queue(t, moderator);
    expect(q.reports).toEqual([]);
    expect(q.userReports.map((g) => [g.user.id, g.reports.map((r) => [r.reporter.id, r.reason, r.text])])).toEqual([
      [
        troll.id,
        [
          [ama.id, 'harassment', 'Worse now'],
          [ben.id, 'harassment', ''],
        ],
      ],
      [pest.id, [[ben.id, 'other', 'Follows me around']]],
    ]);
    expect((await call(t, 'GET', '/api/moderation/queue', { headers: ama.headers })).status).toBe(403);
  });

  it('clears a user’s reports when a moderator dismisses them or bans the user, and logs both', async () => {
    const t = await makeTestApp();
    const [ama, moderator, troll, pest] = [await reader(t), await reader(t, { role: 'moderator' }), await reader(t), await reader(t)];
    await report(t, ama, troll.id);
    await report(t, ama, pest.id);
    const refused = await call(t, 'POST', '/api/moderation/actions', { headers: ama.headers, body: { action: 'dismiss_user', userId: pest.id } });
    expect(refused.status).toBe(403);
    const dismiss = await call(t, 'POST', '/api/moderation/actions', { headers: moderator.headers, body: { action: 'dismiss_user', userId: pest.id, reason: 'Not abuse' } });
    expect(dismiss.status).toBe(200);
    expect(await dismiss.json()).toEqual({ userId: pest.id });
    expect((await queue(t, moderator)).userReports.map((g) => g.user.id)).toEqual([troll.id]);
    await call(t, 'POST', '/api/moderation/actions', { headers: moderator.headers, body: { action: 'ban', userId: troll.id, reason: 'Harassment' } });
    expect((await queue(t, moderator)).userReports).toEqual([]);
    const log = (await (await call(t, 'GET', '/api/moderation/log', { headers: moderator.headers })).json()) as ModerationLogPage;
    expect(log.items.map((e) => [e.action, e.targetUser?.id, e.reason])).toEqual([
      ['ban', troll.id, 'Harassment'],
      ['dismiss_user', pest.id, 'Not abuse'],
    ]);
    // A new report after the dismissal opens a new one.
    expect((await report(t, ama, pest.id)).status).toBe(202);
    expect((await queue(t, moderator)).userReports.map((g) => g.user.id)).toEqual([pest.id]);
  });

  it('limits a reader’s reports, of users and comments together, with Retry-After', async () => {
    const t = await makeTestApp();
    const ama = await reader(t);
    const targets = await Promise.all(Array.from({ length: 11 }, () => reader(t)));
    const rude = await comment(t, targets[0]!, await story(t, targets[1]!), 'Rude');
    expect((await call(t, 'POST', `/api/comments/${rude.id}/reports`, { headers: ama.headers, body: { reason: 'harassment' } })).status).toBe(202);
    for (const target of targets.slice(0, 9)) expect((await report(t, ama, target.id)).status).toBe(202);
    t.clock.advance(60_000);
    const limited = await report(t, ama, targets[10]!.id);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('540');
    t.clock.advance(540_000);
    expect((await report(t, ama, targets[10]!.id)).status).toBe(202);
  });
});
