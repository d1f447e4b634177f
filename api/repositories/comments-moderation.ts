import type { DB } from '../db/connection.ts';
import { newId } from '../schemas/ids.ts';
import { canModerate, type Comment, type ModerationQueue, type ReportGroup, type ReportInput, type Role } from '../schemas/comments.ts';
import { countStatusChange } from './comment-counters.ts';
import { findCommentRow, findThreadArticle, toComments, viewerOf, type Actor, type CommentRow } from './comment-rows.ts';
import { logModeration } from './moderation-log.ts';
import { enqueueNotifications } from './notification-jobs.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { limitReports, userReportGroups } from './user-reports.ts';
import { findUsersByIds } from './users.ts';

/**
 * What the article's author and moderators do to comments (issue #28). Every action is written to
 * the moderation log in its own transaction. The author acts on their article's thread only.
 */
export type CommentAction = 'hide' | 'restore' | 'approve' | 'reject' | 'delete' | 'dismiss';

/** Which statuses each action moves from, and to. Acting again on the result changes nothing. */
const MOVES: Record<Exclude<CommentAction, 'dismiss'>, { from: readonly string[]; to: CommentRow['status'] }> = {
  hide: { from: ['visible'], to: 'hidden' },
  restore: { from: ['hidden'], to: 'visible' },
  approve: { from: ['held'], to: 'visible' },
  reject: { from: ['held'], to: 'deleted' },
  delete: { from: ['visible', 'hidden', 'held'], to: 'deleted' },
};
/** Actions the article's author may take on their thread; the others are the moderators'. */
const AUTHOR_ACTIONS: readonly CommentAction[] = ['hide', 'restore', 'approve', 'reject'];

/** Applies an action to a comment; answers it as the actor now sees it. */
export async function actOnComment(db: DB, actor: Actor, id: string, action: CommentAction, reason: string, now: Date): Promise<Outcome<Comment>> {
  const row = await findCommentRow(db, id);
  const article = row && (await findThreadArticle(db, row.article_id));
  if (!row || !article) return refuse({ reason: 'not_found', entity: 'comment' });
  const viewer = viewerOf(actor, article.userId);
  const allowed = canModerate(actor.role) || (viewer.articleAuthor && AUTHOR_ACTIONS.includes(action));
  if (!allowed) return refuse({ reason: 'not_allowed', action: `${action} this comment` });
  await db.transaction().execute(async (trx) => {
    if (action === 'dismiss') {
      await trx.updateTable('comment_reports').set({ resolved_at: now.toISOString() }).where('comment_id', '=', id).where('resolved_at', 'is', null).execute();
    } else {
      const move = MOVES[action];
      if (!move.from.includes(row.status)) return;
      const hiddenBy = action === 'hide' ? (canModerate(actor.role) ? 'moderator' : 'author') : null;
      await trx
        .updateTable('comments')
        .set({ status: move.to, hidden_by: hiddenBy, ...(move.to === 'visible' ? {} : { pinned: 0 }) })
        .where('id', '=', id)
        .execute();
      await countStatusChange(trx, row, row.status, move.to);
      // A hidden or deleted comment leaves the queue: its reports are dealt with.
      // The writer hears of the decision on their held comment; an approved one now reaches the thread's people.
      if (action === 'approve' || action === 'reject')
        await enqueueNotifications(trx, { event: 'moderation', subjectId: id, actorId: actor.id, detail: action === 'approve' ? 'approved' : 'rejected' }, now);
      if (action === 'approve') await enqueueNotifications(trx, { event: 'comment', subjectId: id, actorId: actor.id }, now);
      if (move.to !== 'visible') await trx.updateTable('comment_reports').set({ resolved_at: now.toISOString() }).where('comment_id', '=', id).where('resolved_at', 'is', null).execute();
    }
    await logModeration(trx, { actorId: actor.id, action, commentId: id, targetUserId: row.user_id, reason }, now);
  });
  const after = (await findCommentRow(db, id))!;
  return done((await toComments(db, [after], viewer))[0]!);
}

/** `PUT /api/articles/:id/pinned-comment`: the article's author pins one top-level visible comment. */
export async function pinComment(db: DB, actor: Actor, articleId: string, commentId: string | null, now: Date): Promise<Outcome<Comment | null>> {
  const article = await findThreadArticle(db, articleId);
  if (!article) return refuse({ reason: 'not_found', entity: 'article' });
  if (article.userId !== actor.id) return refuse({ reason: 'not_allowed', action: 'pin comments on this article' });
  const row = commentId ? await findCommentRow(db, commentId) : null;
  if (commentId && (!row || row.thread_id !== article.threadId || row.parent_id !== null || row.status !== 'visible')) {
    return refuse({ reason: 'invalid_references', fields: { commentId: 'not_found' } });
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('comments').set({ pinned: 0 }).where('thread_id', '=', article.threadId).where('parent_id', 'is', null).where('pinned', '=', 1).execute();
    if (row) await trx.updateTable('comments').set({ pinned: 1 }).where('id', '=', row.id).execute();
    await logModeration(trx, { actorId: actor.id, action: row ? 'pin' : 'unpin', commentId: row?.id ?? null, targetUserId: row?.user_id ?? null }, now);
  });
  if (!row) return done(null);
  const after = (await findCommentRow(db, row.id))!;
  return done((await toComments(db, [after], viewerOf(actor, article.userId)))[0]!);
}

/** `POST /api/comments/:id/reports`: one open report per reader and comment (again: the newest reason). */
export async function reportComment(db: DB, actor: Actor, id: string, input: ReportInput, now: Date): Promise<Outcome<null>> {
  const row = await findCommentRow(db, id);
  if (!row || row.status === 'deleted' || (row.status === 'held' && row.user_id !== actor.id)) return refuse({ reason: 'not_found', entity: 'comment' });
  if (row.user_id === actor.id) return refuse({ reason: 'not_allowed', action: 'report your own comment' });
  const limited = await limitReports(db, actor, now);
  if (!limited.ok) return limited;
  await db
    .insertInto('comment_reports')
    .values({ id: newId(now.getTime()), comment_id: id, reporter_id: actor.id, reason: input.reason, text: input.text, created_at: now.toISOString(), resolved_at: null })
    .onConflict((oc) => oc.columns(['comment_id', 'reporter_id']).where('resolved_at', 'is', null).doUpdateSet({ reason: input.reason, text: input.text, created_at: now.toISOString() }))
    .execute();
  return done(null);
}

/** `GET /api/moderation/queue`: open reports grouped by comment (newest report first), held comments, reported users. */
export async function moderationQueue(db: DB, actor: Actor, limit: number): Promise<ModerationQueue> {
  const viewer = { userId: actor.id, role: actor.role, articleAuthor: false };
  // The newest open reports, enough to fill `limit` groups in most queues without reading them all.
  const reports = await db
    .selectFrom('comment_reports')
    .selectAll()
    .where('resolved_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit * 10)
    .execute();
  const commentIds = [...new Set(reports.map((r) => r.comment_id))].slice(0, limit);
  const [commentRows, heldRows, reporters, userReports] = await Promise.all([
    commentIds.length ? db.selectFrom('comments').selectAll().where('id', 'in', commentIds).execute() : [],
    db.selectFrom('comments').selectAll().where('status', '=', 'held').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    findUsersByIds(
      db,
      reports.map((r) => r.reporter_id),
    ),
    userReportGroups(db, limit),
  ]);
  const [comments, held] = await Promise.all([toComments(db, commentRows, viewer), toComments(db, heldRows, viewer)]);
  const byId = new Map(comments.map((c) => [c.id, c]));
  const groups = commentIds.flatMap((commentId): ReportGroup[] => {
    const comment = byId.get(commentId);
    if (!comment) return [];
    const mine = reports.filter((r) => r.comment_id === commentId);
    const items = mine.flatMap((r) => {
      const u = reporters.get(r.reporter_id);
      if (!u) return [];
      const reporter = { id: u.id, slug: u.slug, firstName: u.firstName, lastName: u.lastName, presentation: u.presentation, picture: u.picture };
      return [{ id: r.id, reason: r.reason as ReportInput['reason'], text: r.text, reporter, createdAt: r.created_at }];
    });
    return [{ comment, reports: items, lastReportedAt: mine[0]!.created_at }];
  });
  return { reports: groups, held, userReports };
}

/** `PUT /api/users/:id/role` (admins): grants or revokes a role, logged. An admin cannot change their own. */
export async function setRole(db: DB, actor: Actor, userId: string, role: Role, now: Date): Promise<Outcome<{ id: string; role: Role }>> {
  if (actor.role !== 'admin') return refuse({ reason: 'not_allowed', action: 'change roles' });
  if (userId === actor.id) return refuse({ reason: 'not_allowed', action: 'change your own role' });
  const target = await db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!target) return refuse({ reason: 'not_found', entity: 'user' });
  if (target.role !== role) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role }).where('id', '=', userId).execute();
      await logModeration(trx, { actorId: actor.id, action: 'role', targetUserId: userId, detail: `${target.role} → ${role}` }, now);
    });
  }
  return done({ id: userId, role });
}
