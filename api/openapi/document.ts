import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import pkg from '../../package.json' with { type: 'json' };
import { ERRORS_KEY } from './describe.ts';

/** Stands in for hono-openapi's default 400 on validated routes: `valid()` answers 400 and 422 (see below). */
const VALIDATED = 'validated by a valibot schema';

const WRITE_METHODS = new Set(['post', 'put', 'delete', 'patch']);

interface DeclaredError {
  status: number;
  code: string;
}

/**
 * The errors the app's middleware answers on any route it runs for (api/app.ts), so no route lists
 * them itself: the batch of the outbox must know them all, and a client maps every `code`.
 */
function middlewareErrors(path: string, method: string, validated: boolean): DeclaredError[] {
  const errors: DeclaredError[] = [
    { status: 500, code: 'internal_error' },
    { status: 503, code: 'database_unavailable' },
  ];
  // readUser: a token that is sent but invalid or expired, or whose session was ended (signed out
  // from another device, a password change: issue #30); `/api/auth/*` ignores the header.
  if (!path.startsWith('/api/auth/')) errors.push({ status: 401, code: 'unauthorized' }, { status: 401, code: 'session_revoked' });
  if (validated) errors.push({ status: 400, code: 'malformed_request' }, { status: 422, code: 'invalid_input' });
  if (WRITE_METHODS.has(method)) {
    // The idempotency middleware, and the JSON body limit (uploads stream with their own limits).
    errors.push({ status: 422, code: 'invalid_idempotency_key' }, { status: 422, code: 'idempotency_key_reused' }, { status: 409, code: 'idempotency_key_in_progress' });
    if (!path.startsWith('/api/files') && !path.startsWith('/api/uploads')) errors.push({ status: 413, code: 'payload_too_large' });
  }
  return errors;
}

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } } as const;

function errorResponse(status: number, codes: string[]): OpenAPIV3_1.ResponseObject {
  return {
    description: `Error ${codes.map((code) => `\`${code}\``).join(', ')}`,
    ...(status === 429 || status === 503 || codes.includes('idempotency_key_in_progress') ? { headers: RETRY_AFTER } : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [{ $ref: '#/components/schemas/ErrorBody' }, { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: codes } } } } }],
        },
      },
    },
  };
}

/** The error envelope of every error answer (api/http/errors.ts). */
const ERROR_BODY: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'snake_case; clients map it to their own words.' },
        message: { type: 'string', description: 'English text for people; never a stack trace.' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Invalid input: dotted field path → rule that failed.' },
      },
    },
  },
};

type Operation = OpenAPIV3_1.OperationObject & { [ERRORS_KEY]?: DeclaredError[] };

/** Turns each operation's declared errors (route, guards, middleware) into one response per status. */
function completeOperation(path: string, method: string, operation: Operation): void {
  // hono-openapi may share one responses object between the routes of a guarded prefix: copy it.
  const responses = (operation.responses = { ...operation.responses });
  const validated = (responses['400'] as OpenAPIV3_1.ResponseObject | undefined)?.description === VALIDATED;
  if (validated) delete responses['400'];
  const byStatus = new Map<number, Set<string>>();
  for (const { status, code } of [...(operation[ERRORS_KEY] ?? []), ...middlewareErrors(path, method, validated)]) {
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  delete operation[ERRORS_KEY];
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const error = errorResponse(status, [...codes].sort());
    const answer = responses[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
    // A route's own answer with that status (readiness: 503 not ready) stays; the errors are added to it.
    responses[String(status)] = answer ? { ...answer, description: `${answer.description} Otherwise: ${error.description}` } : error;
  }
  // Signed-in calls say so (requireUser); the others take a token when there is one (the viewer's view).
  const security = [...new Map((operation.security ?? []).map((entry) => [JSON.stringify(entry), entry])).values()];
  operation.security = security.length > 0 ? security : path.startsWith('/api/auth/') ? [] : [{}, { bearerAuth: [] }];
}

/** The OpenAPI document of the JSON API: every route of `app` under `/api`, from the schemas that validate it. */
export async function apiDocument(app: Hono<any, any, any>): Promise<OpenAPIV3_1.Document> {
  const document = (await generateSpecs(app, {
    documentation: {
      info: {
        title: 'Tribus API',
        version: pkg.version,
        description: 'The JSON API of Tribus. Conventions (errors, lists, idempotency, sync, uploads): docs/api.md in the repository.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: { ErrorBody: ERROR_BODY } },
    },
    exclude: [/^(?!\/api\/)/],
    excludeStaticFile: false,
    excludeMethods: [],
    defaultValidationErrorResponse: { description: VALIDATED },
  })) as OpenAPIV3_1.Document;
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) completeOperation(path, method, operation as Operation);
  }
  return document;
}
