import type { Env, MiddlewareHandler, ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
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
  throw new ApiError(422, 'invalid_input', `Invalid input: ${Object.entries(fields).map(([k, r]) => `${k} ${r}`).join(', ')}.`, fields);
}

/**
 * Hono validator middleware for a request part (json, query, param, header) with a valibot schema.
 * Invalid input answers `422` with `fields`; malformed JSON is answered `400` by `app.onError`.
 * Declares the schema's input and output types so `hc<AppType>` clients are typed by the contract.
 */
export function valid<Target extends keyof ValidationTargets, S extends v.GenericSchema, E extends Env = any, P extends string = string>(
  target: Target,
  schema: S,
): MiddlewareHandler<E, P, { in: { [K in Target]: v.InferInput<S> }; out: { [K in Target]: v.InferOutput<S> } }> {
  return validator(target, (value) => parseOrThrow(schema, value)) as MiddlewareHandler;
}
