import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import { countCommentLinks, renderCommentText } from '../schemas/comment-text.ts';
import { canModerate, HOLD_FIRST_COMMENTS, HOLD_LINKS_MAX, type Comment, type CommentInput } from '../schemas/comments.ts';
import { countStatusChange } from './comment-counters.ts';
import { findCommentRow, findThreadArticle, toComments, viewerOf, type Actor } from './comment-rows.ts';
import { findActiveBan } from './comment-bans.ts';
import { logModeration } from './moderation-log.ts';
import { enqueueNotifications } from './notification-jobs.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { countEvent } from './rate-limits.ts';

const HOUR = 3600_000;
/** Issue #28: about 10 comments per 5 minutes; accounts younger than a day, 3 per 10 minutes. */
export const COMMENT_RATE = { count: 10, windowMs: 5 * 60_000 };
export const NEW_ACCOUNT_COMMENT_RATE = { count: 3, windowMs: 10 * 60_000 };
export const NEW_ACCOUNT_MS = 24 * HOUR;

export interface WriteResult {
  comment: Comment;
  created: boolean;
}

/**
 * `PUT /api/comments/:id`: creates the comment under the client's id, or edits the writer's own.
 * The same text again changes nothing (an outbox replay), so it never counts against the limits.
 */
export async function writeComment(db: DB, actor: Actor, id: string, input: CommentInput, now: Date): Promise<Outcome<WriteResult>> {
  const article = await findThreadArticle(db, input.articleId);
  if (!article) return refuse({ reason: 'not_found', entity: 'article' });
  const viewer = viewerOf(actor, article.userId);
  const answer = async (created: boolean) => {
    const row = (await findCommentRow(db, id))!;
    return done({ comment: (await toComments(db, [row], viewer))[0]!, created });
  };

  const existing = await findCommentRow(db, id);
  if (existing) {
    if (existing.user_id !== actor.id || existing.thread_id !== article.threadId) return refuse({ reason: 'comment_conflict', code: 'comment_id_taken' });
    const language = input.language ?? existing.language;
    if (existing.content === input.body && existing.at_seconds === input.atSeconds && existing.language === language) return answer(false);
    if (existing.status === 'deleted') return refuse({ reason: 'comment_conflict', code: 'comment_deleted' });
    const ban = await findActiveBan(db, actor.id, now);
    if (ban) return refuse({ reason: 'comment_banned', ban });
    await db
      .updateTable('comments')
      .set({ content: input.body, html: renderCommentText(input.body), at_seconds: input.atSeconds, language, edited_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    return answer(false);
  }

  const ban = await findActiveBan(db, actor.id, now);
  if (ban) return refuse({ reason: 'comment_banned', ban });
  const writer = await db.selectFrom('users').select(['created_at', 'language']).where('id', '=', actor.id).executeTakeFirstOrThrow();
  const newAccount = now.getTime() - Date.parse(writer.created_at) < NEW_ACCOUNT_MS;
  const trusted = viewer.articleAuthor || canModerate(actor.role);
  if (!trusted) {
    const rate = newAccount ? NEW_ACCOUNT_COMMENT_RATE : COMMENT_RATE;
    const state = await countEvent(db, `comment:${actor.id}`, rate.windowMs, now);
    if (state.count > rate.count) {
      const retryAfterSeconds = Math.max(1, Math.ceil((state.windowStartedAt.getTime() + rate.windowMs - now.getTime()) / 1000));
      return refuse({ reason: 'rate_limited', retryAfterSeconds });
    }
  }

  let parentId: string | null = null;
  let replyTo: string | null = null;
  if (input.parentId) {
    const parent = await findCommentRow(db, input.parentId);
    const answerable = parent && parent.thread_id === article.threadId && (parent.status === 'visible' || parent.status === 'hidden' || (parent.status === 'held' && parent.user_id === actor.id));
    if (!parent || !answerable) return refuse({ reason: 'invalid_references', fields: { parentId: 'not_found' } });
    // Two levels (issue #28): a reply to a reply sits under the same top-level comment.
    parentId = parent.parent_id ?? parent.id;
    replyTo = parent.parent_id ? parent.user_id : null;
  }
  const held = !trusted && (countCommentLinks(input.body) > HOLD_LINKS_MAX || (newAccount && (await commentsWritten(db, actor.id)) < HOLD_FIRST_COMMENTS));
  const row = {
    id,
    article_id: article.id,
    thread_id: article.threadId,
    user_id: actor.id,
    parent_id: parentId,
    reply_to_user_id: replyTo,
    content: input.body,
    html: renderCommentText(input.body),
    language: commentLanguage(input.language, writer.language, article.language),
    at_seconds: input.atSeconds,
    status: held ? ('held' as const) : ('visible' as const),
    created_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('comments').values(row).execute();
    await countStatusChange(trx, row, null, row.status);
    // A held comment tells the author and the one it answers once approved (comments-moderation.ts).
    if (row.status === 'visible') await enqueueNotifications(trx, { event: 'comment', subjectId: id, actorId: actor.id }, now);
  });
  return answer(true);
}

/**
 * A comment's language is its writer's, not the article's (a story and its translation share one
 * thread, and its "only in my language" filter reads this): the one the client sends, else the
 * writer's profile language, else the article's. `Accept-Language` is not read: the outbox may
 * replay a comment later, from a browser whose languages say nothing of the app's chosen one.
 */
export function commentLanguage(asked: 'en' | 'fr' | undefined, profile: string, article: string): 'en' | 'fr' {
  if (asked) return asked;
  if (profile === 'en' || profile === 'fr') return profile;
  return article === 'en' ? 'en' : 'fr';
}

async function commentsWritten(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `DELETE /api/comments/:id`: the writer's own, or any for moderators. Soft: the row stays, without
 * its text, and shows as "comment deleted" only while it has replies. Deleting again is a no-op.
 */
export async function deleteComment(db: DB, actor: Actor, id: string, now: Date): Promise<Outcome<null>> {
  const row = await findCommentRow(db, id);
  if (!row) return refuse({ reason: 'not_found', entity: 'comment' });
  const own = row.user_id === actor.id;
  if (!own && !canModerate(actor.role)) return refuse({ reason: 'not_allowed', action: 'delete this comment' });
  if (row.status === 'deleted') return done(null);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('comments').set({ status: 'deleted', pinned: 0 }).where('id', '=', id).execute();
    await countStatusChange(trx, row, row.status, 'deleted');
    if (!own) await logModeration(trx, { actorId: actor.id, action: 'delete', commentId: id, targetUserId: row.user_id }, now);
  });
  return done(null);
}

/** `PUT`/`DELETE /api/comments/:id/like`: the reader's like, once; answers the count after it. */
export async function setLike(db: DB, actor: Actor, id: string, like: boolean, now: Date): Promise<Outcome<{ likeCount: number; liked: boolean }>> {
  const row = await findCommentRow(db, id);
  if (!row || (row.status !== 'visible' && !(like === false && row.status !== 'held'))) return refuse({ reason: 'not_found', entity: 'comment' });
  await db.transaction().execute(async (trx) => {
    const changed = like
      ? await trx
          .insertInto('comment_likes')
          .values({ comment_id: id, user_id: actor.id, created_at: now.toISOString() })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
      : await trx.deleteFrom('comment_likes').where('comment_id', '=', id).where('user_id', '=', actor.id).executeTakeFirst();
    const n = Number('numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows);
    if (n > 0)
      await trx
        .updateTable('comments')
        .set({ like_count: sql`like_count + ${like ? 1 : -1}` })
        .where('id', '=', id)
        .execute();
    if (n > 0 && like) await enqueueNotifications(trx, { event: 'like', subjectId: id, actorId: actor.id }, now);
  });
  const after = await db.selectFrom('comments').select('like_count').where('id', '=', id).executeTakeFirstOrThrow();
  return done({ likeCount: Number(after.like_count), liked: like });
}
