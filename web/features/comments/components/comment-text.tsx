import { renderCommentText } from '#api/schemas/comment-text.ts';
import type { Comment } from '#api/schemas/comments.ts';

/**
 * A comment's text: the server's rendering (`html`), or, for a comment or an edit still sending,
 * the same renderer run here (one renderer on both sides, issue #28: raw HTML off, safe links
 * only, `rel="nofollow ugc noopener"`), so it reads the same before and after it is sent.
 */
export function CommentText({ comment }: { comment: Pick<Comment, 'html' | 'body'> }) {
  const html = comment.html || renderCommentText(comment.body);
  return <div className="comment__text" dangerouslySetInnerHTML={{ __html: html }} />;
}
