import { sql, type Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { CommentsTable } from '../db/community-types.ts';
import { renderCommentText } from '../schemas/comment-text.ts';
import { canModerate, type Comment, type CommentUser, type Role } from '../schemas/comments.ts';
import { findUsersByIds } from './users.ts';

export type CommentRow = Selectable<CommentsTable>;

/**
 * Who reads a thread, as far as comments care: the signed-in reader (or none), whether they
 * moderate, and whether they wrote the article (its author hides, pins, approves on it).
 */
export interface Viewer {
  userId: string | null;
  role: Role;
  articleAuthor: boolean;
}

/** Moderators, admins and the article's author see held comments and the text of hidden ones. */
export const seesEverything = (viewer: Viewer) => viewer.articleAuthor || canModerate(viewer.role);

/** A signed-in user making a comment call, with their role (`ADMIN_EMAILS` applied by the route). */
export interface Actor {
  id: string;
  role: Role;
}

/** The viewer of a thread whose article `articleUserId` wrote. */
export function viewerOf(actor: Actor | null, articleUserId: string): Viewer {
  return { userId: actor?.id ?? null, role: actor?.role ?? 'member', articleAuthor: actor !== null && actor.id === articleUserId };
}

/** A user's stored role and email (member when unknown). */
export async function findRoleRow(db: DB, userId: string): Promise<{ role: Role; email: string } | undefined> {
  return db.selectFrom('users').select(['role', 'email']).where('id', '=', userId).executeTakeFirst();
}

/**
 * The comments a viewer is shown (issue #28): visible and hidden ones (hidden show as such), deleted
 * ones only while they hold replies (the thread keeps its shape), held ones only to their writer and
 * to those who approve them.
 */
export function shownTo(viewer: Viewer) {
  if (seesEverything(viewer)) return sql<boolean>`(comments.status <> 'deleted' or comments.reply_count > 0)`;
  const held = viewer.userId ? sql`or (comments.status = 'held' and comments.user_id = ${viewer.userId})` : sql``;
  return sql<boolean>`(comments.status in ('visible', 'hidden') or (comments.status = 'deleted' and comments.reply_count > 0) ${held})`;
}

const UNKNOWN_USER: CommentUser = { id: '', slug: '', firstName: '', lastName: '', presentation: null, picture: null };

/** Rows as the contract's Comments: writers, "replying to", `liked` and what each viewer may read. */
export async function toComments(db: DB, rows: readonly CommentRow[], viewer: Viewer): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const userIds = rows.flatMap((r) => (r.reply_to_user_id ? [r.user_id, r.reply_to_user_id] : [r.user_id]));
  const [users, liked] = await Promise.all([findUsersByIds(db, userIds), likedBy(db, viewer.userId, rows)]);
  const all = seesEverything(viewer);
  return rows.map((row) => {
    const readable = row.status === 'visible' || row.status === 'held' || (row.status === 'hidden' && all);
    const user = users.get(row.user_id) ?? UNKNOWN_USER;
    return {
      id: row.id,
      articleId: row.article_id,
      parentId: row.parent_id,
      replyToUser: row.reply_to_user_id ? (publicUser(users.get(row.reply_to_user_id)) ?? null) : null,
      user: publicUser(user)!,
      body: readable ? row.content : '',
      // Rows older than the renderer (migration 0022) are rendered when read.
      html: readable ? row.html || renderCommentText(row.content) : '',
      language: row.language === 'en' ? 'en' : 'fr',
      atSeconds: row.at_seconds,
      status: row.status,
      hiddenBy: row.status === 'hidden' ? row.hidden_by : null,
      pinned: row.pinned === 1,
      createdAt: row.created_at,
      editedAt: row.edited_at,
      likeCount: Number(row.like_count),
      liked: liked.has(row.id),
      replyCount: Number(row.reply_count),
    };
  });
}

function publicUser(user: CommentUser | undefined): CommentUser | undefined {
  return user && { id: user.id, slug: user.slug, firstName: user.firstName, lastName: user.lastName, presentation: user.presentation, picture: user.picture };
}

async function likedBy(db: DB, userId: string | null, rows: readonly CommentRow[]): Promise<Set<string>> {
  const ids = rows.filter((r) => Number(r.like_count) > 0).map((r) => r.id);
  if (!userId || ids.length === 0) return new Set();
  const likes = await db.selectFrom('comment_likes').select('comment_id').where('user_id', '=', userId).where('comment_id', 'in', ids).execute();
  return new Set(likes.map((l) => l.comment_id));
}

/** A comment row by id. */
export async function findCommentRow(db: DB, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The live article a comment call names, with its thread key and author; undefined when gone. */
export async function findThreadArticle(db: DB, articleId: string): Promise<{ id: string; threadId: string; userId: string; language: string; commentCount: number } | undefined> {
  const row = await db.selectFrom('articles').select(['id', 'user_id', 'translation_of', 'language', 'comment_count']).where('id', '=', articleId).where('deleted_at', 'is', null).executeTakeFirst();
  return row && { id: row.id, threadId: row.translation_of ?? row.id, userId: row.user_id, language: row.language, commentCount: Number(row.comment_count) };
}
