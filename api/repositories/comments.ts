import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import { COMMENT_PAGE_DEFAULT, COMMENT_REPLIES_PREVIEW, type Comment, type CommentListQuery, type CommentPage, type ReplyListQuery, type ReplyPage, type ThreadComment } from '../schemas/comments.ts';
import { findCommentRow, findThreadArticle, shownTo, toComments, viewerOf, type Actor, type CommentRow, type Viewer } from './comment-rows.ts';
import { done, refuse, type Outcome } from './outcome.ts';

/**
 * Reading threads (issue #28). Pages are keyset ranges of the indexes of migration 0022: oldest
 * and newest walk `comments_thread_idx` forwards or backwards, top walks `comments_thread_top_idx`
 * backwards (most liked, then newest). A page never counts: totals are maintained counters.
 */
export type Position = { likes: number; createdAt: string; id: string };

const CURSOR = /^(\d{1,9})\|(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f]{32})$/;

function encodeCursor(row: CommentRow): string {
  return Buffer.from(`${Number(row.like_count)}|${row.created_at}|${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): Position | undefined {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { likes: Number(match[1]), createdAt: match[2]!, id: match[3]! } : undefined;
}

export function threadQuery(db: DB, threadId: string, viewer: Viewer, language: 'fr' | 'en' | undefined) {
  const select = db.selectFrom('comments').selectAll().where('thread_id', '=', threadId).where('parent_id', 'is', null).where(shownTo(viewer));
  return language ? select.where('language', '=', language) : select;
}

/**
 * The thread's pinned comment: `pinned = 1` written as a literal, which the partial index
 * `comments_pinned_idx` (migration 0024) answers; a bound `?` would not prove the index's condition.
 */
export function pinnedQuery(thread: ReturnType<typeof threadQuery>) {
  return thread.where(sql<boolean>`pinned = 1`);
}

/** One page of a thread's top-level comments but the pinned one, in the sort asked, after `after` (plans: tests/api/comment-plans.test.ts). */
export function threadPageQuery(db: DB, threadId: string, viewer: Viewer, query: Pick<CommentListQuery, 'sort' | 'limit' | 'language'>, after: Position | undefined) {
  // `parent_id` (null on every row here) leads the order too: PostgreSQL takes `is null` as no
  // equality, so without it the index order would not satisfy the sort and it would sort the thread.
  let select = threadQuery(db, threadId, viewer, query.language).where('pinned', '=', 0);
  if (query.sort === 'oldest') {
    if (after) select = select.where(sql<boolean>`(created_at, id) > (${after.createdAt}, ${after.id})`);
    select = select.orderBy('parent_id').orderBy('created_at').orderBy('id');
  } else if (query.sort === 'newest') {
    if (after) select = select.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id})`);
    select = select.orderBy('parent_id', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
  } else {
    if (after) select = select.where(sql<boolean>`(like_count, created_at, id) < (${after.likes}, ${after.createdAt}, ${after.id})`);
    select = select.orderBy('parent_id', 'desc').orderBy('like_count', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
  return select.limit(query.limit + 1);
}

/** `GET /api/articles/:id/comments`: top-level comments with their first replies; the pinned one leads page 1. */
export async function listThread(db: DB, articleId: string, actor: Actor | null, query: CommentListQuery): Promise<Outcome<CommentPage>> {
  const article = await findThreadArticle(db, articleId);
  if (!article) return refuse({ reason: 'not_found', entity: 'article' });
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) return refuse({ reason: 'invalid_cursor' });
  const viewer = viewerOf(actor, article.userId);

  const base = threadQuery(db, article.threadId, viewer, query.language);
  const pinned = after ? [] : await pinnedQuery(base).execute();
  const rows = await threadPageQuery(db, article.threadId, viewer, query, after).execute();
  const page = rows.slice(0, query.limit);
  const [comments, replies] = await Promise.all([toComments(db, [...pinned, ...page], viewer), firstReplies(db, [...pinned, ...page], viewer)]);
  const items: ThreadComment[] = comments.map((comment) => ({ ...comment, replies: replies.get(comment.id) ?? [] }));
  // The total is the counter read with the article's row: no count, and no second read of the row.
  return done({ items, total: article.commentCount, nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null });
}

/** The first replies of each top-level comment, oldest first, in one query (a window per parent). */
async function firstReplies(db: DB, parents: readonly CommentRow[], viewer: Viewer): Promise<Map<string, Comment[]>> {
  const ids = parents.filter((p) => Number(p.reply_count) > 0 || viewer.userId !== null).map((p) => p.id);
  if (ids.length === 0) return new Map();
  const ranked = db
    .selectFrom('comments')
    .selectAll()
    .select(sql<number>`row_number() over (partition by parent_id order by created_at, id)`.as('rank'))
    .where('parent_id', 'in', ids)
    .where(shownTo(viewer));
  const rows = await db.selectFrom(ranked.as('comments')).selectAll().where('rank', '<=', COMMENT_REPLIES_PREVIEW).orderBy('created_at').orderBy('id').execute();
  const replies = await toComments(db, rows, viewer);
  const byParent = new Map<string, Comment[]>();
  for (const reply of replies) byParent.set(reply.parentId!, [...(byParent.get(reply.parentId!) ?? []), reply]);
  return byParent;
}

/** `GET /api/comments/:id/replies`: oldest first, keyset on (created_at, id). */
export async function listReplies(db: DB, commentId: string, actor: Actor | null, query: ReplyListQuery): Promise<Outcome<ReplyPage>> {
  const parent = await findCommentRow(db, commentId);
  const article = parent && (await findThreadArticle(db, parent.article_id));
  if (!parent || !article) return refuse({ reason: 'not_found', entity: 'comment' });
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) return refuse({ reason: 'invalid_cursor' });
  const viewer = viewerOf(actor, article.userId);
  let select = db.selectFrom('comments').selectAll().where('parent_id', '=', commentId).where(shownTo(viewer));
  if (after) select = select.where(sql<boolean>`(created_at, id) > (${after.createdAt}, ${after.id})`);
  const rows = await select
    .orderBy('created_at')
    .orderBy('id')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  return done({ items: await toComments(db, page, viewer), total: Number(parent.reply_count), nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null });
}

/** One comment as `viewer` sees it (the answer of writes and moderation calls). */
export async function commentAsSeenBy(db: DB, id: string, actor: Actor | null): Promise<Comment | undefined> {
  const row = await findCommentRow(db, id);
  const article = row && (await findThreadArticle(db, row.article_id));
  if (!row || !article) return undefined;
  const [comment] = await toComments(db, [row], viewerOf(actor, article.userId));
  return comment;
}

/**
 * The first page of an article's thread (oldest first) as the article's detail carries it, seen by
 * `viewerId` as a member: the moderation views read the thread call instead.
 */
export async function firstCommentsPage(db: DB, articleId: string, viewerId: string | null): Promise<ThreadComment[]> {
  const page = await listThread(db, articleId, viewerId ? { id: viewerId, role: 'member' } : null, { sort: 'oldest', limit: COMMENT_PAGE_DEFAULT });
  return page.ok ? page.value.items : [];
}
