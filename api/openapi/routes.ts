import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../app-env.ts';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as v from 'valibot';
import { route } from './describe.ts';
import { apiDocument } from './document.ts';

export const OPENAPI_PATH = '/api/openapi.json';

/** The outline of an OpenAPI 3.1 document; its full schema is the specification's own (spec.openapis.org). */
const OpenApiDocumentSchema = v.looseObject({ openapi: v.string(), info: v.looseObject({ title: v.string(), version: v.string() }), paths: v.record(v.string(), v.unknown()) });

/** Scalar's page script, served by this server: the reference works with no third party reachable. */
const SCRIPT_PATH = '/api/docs/scalar.js';
const scriptFile = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
let script: Promise<Buffer> | null = null;

// No telemetry, AI agent or developer tools: they call Scalar's servers, which the CSP refuses (and a reader has no use for).
const page = Scalar<AppEnv>({ url: OPENAPI_PATH, pageTitle: 'Tribus API', withDefaultFonts: false, cdn: SCRIPT_PATH, telemetry: false, agent: { disabled: true }, showDeveloperTools: 'never' });

/**
 * `GET /api/openapi.json`, the reference generated from the routes of `app` (made once, on the
 * first request: every route is registered by then), and `GET /api/docs`, the same as a page.
 */
export function referenceRoutes(app: Hono<any, any, any>) {
  let document: Promise<OpenAPIV3_1.Document> | null = null;
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      route({ tag: 'Reference', summary: 'This reference, as an OpenAPI 3.1 document', answers: { 200: { description: 'The OpenAPI document.', schema: OpenApiDocumentSchema } } }),
      async (c) => {
        document ??= apiDocument(app).catch((error: unknown) => {
          document = null;
          throw error;
        });
        return c.json(await document, 200);
      },
    )
    .get('/docs', route({ tag: 'Reference', summary: 'This reference, as a page to read', answers: { 200: { description: 'An HTML page (Scalar).', type: 'text/html' } } }), async (c, next) => {
      const html = await ((await page(c, next)) as Response).text();
      // The CSP of this page allows the scripts holding its nonce (api/http/security-headers.ts).
      const nonce = (c.var as { secureHeadersNonce?: string }).secureHeadersNonce ?? '';
      return c.html(html.replaceAll('<script', `<script nonce="${nonce}"`), 200);
    })
    .get(
      '/docs/scalar.js',
      route({ tag: 'Reference', summary: "The reference page's script (Scalar's standalone bundle)", answers: { 200: { description: 'JavaScript.', type: 'text/javascript' } } }),
      async (c) => {
        script ??= readFile(scriptFile);
        c.header('Cache-Control', 'public, max-age=86400');
        return c.body(new Uint8Array(await script), 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      },
    );
}
