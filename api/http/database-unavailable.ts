/** Seconds a client is asked to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's network failures: the database host refused, reset or never answered. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL SQLSTATEs of a server that is not there for now: class 08 (connection exception),
 * 57P01-57P03 (shut down by an administrator or a crash, cannot connect yet: starting or recovering),
 * 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** `pg`'s own messages for a pool that cannot get or keep a connection. */
const POOL_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/**
 * Whether `error` means the database cannot be reached right now (as opposed to a bug or a bad
 * query): a request that fails so is answered `503` with `Retry-After`, which the client's outbox
 * retries, never `500`. The pool opens new connections for later requests, so the instance
 * recovers by itself once the database is back. Follows `cause` and AggregateError (Node's
 * connection attempts to every address of a host).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Whether PostgreSQL refused text it cannot store: a NUL character (`\u0000`) anywhere in a value
 * (SQLSTATE 22021; SQLite stores it). Bad input, answered `400`, never `500`.
 */
export function isUnstorableText(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22021';
}
