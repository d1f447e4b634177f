import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { errorCodes, openApiPath, operation } from '#tests/utils/reference-check.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

type Doc = OpenAPIV3_1.Document;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

async function documentOf(t: Awaited<ReturnType<typeof makeTestApp>>): Promise<Doc> {
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  return (await res.json()) as Doc;
}

/** Resolves a local `$ref` (`#/components/schemas/X`) in `doc`, or undefined when it names nothing. */
function resolve(doc: Doc, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
}

function refsIn(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.push(value);
      else refsIn(value, into);
    }
  }
  return into;
}

describe('the API reference (GET /api/openapi.json, /api/docs)', () => {
  it('is a valid OpenAPI 3 document: version, info, paths, responses on every operation, every $ref resolving', async () => {
    const t = await makeTestApp();
    const doc = await documentOf(t);
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe('Tribus API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(doc.paths ?? {}).length).toBeGreaterThan(20);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      expect(path).toMatch(/^\/api\//);
      for (const method of Object.keys(item ?? {})) {
        expect(METHODS).toContain(method);
        const op = operation(doc, method, path)!;
        expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        // Every path parameter is declared.
        for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
          expect(
            (op.parameters as OpenAPIV3_1.ParameterObject[]).some((p) => p.in === 'path' && p.name === name),
            `${method} ${path} {${name}}`,
          ).toBe(true);
        }
      }
    }
    for (const ref of refsIn(doc)) expect(resolve(doc, ref), ref).toBeDefined();
  });

  it('lists every route registered on the app under /api', async () => {
    const t = await makeTestApp();
    const doc = await documentOf(t);
    // `use()` middleware and the `/api/*` fallback are registered as ALL; every other entry is a route.
    const routes = t.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL');
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => !operation(doc, r.method, openApiPath(r.path))).map((r) => `${r.method} ${r.path}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('documents the request with the schemas that validate it (query, params, body)', async () => {
    const t = await makeTestApp();
    const doc = await documentOf(t);
    const list = operation(doc, 'get', '/api/articles')!;
    const query = (list.parameters as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'query').map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['limit', 'cursor', 'keywords', 'tribe', 'theme', 'type']));
    const put = operation(doc, 'put', '/api/articles/{id}')!;
    const id = (put.parameters as OpenAPIV3_1.ParameterObject[]).find((p) => p.name === 'id')!;
    expect((id.schema as OpenAPIV3_1.SchemaObject).pattern).toBe('^[0-9a-f]{32}$');
    const body = (put.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['title', 'sections', 'baseVersion', 'tribe']));
    // The valibot schema's own rule: the answer of an invalid body is what the document says.
    const login = operation(doc, 'post', '/api/auth/login')!;
    const loginBody = (login.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']!.schema as OpenAPIV3_1.SchemaObject;
    expect(loginBody.required).toEqual(expect.arrayContaining(['username', 'password']));
    const res = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(422);
    expect(errorCodes(login)).toContain(((await res.json()) as { error: { code: string } }).error.code);
  });

  it('lists the errors of the route, of its guards and of the app middleware, in the error envelope', async () => {
    const t = await makeTestApp();
    const doc = await documentOf(t);
    expect(errorCodes(operation(doc, 'get', '/api/collections')!)).toEqual(expect.arrayContaining(['unauthorized', 'invalid_input', 'internal_error', 'database_unavailable']));
    expect(errorCodes(operation(doc, 'put', '/api/articles/{id}')!)).toEqual(
      expect.arrayContaining(['version_conflict', 'forbidden', 'idempotency_key_reused', 'idempotency_key_in_progress', 'payload_too_large']),
    );
    expect(operation(doc, 'get', '/api/collections')!.security).toEqual([{ bearerAuth: [] }]);
    expect(operation(doc, 'patch', '/api/uploads/{id}')!.security).toEqual([{ bearerAuth: [] }]);
    expect(operation(doc, 'get', '/api/articles')!.security).toEqual([{}, { bearerAuth: [] }]);
    // A read takes no Idempotency-Key: its errors are not listed.
    expect(errorCodes(operation(doc, 'get', '/api/articles')!)).not.toContain('idempotency_key_reused');
    const envelope = doc.components?.schemas?.ErrorBody as OpenAPIV3_1.SchemaObject;
    expect(envelope.required).toEqual(['error']);
  });

  it('describes the body of every success answer: a JSON body with its schema, or what else it is', async () => {
    const t = await makeTestApp();
    const doc = await documentOf(t);
    const bodiless: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(item ?? {})) {
        for (const [status, response] of Object.entries(operation(doc, method, path)!.responses ?? {})) {
          const content = (response as OpenAPIV3_1.ResponseObject).content;
          const json = content?.['application/json'];
          if (json) expect(Object.keys(json.schema ?? {}).length, `${method} ${path} ${status}`).toBeGreaterThan(0);
          if (/^2\d\d$/.test(status) && status !== '204' && !content) bodiless.push(`${method} ${path} ${status}`);
        }
      }
    }
    // Only tus answers with headers alone; any other answer says what its body is.
    expect(bodiless.sort()).toEqual(['get /api/uploads/{id} 200', 'post /api/uploads 201', 'post /api/uploads/{id} 201']);
    const detail = operation(doc, 'get', '/api/articles/{id}')!.responses!['200'] as OpenAPIV3_1.ResponseObject;
    const schema = detail.content!['application/json']!.schema as OpenAPIV3_1.SchemaObject;
    expect(schema.required).toEqual(['article', 'comments', 'relatedArticles']);
    expect(Object.keys((schema.properties!.article as OpenAPIV3_1.SchemaObject).properties!)).toEqual(expect.arrayContaining(['id', 'title', 'sections', 'user', 'transcript']));
  });

  it('has every route of the table in docs/api.md, with its notable errors', async () => {
    const t = await makeTestApp();
    const doc = await documentOf(t);
    const rows = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => /^\| `(GET|POST|PUT|DELETE|PATCH|OPTIONS) (\/api\/[^`]*)` \|(.*)$/.exec(line))
      .filter((match) => match !== null);
    expect(rows.length).toBeGreaterThan(30);
    for (const [, method, path, rest] of rows) {
      const op = operation(doc, method!, openApiPath(path!));
      expect(op, `${method} ${path}`).toBeDefined();
      const errors = rest!.split('|').at(-2) ?? '';
      for (const [, code] of errors.matchAll(/`([a-z][a-z_]+)`/g)) expect(errorCodes(op!), `${method} ${path}`).toContain(code);
    }
  });

  it('serves a page at /api/docs with its script from this server, which the CSP lets run, and keeps the app CSP strict elsewhere', async () => {
    const t = await makeTestApp();
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('/api/openapi.json');
    const csp = res.headers.get('Content-Security-Policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // Its script is served here, same origin ('self'), so the page works with no third party reachable.
    const src = /<script[^>]*src="([^"]+)"/.exec(html)![1]!;
    expect(src).toMatch(/^\/api\//);
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    const script = await t.app.request(src);
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);

    const other = await t.app.request('/api/health');
    expect(other.headers.get('Content-Security-Policy')).toMatch(/script-src 'self';/);
  });
});
