import { renderCommentText } from '#api/schemas/comment-text.ts';
import type { DemoRows } from '#api/repositories/demo-content.ts';
import type { SeedComment } from './catalog.ts';

const HOUR = 3600_000;

interface Context {
  articles: DemoRows['articles'];
  idByTitle: ReadonlyMap<string, { id: string; at: number }>;
  userIdOf: (email: string) => string;
  seedId: (...parts: string[]) => string;
}

/**
 * The demo threads (issue #28): comments as the API would store them, with their replies (a reply
 * to a reply sits under the same top-level comment and names whom it answers), likes, the pinned
 * comment and the maintained counters, so the demo shows every part of a discussion.
 */
export function buildCommentRows(comments: readonly SeedComment[], ctx: Context): Pick<DemoRows, 'comments' | 'commentLikes'> {
  const rows: DemoRows['comments'] = [];
  const likes: DemoRows['commentLikes'] = [];
  const articleById = new Map(ctx.articles.map((a) => [a.id, a]));
  const perArticle = new Map<string, number>();
  comments.forEach((comment, i) => {
    const article = ctx.idByTitle.get(comment.article)!;
    const row = articleById.get(article.id)!;
    const nth = (perArticle.get(comment.article) ?? 0) + 1;
    perArticle.set(comment.article, nth);
    const answered = comment.replyTo === undefined ? undefined : rows[comment.replyTo];
    const id = ctx.seedId('comment', comment.article, comment.author, String(i));
    const at = new Date(article.at + nth * 7 * HOUR).toISOString();
    rows.push({
      id,
      article_id: article.id,
      thread_id: row.translation_of ?? article.id,
      user_id: ctx.userIdOf(comment.author),
      parent_id: answered ? (answered.parent_id ?? answered.id) : null,
      reply_to_user_id: answered?.parent_id ? answered.user_id : null,
      content: comment.content,
      html: renderCommentText(comment.content),
      language: comment.language ?? row.language,
      at_seconds: comment.atSeconds ?? null,
      pinned: comment.pinned ? 1 : 0,
      like_count: comment.likes?.length ?? 0,
      reply_count: 0,
      created_at: at,
    });
    for (const email of comment.likes ?? []) likes.push({ comment_id: id, user_id: ctx.userIdOf(email), created_at: at });
  });
  for (const reply of rows) {
    const parent = reply.parent_id ? rows.find((r) => r.id === reply.parent_id) : undefined;
    if (parent) parent.reply_count = (parent.reply_count ?? 0) + 1;
  }
  // Every demo comment is visible: an article's count is its thread's (shared with its translation).
  for (const article of ctx.articles) article.comment_count = rows.filter((r) => r.thread_id === (article.translation_of ?? article.id)).length;
  return { comments: rows, commentLikes: likes };
}
