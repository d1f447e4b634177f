import type { TFunction } from 'i18next';
import { COMMENT_BODY_MAX } from '#api/schemas/comments.ts';
import type { CommentRefusal } from '#web/db/comment-drafts.ts';
import { formatDay } from '#web/lib/format-date.ts';

/**
 * Why the server refused a comment, in the reader's language (issue #28): a ban with its reason
 * and end, a story gone, text out of bounds, no right to comment; the server's own (English)
 * message only for a code this version of the app does not know.
 */
export function refusalText(refusal: CommentRefusal, t: TFunction, language: string): string {
  const reason = refusal.reason ?? '';
  switch (refusal.code) {
    case 'comment_banned':
      return refusal.until ? t('comments.refusal.comment_bannedUntil', { reason, until: formatDay(refusal.until, language, { month: 'long' }) }) : t('comments.refusal.comment_banned', { reason });
    case 'article_not_found':
      return t('comments.refusal.not_found');
    case 'comment_not_found':
      return t('comments.refusal.comment_not_found');
    case 'comment_deleted':
      return t('comments.refusal.comment_deleted');
    case 'forbidden':
      return t('comments.refusal.forbidden');
    default:
      return refusal.status === 404
        ? t('comments.refusal.not_found')
        : refusal.status === 422
          ? t('comments.refusal.validation_failed', { max: COMMENT_BODY_MAX })
          : t('comments.refusal.other', { message: refusal.message });
  }
}
