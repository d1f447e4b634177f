import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';

/** An error a route can answer on its own (beyond those of the app's middleware, added in `document.ts`). */
export type RouteError = readonly [status: number, code: string];

/** Vendor extension carrying a route's error codes until `document.ts` turns them into responses. */
export const ERRORS_KEY = 'x-errors';

/**
 * A success answer: a JSON body with the valibot schema it follows (the handler's type derives from
 * the same schema), another media type (a page, a script), headers only (tus), or a bare description
 * for a `204` (no body). A JSON answer cannot be described without its schema.
 */
export type Answer = { description: string; schema: v.GenericSchema } | { description: string; type: string } | { description: string; noBody: true } | string;

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

function response(status: string, answer: Answer, summary: string) {
  if (typeof answer === 'string') {
    if (status !== '204') throw new Error(`${summary}: the ${status} answer needs its body's schema ({ description, schema }), or { description, noBody: true }.`);
    return { description: answer };
  }
  if ('schema' in answer) return { description: answer.description, content: { 'application/json': { schema: resolver(answer.schema) } } };
  if ('type' in answer) return { description: answer.description, content: { [answer.type]: {} } };
  return { description: answer.description };
}

/**
 * The reference entry of one route (`describeRoute` of hono-openapi), with its success answers and
 * the error codes it can answer. Request schemas are not repeated here: the `valid()` middleware
 * that checks them documents them (api/http/validate.ts).
 */
export function route(doc: RouteDoc): MiddlewareHandler {
  const responses = Object.fromEntries(Object.entries(doc.answers).map(([status, answer]) => [status, response(status, answer, doc.summary)]));
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
