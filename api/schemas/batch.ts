import * as v from 'valibot';

/** At most this many writes in one `POST /api/batch`. */
export const BATCH_ITEMS_MAX = 100;
/** Same bound as the `Idempotency-Key` header (api.md, "Idempotency"). */
export const BATCH_KEY_MAX = 200;

/**
 * One write of a batch: what the outbox would have sent on its own. Uploads (`/api/files`, binary),
 * sign-in and token calls (`/api/auth`, answers carry secrets) and batches themselves are not batched.
 */
export const BatchItemSchema = v.object({
  method: v.picklist(['POST', 'PUT', 'DELETE']),
  path: v.pipe(
    v.string(),
    v.maxLength(300),
    v.regex(/^\/api\/[A-Za-z0-9/_.-]+$/, 'invalid_path'),
    v.check((path) => !/^\/api\/(batch|files|uploads|auth)(\/|$)/.test(path), 'not_batchable'),
  ),
  idempotencyKey: v.pipe(v.string(), v.minLength(1, 'required'), v.maxLength(BATCH_KEY_MAX, 'max_length')),
  body: v.optional(v.unknown()),
});
export type BatchItem = v.InferInput<typeof BatchItemSchema>;

/** `POST /api/batch` body: writes sent in order, each with its own idempotency key. */
export const BatchInputSchema = v.object({
  items: v.pipe(v.array(BatchItemSchema), v.minLength(1, 'required'), v.maxLength(BATCH_ITEMS_MAX, 'max_length')),
});
export type BatchInput = v.InferInput<typeof BatchInputSchema>;

/** The answer one item got, as if it had been sent alone (`body` is its JSON body, null for 204). */
export const BatchResultSchema = v.object({ status: v.number(), body: v.unknown(), replayed: v.boolean() });
export type BatchResult = v.InferOutput<typeof BatchResultSchema>;

/**
 * `POST /api/batch` answer: one result per item, in order. It stops after the first answer that is
 * not final (401, 409 `idempotency_key_in_progress`, 429, 5xx), since later items may depend on it:
 * items past `results.length` were not attempted and are sent again later.
 */
export const BatchResponseSchema = v.object({ results: v.array(BatchResultSchema) });
export type BatchResponse = v.InferOutput<typeof BatchResponseSchema>;
