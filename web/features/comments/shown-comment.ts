import type { Comment } from '#api/schemas/comments.ts';

// Apart from thread-view.ts (which renders the text of writes still sending, markdown-it): the
// story's first view shows comments too, without that renderer's code.

/** A comment as the thread shows it: the server's, with the reader's writes still sending laid over. */
export interface ShownComment extends Comment {
  /** A write of the reader on this comment is still in the outbox ("sending…"). */
  sending: boolean;
}

/** A top-level comment and the replies the thread shows under it. */
export interface ShownThread extends ShownComment {
  replies: ShownComment[];
}

/** A server comment as shown (a copy: the overlay changes it, never the query's data). */
export const shown = ({ replies: _replies, ...c }: Comment & { replies?: unknown }): ShownComment => ({ ...c, sending: false });
