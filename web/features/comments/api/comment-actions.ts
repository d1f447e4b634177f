import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, readJson } from '#web/lib/api-client.ts';
import { commentKeys } from '#web/queries/query-keys.ts';

const send = async (path: string, method: 'PUT' | 'DELETE', body?: unknown) =>
  readJson<unknown>(await apiFetch(path, body === undefined ? { method } : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));

/** What an article's author (or a moderator) does on a comment there: online calls, answered at once. */
export type AuthorAction = { kind: 'hide' | 'unhide'; commentId: string } | { kind: 'pin'; articleId: string; commentId: string } | { kind: 'unpin'; articleId: string };

/** `PUT`/`DELETE /api/comments/:id/hidden` and `PUT`/`DELETE /api/articles/:id/pinned-comment` (issue #28's contract). */
export function runAuthorAction(action: AuthorAction): Promise<unknown> {
  switch (action.kind) {
    case 'hide':
      return send(`/api/comments/${action.commentId}/hidden`, 'PUT');
    case 'unhide':
      return send(`/api/comments/${action.commentId}/hidden`, 'DELETE');
    case 'pin':
      return send(`/api/articles/${action.articleId}/pinned-comment`, 'PUT', { commentId: action.commentId });
    case 'unpin':
      return send(`/api/articles/${action.articleId}/pinned-comment`, 'DELETE');
  }
}

/**
 * Hides, shows, pins or unpins; the thread is read again once the server answered. Not queued
 * offline like a reader's writes: these act on other people's words, and are undone as easily.
 */
export function useAuthorAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runAuthorAction, onSettled: () => client.invalidateQueries({ queryKey: commentKeys.threads() }) });
}
