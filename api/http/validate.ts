import type { Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import * as v from 'valibot';
import { ApiError, type FieldErrors } from './errors.ts';

/** Maps valibot issues to api.md's `fields`: dotted path → rule (`required` when the value is missing). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '_';
    if (fields[path]) continue;
    fields[path] = issue.received === 'undefined' ? 'required' : issue.message && /^[a-z_]+$/.test(issue.message) ? issue.message : issue.type;
  }
  return fields;
}

/** Throws `422 invalid_input` with `fields` when `value` does not satisfy `schema`. */
export function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const fields = fieldErrors(result.issues);
  throw new ApiError(
    422,
    'invalid_input',
    `Invalid input: ${Object.entries(fields)
      .map(([k, r]) => `${k} ${r}`)
      .join(', ')}.`,
    fields,
  );
}

/** Whether a string anywhere in `value` holds U+0000, which PostgreSQL cannot store in text. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
}

/**
 * Marks a validator middleware with the schema it checks, so the generated reference
 * (`api/openapi/document.ts`, hono-openapi) documents exactly what validates the request.
 */
export function documented<M extends MiddlewareHandler<any, any, any>>(middleware: M, target: keyof ValidationTargets, schema: v.GenericSchema): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

/**
 * Hono validator middleware for a request part (json, query, param, header) with a valibot schema.
 * Invalid input answers `422` with `fields`; malformed JSON is answered `400` by `app.onError`.
 * Declares the schema's input and output types so `hc<AppType>` clients are typed by the contract.
 * Text holding U+0000 is answered `400`, unless each part is checked when it runs itself
 * (`nulChecked: 'by-each-item'`, the batch: one bad item must not refuse the others).
 */
export function valid<Target extends keyof ValidationTargets, S extends v.GenericSchema, E extends Env = any, P extends string = string>(
  target: Target,
  schema: S,
  options: { nulChecked?: 'here' | 'by-each-item' } = {},
): MiddlewareHandler<E, P, { in: { [K in Target]: v.InferInput<S> }; out: { [K in Target]: v.InferOutput<S> } }> {
  const middleware = validator(target, (value) => {
    // Refused on both databases alike, before any work: PostgreSQL rejects the character mid-write
    // (which would also poison a batch's transaction), and no text of the product needs it.
    if (options.nulChecked !== 'by-each-item' && holdsNul(value)) throw new ApiError(400, 'malformed_request', 'Text cannot contain the NUL character (U+0000).');
    return parseOrThrow(schema, value);
  }) as MiddlewareHandler;
  return documented(middleware, target, schema);
}
