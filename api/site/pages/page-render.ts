import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { pageAt } from '../../schemas/pages.ts';
import { LANGUAGE_COOKIE, type RenderOnServer, type ServerRenderOutput } from '../../schemas/server-render.ts';

/**
 * Whether the page at `url` is rendered on the server: the reading pages of the page table
 * (api/schemas/pages.ts). The home page opened from the activation mail (`/?code=`) is not: it
 * opens the activation dialog, which is the page's to draw.
 */
export const rendersOnServer = (url: URL) => pageAt(url.pathname)?.serverRendered === true && !url.searchParams.has('code');

/**
 * Past this, a page renders with the answers that have arrived (the rest load in the page). A
 * render takes milliseconds; this only bounds a server too busy to answer in time.
 */
export const RENDER_BUDGET_MS = 1500;

/**
 * The API answers of one page's render, kept for the rest of that request: the page's head reads
 * the story it describes from the render's answer instead of the database a second time (issue #26:
 * one read of the article per cold story load). Made per request, so nothing is shared between readers.
 */
export class RenderAnswers {
  readonly #app: Hono<AppEnv>;
  readonly #answers = new Map<string, Promise<Response | null>>();
  readonly #read = new Map<string, Promise<{ status: number; body: unknown } | undefined>>();

  constructor(app: Hono<AppEnv>) {
    this.#app = app;
  }

  /** The page's own API calls, answered in process as an anonymous reader (GET only), and kept. */
  readonly transport = async (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return new Response(null, { status: 405 });
    const url = new URL(request.url);
    const key = `${url.pathname}${url.search}`;
    // Copied before the renderer reads it; kept as a promise, so a head asking while the answer
    // is still on its way (the render's deadline passed) waits for it instead of reading again.
    const answer = Promise.resolve(this.#app.request(key)).then((res) => ({ res, copy: res.clone() }));
    // A failed call (the renderer sees it) leaves nothing to share: the head reads for itself.
    this.#answers.set(
      key,
      answer.then(
        ({ copy }) => copy,
        () => null,
      ),
    );
    return (await answer).res;
  };

  /** The render's answer to `path` (path and query), its body parsed; undefined when it did not ask (or the call failed). */
  answerTo(path: string): Promise<{ status: number; body: unknown } | undefined> | undefined {
    const answer = this.#answers.get(path);
    if (!answer) return undefined;
    let read = this.#read.get(path);
    if (!read) {
      read = answer.then(async (res) => (res ? { status: res.status, body: res.headers.get('Content-Type')?.includes('json') ? await res.json() : null } : undefined));
      this.#read.set(path, read);
    }
    return read;
  }
}

/** A page the server rendered (api/schemas/server-render.ts). */
export type RenderedPage = ServerRenderOutput;

/**
 * The page's language: `?lang=` (a link to one language's version), else the reader's remembered
 * choice, else the spec's rule on Accept-Language.
 */
export function pageLanguage(url: URL, cookie: string | undefined, acceptLanguage: string | undefined): 'fr' | 'en' {
  const asked = url.searchParams.get('lang');
  if (asked === 'fr' || asked === 'en') return asked;
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(fr|en)(?:;|$)`).exec(cookie ?? '')?.[1];
  if (chosen === 'fr' || chosen === 'en') return chosen;
  // spec §3: French unless the browser's first language is English.
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.split('-')[0] === 'en' ? 'en' : 'fr';
}

export interface RendererOptions {
  /** The configured public origin (`PUBLIC_URL`) of the absolute URLs a page shows; else the request's. */
  publicUrl?: string;
  /** How long a render waits for its answers (`RENDER_BUDGET_MS`; tests that count a page's reads wait for all). */
  budgetMs?: number;
}

/**
 * The server's renderer of first views, from the build (`dist/.ssr/server-render.js`, made by
 * `npm run build`), reloaded when a build replaces it. Renders run at the same time: each one
 * has its own language, data and API transport (web/app/server-render.tsx), so a page whose
 * answers are slow holds no other.
 * Any failure (no build, a render that throws) gives null: the page then starts from the plain
 * shell as before, which is always correct, only slower to paint.
 */
export function pageRenderer(app: Hono<AppEnv>, distDir: string, { publicUrl, budgetMs = RENDER_BUDGET_MS }: RendererOptions = {}) {
  const entry = path.join(distDir, '.ssr', 'server-render.js');
  // Renders that start together while a build is being loaded share that one import.
  let loaded: { mtimeMs: number; render: Promise<RenderOnServer> } | null = null;

  const load = async (): Promise<RenderOnServer | null> => {
    if (!existsSync(entry)) return null;
    const { mtimeMs } = statSync(entry);
    if (loaded?.mtimeMs !== mtimeMs) {
      const render = import(`${pathToFileURL(entry).href}?v=${mtimeMs}`).then((module: { renderOnServer: RenderOnServer }) => module.renderOnServer);
      loaded = { mtimeMs, render };
      // A failed import is tried again by the next page, not remembered.
      render.catch(() => {
        if (loaded?.render === render) loaded = null;
      });
    }
    return loaded.render;
  };

  const renderPage = async (url: URL, language: 'fr' | 'en', answers = new RenderAnswers(app)): Promise<RenderedPage | null> => {
    try {
      const render = await load();
      if (!render) return null;
      const origin = publicUrl ?? url.origin;
      return await render({ url: `${url.pathname}${url.search}`, language, origin, transport: answers.transport, deadline: Date.now() + budgetMs });
    } catch (error) {
      console.error(`[server] rendering ${url.pathname} failed; the page starts from the shell:`, error);
      return null;
    }
  };
  // The first render loads the renderer and the home page's code: done at start, not on a reader's time.
  void renderPage(new URL('http://localhost/'), 'fr');
  return renderPage;
}
