import type { Comment } from '#api/schemas/comments.ts';

/**
 * A comment's text as rendered by the one renderer (api/schemas/comment-text.ts): the server's
 * `html`, or, for a comment or an edit still sending, the same renderer run by the thread
 * (thread-view.ts). Not run here: this is part of the story's first view, which must not carry
 * the renderer's code (markdown-it) before the page is interactive.
 */
export function CommentText({ comment }: { comment: Pick<Comment, 'html'> }) {
  return <div className="comment__text" dangerouslySetInnerHTML={{ __html: comment.html }} />;
}
