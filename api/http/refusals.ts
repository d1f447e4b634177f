import type { Outcome, Refusal } from '../repositories/outcome.ts';
import { DEFAULT_COLLECTION_NAME } from '../schemas/collection.ts';
import { ApiError, forbidden, notFound } from './errors.ts';

const NOT_FOUND = {
  article: ['article_not_found', 'This article does not exist or was deleted.'],
  collection: ['collection_not_found', 'This collection does not exist or was deleted.'],
  ad: ['ad_not_found', 'This advertisement does not exist.'],
  comment: ['comment_not_found', 'This comment does not exist or was deleted.'],
  user: ['user_not_found', 'This user does not exist.'],
  tribe: ['tribe_not_found', 'This tribe does not exist.'],
  theme: ['theme_not_found', 'This theme does not exist.'],
} as const;

const COMMENT_CONFLICTS = {
  comment_id_taken: 'This comment id is already used by another comment. Write it again.',
  comment_deleted: 'This comment was deleted: it can no longer be edited.',
} as const;

export const articleNotFound = () => notFound(...NOT_FOUND.article);

/** The HTTP answer of a repository's refusal (status, api.md error code and a message for people). */
export function refusalError(refusal: Refusal): ApiError {
  switch (refusal.reason) {
    case 'not_found': {
      const [code, message] = NOT_FOUND[refusal.entity];
      return notFound(code, message);
    }
    case 'not_owner':
      return forbidden(refusal.entity === 'article' ? `Only the author can ${refusal.action} this article.` : 'This collection is not yours.');
    case 'version_conflict':
      return new ApiError(409, 'version_conflict', 'This article changed since you opened it. Review the current version.', undefined, { current: refusal.current });
    case 'default_collection':
      return new ApiError(422, 'cannot_delete_default', `Your ${DEFAULT_COLLECTION_NAME} collection cannot be deleted.`);
    case 'invalid_cursor':
      return new ApiError(422, 'invalid_input', 'This cursor is not valid here. Start again from the first page.', { cursor: 'invalid_cursor' });
    case 'not_allowed':
      return forbidden(`You cannot ${refusal.action}.`);
    case 'comment_banned': {
      const until = refusal.ban.until ? ` until ${refusal.ban.until}` : '';
      return new ApiError(403, 'comment_banned', `You are banned from commenting${until}: ${refusal.ban.reason}`, undefined, { ban: refusal.ban });
    }
    case 'rate_limited':
      return new ApiError(
        429,
        'rate_limited',
        `Too many ${refusal.what === 'follows' ? 'follows and unfollows' : 'comments'}. Try again in ${refusal.retryAfterSeconds} seconds.`,
        undefined,
        { retryAfterSeconds: refusal.retryAfterSeconds },
        { 'Retry-After': String(refusal.retryAfterSeconds) },
      );
    case 'comment_conflict':
      return new ApiError(409, refusal.code, COMMENT_CONFLICTS[refusal.code]);
    case 'invalid_references': {
      const list = Object.entries(refusal.fields)
        .map(([field, rule]) => `${field} ${rule}`)
        .join(', ');
      return new ApiError(422, 'invalid_input', `Some things this article refers to are not usable: ${list}.`, refusal.fields);
    }
  }
}

/** The value of an outcome; a refusal is thrown as its HTTP error for `app.onError` to answer. */
export function valueOrRefuse<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw refusalError(outcome.refusal);
  return outcome.value;
}
