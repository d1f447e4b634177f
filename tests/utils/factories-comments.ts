import type { Comment, CommentPage, Role } from '#api/schemas/comments.ts';
import { newId } from '#api/schemas/ids.ts';
import { call, insertArticle, insertUser, type ContentUser } from './factories-content.ts';
import type { TestApp } from './test-app.ts';

/**
 * Comment test helpers (issue #28): readers whose accounts are past the new-account rules (a day
 * old) unless asked, a role set as an admin would, and the thread and write calls.
 */
export async function reader(t: TestApp, options: { role?: Role; newAccount?: boolean; firstName?: string } = {}): Promise<ContentUser> {
  const user = await insertUser(t, { firstName: options.firstName });
  const created = new Date(t.deps.now().getTime() - (options.newAccount ? 60_000 : 3 * 24 * 3600_000)).toISOString();
  await t.db
    .updateTable('users')
    .set({ created_at: created, role: options.role ?? 'member' })
    .where('id', '=', user.id)
    .execute();
  return user;
}

export async function story(t: TestApp, author: ContentUser, overrides: { language?: 'fr' | 'en'; type?: number } = {}): Promise<string> {
  return insertArticle(t.db, { userId: author.id, createdAt: t.deps.now().toISOString(), ...overrides });
}

export function writeComment(t: TestApp, user: ContentUser | null, body: Record<string, unknown>, id = newId()) {
  return call(t, 'PUT', `/api/comments/${id}`, { headers: user?.headers, body });
}

/** Writes a comment that must be accepted; answers it. */
export async function comment(t: TestApp, user: ContentUser, articleId: string, text: string, extra: Record<string, unknown> = {}): Promise<Comment> {
  const res = await writeComment(t, user, { articleId, body: text, ...extra });
  if (res.status !== 201) throw new Error(`comment refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as Comment;
}

export async function thread(t: TestApp, viewer: ContentUser | null, articleId: string, query = ''): Promise<CommentPage> {
  const res = await call(t, 'GET', `/api/articles/${articleId}/comments${query}`, { headers: viewer?.headers });
  if (res.status !== 200) throw new Error(`thread: ${res.status} ${await res.text()}`);
  return (await res.json()) as CommentPage;
}

export async function commentCount(t: TestApp, articleId: string): Promise<number> {
  const row = await t.db.selectFrom('articles').select('comment_count').where('id', '=', articleId).executeTakeFirstOrThrow();
  return Number(row.comment_count);
}
