import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Field name → rule that failed (`required`, `min_length`, `email`…), as in api.md's error shape. */
export type FieldErrors = Record<string, string>;

/** The error body of api.md: `{ error: { code, message, fields? } }`. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

/**
 * An error a handler or repository throws on purpose; `app.onError` turns it into the JSON error
 * body with its status. Anything else thrown becomes a plain `500 internal_error` with no details.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody & Record<string, unknown> {
    const error = this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
    return { error, ...this.extra };
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const forbidden = (message = 'This is not yours.') => new ApiError(403, 'forbidden', message);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'unauthorized', message);

/**
 * A failure of the transport, not of the request: the body was cut off (lost signal, closed tab).
 * The client never saw an answer and will retry with the same Idempotency-Key, so the idempotency
 * middleware releases the key instead of keeping this answer.
 */
export class TransportError extends ApiError {
  constructor(message = 'The upload was interrupted before the end of the body.') {
    super(400, 'upload_interrupted', message);
  }
}
