import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';

/** An error a route can answer on its own (beyond those of the app's middleware, added in `document.ts`). */
export type RouteError = readonly [status: number, code: string];

/** Vendor extension carrying a route's error codes until `document.ts` turns them into responses. */
export const ERRORS_KEY = 'x-errors';

/** A success answer: its description, and the valibot schema of its body when the API has one. */
export type Answer = string | { description: string; schema?: v.GenericSchema; type?: string };

interface RouteDoc {
  tag: string;
  summary: string;
  description?: string;
  /** Success answers by status (`200`, `201`, `204`…). */
  answers: Record<number, Answer>;
  /** Signed-in only, checked by the handler itself (routes guarded by `requireUser` need not say it). */
  signedIn?: boolean;
  /** A body that no `valid()` middleware reads (uploads: bytes, forms). */
  body?: { type: string; description: string };
  /** The error codes this route's own code can answer (the handler, its repositories). */
  errors?: readonly RouteError[];
}

function response(answer: Answer) {
  if (typeof answer === 'string') return { description: answer };
  const { description, schema, type = 'application/json' } = answer;
  if (!schema) return { description, content: { [type]: {} } };
  return { description, content: { [type]: { schema: resolver(schema) } } };
}

/**
 * The reference entry of one route (`describeRoute` of hono-openapi), with its success answers and
 * the error codes it can answer. Request schemas are not repeated here: the `valid()` middleware
 * that checks them documents them (api/http/validate.ts).
 */
export function route(doc: RouteDoc): MiddlewareHandler {
  const responses = Object.fromEntries(Object.entries(doc.answers).map(([status, answer]) => [status, response(answer)]));
  return describeRoute({
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    responses,
    ...(doc.signedIn ? { security: [{ bearerAuth: [] }] } : {}),
    ...(doc.body ? { requestBody: { required: true, description: doc.body.description, content: { [doc.body.type]: {} } } } : {}),
    [ERRORS_KEY]: (doc.errors ?? []).map(([status, code]) => ({ status, code })),
  } as DescribeRouteOptions);
}

/**
 * Marks a middleware with what it adds to every route it guards (hono-openapi reads the mark): the
 * security requirement of `requireUser`, the errors it answers.
 */
export function guards<M extends MiddlewareHandler<any, any, any>>(middleware: M, spec: { security?: Record<string, string[]>[]; errors: readonly RouteError[] }): M {
  return Object.assign(middleware, {
    [uniqueSymbol]: { spec: { ...(spec.security ? { security: spec.security } : {}), [ERRORS_KEY]: spec.errors.map(([status, code]) => ({ status, code })) } },
  });
}
