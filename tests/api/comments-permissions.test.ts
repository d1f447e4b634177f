import { describe, expect, it } from 'vitest';
import type { Role } from '#api/schemas/comments.ts';
import { newId } from '#api/schemas/ids.ts';
import { call, type ContentUser } from '#tests/utils/factories-content.ts';
import { comment, reader, story } from '#tests/utils/factories-comments.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * Who may make each comment call (issue #28): anonymous, a member, the article's author, a
 * moderator, an admin and a member banned from commenting. Each cell runs on a fresh comment of a
 * third reader, so one cell's effect never decides another's.
 */
const ACTORS = ['anonymous', 'member', 'author', 'moderator', 'admin', 'banned'] as const;
type ActorName = (typeof ACTORS)[number];

interface Scene {
  t: TestApp;
  articleId: string;
  writer: ContentUser;
  target: string;
}

interface Row {
  call: string;
  request: (s: Scene) => { method: string; path: string; body?: unknown };
  /** Prepares the target before the call (hidden for restore, pinned for unpin…). */
  before?: (s: Scene, people: Record<ActorName, ContentUser | null>) => Promise<void>;
  expected: [number, number, number, number, number, number];
}

const ROWS: Row[] = [
  { call: 'list', request: (s) => ({ method: 'GET', path: `/api/articles/${s.articleId}/comments` }), expected: [200, 200, 200, 200, 200, 200] },
  { call: 'replies', request: (s) => ({ method: 'GET', path: `/api/comments/${s.target}/replies` }), expected: [200, 200, 200, 200, 200, 200] },
  { call: 'write', request: (s) => ({ method: 'PUT', path: `/api/comments/${newId()}`, body: { articleId: s.articleId, body: 'Hello' } }), expected: [401, 201, 201, 201, 201, 403] },
  { call: "edit another's", request: (s) => ({ method: 'PUT', path: `/api/comments/${s.target}`, body: { articleId: s.articleId, body: 'Changed' } }), expected: [401, 409, 409, 409, 409, 409] },
  { call: 'delete', request: (s) => ({ method: 'DELETE', path: `/api/comments/${s.target}` }), expected: [401, 403, 403, 204, 204, 403] },
  { call: 'like', request: (s) => ({ method: 'PUT', path: `/api/comments/${s.target}/like` }), expected: [401, 200, 200, 200, 200, 200] },
  { call: 'unlike', request: (s) => ({ method: 'DELETE', path: `/api/comments/${s.target}/like` }), expected: [401, 200, 200, 200, 200, 200] },
  { call: 'report', request: (s) => ({ method: 'POST', path: `/api/comments/${s.target}/reports`, body: { reason: 'spam' } }), expected: [401, 202, 202, 202, 202, 202] },
  { call: 'hide', request: (s) => ({ method: 'PUT', path: `/api/comments/${s.target}/hidden`, body: {} }), expected: [401, 403, 200, 200, 200, 403] },
  {
    call: 'restore',
    before: async (s) => void (await s.t.db.updateTable('comments').set({ status: 'hidden', hidden_by: 'author' }).where('id', '=', s.target).execute()),
    request: (s) => ({ method: 'DELETE', path: `/api/comments/${s.target}/hidden` }),
    expected: [401, 403, 200, 200, 200, 403],
  },
  { call: 'pin', request: (s) => ({ method: 'PUT', path: `/api/articles/${s.articleId}/pinned-comment`, body: { commentId: s.target } }), expected: [401, 403, 200, 403, 403, 403] },
  { call: 'unpin', request: (s) => ({ method: 'DELETE', path: `/api/articles/${s.articleId}/pinned-comment` }), expected: [401, 403, 204, 403, 403, 403] },
  { call: 'queue', request: () => ({ method: 'GET', path: '/api/moderation/queue' }), expected: [401, 403, 403, 200, 200, 403] },
  {
    call: 'approve (action)',
    before: async (s) => void (await s.t.db.updateTable('comments').set({ status: 'held' }).where('id', '=', s.target).execute()),
    request: (s) => ({ method: 'POST', path: '/api/moderation/actions', body: { action: 'approve', commentId: s.target } }),
    expected: [401, 403, 200, 200, 200, 403],
  },
  { call: 'dismiss (action)', request: (s) => ({ method: 'POST', path: '/api/moderation/actions', body: { action: 'dismiss', commentId: s.target } }), expected: [401, 403, 403, 200, 200, 403] },
  { call: 'log', request: () => ({ method: 'GET', path: '/api/moderation/log' }), expected: [401, 403, 403, 200, 200, 403] },
  { call: 'role', request: (s) => ({ method: 'PUT', path: `/api/users/${s.writer.id}/role`, body: { role: 'moderator' } }), expected: [401, 403, 403, 403, 200, 403] },
  { call: 'ban', request: (s) => ({ method: 'PUT', path: `/api/users/${s.writer.id}/comment-ban`, body: { reason: 'Spam' } }), expected: [401, 403, 403, 200, 200, 403] },
  { call: 'unban', request: (s) => ({ method: 'DELETE', path: `/api/users/${s.writer.id}/comment-ban` }), expected: [401, 403, 403, 204, 204, 403] },
];

async function cast(t: TestApp) {
  const roles: Partial<Record<ActorName, Role>> = { moderator: 'moderator', admin: 'admin' };
  const people = { anonymous: null } as Record<ActorName, ContentUser | null>;
  for (const name of ACTORS.slice(1)) people[name] = await reader(t, { role: roles[name] });
  const moderator = people.moderator!;
  const ban = await call(t, 'PUT', `/api/users/${people.banned!.id}/comment-ban`, { headers: moderator.headers, body: { reason: 'Harassment', until: null } });
  expect(ban.status).toBe(200);
  return people;
}

describe('comments: the permission matrix', () => {
  for (const row of ROWS) {
    it(`${row.call}: ${ACTORS.map((a, i) => `${a} ${row.expected[i]}`).join(', ')}`, async () => {
      const t = await makeTestApp();
      const people = await cast(t);
      const articleId = await story(t, people.author!);
      const got: number[] = [];
      for (const name of ACTORS) {
        const writer = await reader(t);
        const target = (await comment(t, writer, articleId, `Target for ${name}`)).id;
        const scene = { t, articleId, writer, target };
        await row.before?.(scene, people);
        const { method, path, body } = row.request(scene);
        const res = await call(t, method, path, { headers: people[name]?.headers, body });
        got.push(res.status);
      }
      expect(got).toEqual(row.expected);
    });
  }
});
