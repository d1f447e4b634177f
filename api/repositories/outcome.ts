import type { Article } from '../schemas/article.ts';

/** Something a repository names by id. */
export type Entity = 'article' | 'collection' | 'ad' | 'comment' | 'user' | 'tribe' | 'theme';

/**
 * Why a repository declined a request. Repositories know nothing of HTTP: they answer a refusal as a
 * value and the route turns it into its status and message (`api/http/refusals.ts`).
 */
export type Refusal =
  | { reason: 'not_found'; entity: Entity }
  | { reason: 'not_owner'; entity: 'article' | 'collection'; action: 'edit' | 'delete' }
  | { reason: 'version_conflict'; current: Article }
  | { reason: 'default_collection' }
  /** A paging cursor this list never gave. */
  | { reason: 'invalid_cursor' }
  /** Field name → failed rule (`not_found`, `wrong_kind`, `duplicate`, `taken`, …). */
  | { reason: 'invalid_references'; fields: Record<string, string> }
  /** A comment call the caller may not make (not theirs, not the article's author, not a moderator). */
  | { reason: 'not_allowed'; action: string }
  /** The writer is banned from commenting (issue #28). */
  | { reason: 'comment_banned'; ban: { reason: string; until: string | null } }
  /** Too many comments (or `what`) lately: try again in `retryAfterSeconds`. */
  | { reason: 'rate_limited'; retryAfterSeconds: number; what?: 'follows' }
  /** A comment write that conflicts with what is stored. */
  | { reason: 'comment_conflict'; code: 'comment_id_taken' | 'comment_deleted' };

/** A repository answer that may be a refusal. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refuse = (refusal: Refusal): { ok: false; refusal: Refusal } => ({ ok: false, refusal });
