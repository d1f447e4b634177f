import type { OpenAPIV3_1 } from 'openapi-types';
import type { RecordedAnswer } from './answer-recorder.ts';

type Doc = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

/** `/api/articles/:id` → `/api/articles/{id}`, as OpenAPI writes paths. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');

export function operation(doc: Doc, method: string, path: string): Operation | undefined {
  return (doc.paths?.[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
}

/** The error codes of one response of an operation (the `code` enum of its error envelope). */
function codesOf(response: OpenAPIV3_1.ResponseObject | undefined): string[] {
  const schema = response?.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
  const error = (schema?.allOf?.[1] as OpenAPIV3_1.SchemaObject | undefined)?.properties?.error as OpenAPIV3_1.SchemaObject | undefined;
  return ((error?.properties?.code as OpenAPIV3_1.SchemaObject | undefined)?.enum ?? []) as string[];
}

/** Every error code an operation's responses list, whatever the status. */
export function errorCodes(op: Operation): string[] {
  return Object.values(op.responses ?? {}).flatMap((response) => codesOf(response as OpenAPIV3_1.ResponseObject));
}

/** Whether the operation's answer with `status` has a JSON schema for its body. */
export function hasJsonSchema(op: Operation, status: number): boolean {
  const response = op.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
  return Boolean(response?.content?.['application/json']?.schema);
}

/**
 * The answers the reference does not describe: an error code its operation's entry does not list
 * with that status, or a JSON success whose status has no schema. One line each, sorted.
 */
export function missingFromReference(doc: Doc, answers: Iterable<RecordedAnswer>): string[] {
  const missing = new Set<string>();
  for (const { method, route, status, code } of answers) {
    const op = operation(doc, method, openApiPath(route));
    const name = `${method} ${route}`;
    if (!op) missing.add(`${name}: not in the reference`);
    else if (code === null) {
      if (!hasJsonSchema(op, status)) missing.add(`${name}: ${status} answers JSON with no schema`);
    } else if (!codesOf(op.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined).includes(code)) missing.add(`${name}: ${status} ${code}`);
  }
  return [...missing].sort();
}
