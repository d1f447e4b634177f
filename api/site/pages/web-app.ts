import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { compressWhole } from '../../http/compression.ts';
import { FIRST_VIEW_ELEMENT_ID } from '../../schemas/server-render.ts';
import { firstViewOf } from './first-view.ts';
import { pageLanguage, pageRenderer, RenderAnswers, rendersOnServer, type RendererOptions } from './page-render.ts';
import { mountShareTargetFallback } from './share-target.ts';
import { applyRouteHead, type RouteHead } from '../heads/route-head.ts';
import type { RenderedAnswer } from '../heads/route-head-data.ts';
import { startAfterFirstPaint } from './start-after-paint.ts';
import { negotiateEncoding } from '../../http/content-encoding.ts';
import { serveBuiltFiles } from './static.ts';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The built shell and manifest, reread when a new build replaces them. */
function builtShell(distDir: string) {
  let cached: { mtimeMs: number; html: string; manifest: Manifest } | null = null;
  return () => {
    const index = path.join(distDir, 'index.html');
    if (!existsSync(index)) return null;
    const { mtimeMs } = statSync(index);
    if (cached?.mtimeMs !== mtimeMs) {
      const manifestFile = path.join(distDir, '.vite', 'manifest.json');
      const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
      cached = { mtimeMs, html: readFileSync(index, 'utf8'), manifest };
    }
    return cached;
  };
}

/**
 * The text of the build's stylesheets (content-hashed names: a file's text never changes), for
 * inlining into server-rendered first views: a phone paints them without one request per sheet
 * competing with the scripts on a slow link (issue #11).
 */
function builtStyles(distDir: string) {
  const texts = new Map<string, string>();
  return (file: string): string | null => {
    if (!texts.has(file)) {
      const full = path.join(distDir, file);
      if (!existsSync(full)) return null;
      // `</style` cannot end the element early (it never occurs in real CSS; escaped to be sure).
      texts.set(file, readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style'));
    }
    return texts.get(file) ?? null;
  };
}

/**
 * Inlines each stylesheet link of `files` (the shell's own and the route's) as a `<style>`. Each
 * keeps a disabled link: Vite's loader of the app's code looks for that link and would otherwise
 * fetch the sheet again, and apply it a second time. Disabled, the browser never fetches it; a
 * link that matched no media was fetched, and each one arriving after the first paint made a
 * phone restyle and lay out the whole page again (~100 ms each at 4× slower CPU, issue #11).
 */
function inlineStyles(html: string, files: string[], styleOf: (file: string) => string | null): string {
  let out = html;
  const head: string[] = [];
  for (const file of files) {
    const css = styleOf(file);
    if (css === null) continue;
    const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
    const inlined = `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
    if (out.includes(link)) out = out.replace(link, () => inlined);
    else head.push(inlined);
  }
  return out.replace('</head>', () => `${head.join('')}</head>`);
}

/** Every script and stylesheet a manifest entry loads statically, itself included. */
function staticClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    js.push(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css: [...css] };
}

/** `</script>` and friends cannot end the JSON block early; U+2028/9 stay valid in old parsers. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * React writes the preloads a render asks for (the largest paint's image: `fetchPriority="high"`
 * images, `preload()` calls) before the page's HTML, having no head of its own to put them in. They
 * go first in the document's head, where the browser asks for them before the scripts.
 */
export function hoistPreloads(pageHtml: string): { preloads: string; html: string } {
  const leading = /^(?:<link rel="preload"[^>]*\/>)+/.exec(pageHtml)?.[0] ?? '';
  return { preloads: leading, html: pageHtml.slice(leading.length) };
}

/**
 * The page for a navigation: the built `index.html` with, inside, the page's first view rendered
 * by the server (`page-render.ts`) and the query data it was rendered with (a JSON block, used
 * once by the page), and for the routes of `first-view.ts`, preloads of the route's code-split
 * modules, its strings and the image of its largest paint. A server-rendered page starts the app
 * once it is painted (`start-after-paint.ts`). Only navigations get this; the shell at
 * `/index.html`, which the service worker precaches and serves to offline navigations, stays the
 * plain build, so the worker never keeps (and later serves) a server-made page or its data.
 */
export function mountWebApp(
  app: Hono<AppEnv>,
  distDir: string,
  /**
   * The route's own head (api/site/heads/route-head-data.ts, issue #14), given the answers the page's
   * render got (its story, not read twice); without it, the shell's.
   */
  headFor?: (url: URL, language: 'fr' | 'en', rendered: RenderedAnswer) => Promise<RouteHead | null>,
  renderer: RendererOptions = {},
): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.warn('[server] dist/ is missing: run `npm run build` to serve the web app.');
  }
  const shell = builtShell(distDir);
  const renderPage = pageRenderer(app, distDir, renderer);
  const styleOf = builtStyles(distDir);
  app.use('/*', serveBuiltFiles(distDir));
  mountShareTargetFallback(app);
  // History fallback: any other path gets the app, whose router shows the route or redirects to '/'.
  app.get('*', async (c) => {
    const built = shell();
    if (!built) return c.text('The web app is not built. Run `npm run build`.', 503);
    const url = new URL(c.req.url);
    const view = firstViewOf(url);
    const language = pageLanguage(url, c.req.header('Cookie'), c.req.header('Accept-Language'));
    // This request's API answers, shared by its render and its head.
    const answers = new RenderAnswers(app);
    const rendered = rendersOnServer(url) ? await renderPage(url, language, answers) : null;
    const { preloads, html: pageHtml } = hoistPreloads(rendered?.html ?? '');
    const page = rendered && { ...rendered, html: pageHtml };
    let html = built.html.replace(/<html(?: lang="[^"]*")?/, `<html lang="${language}"`);
    // The manifest of the page's language (web/manifest.ts): install dialog, name and shortcuts in it.
    html = html.replace(/(<link rel="manifest" href="\/manifest\.)(?:fr|en)(\.webmanifest")/, `$1${language}$2`);
    // First in the head: the largest paint's image is asked for before the scripts take the link.
    if (preloads) html = html.replace(/<head>/, () => `<head>${preloads}`);
    const head: string[] = [];
    if (view) {
      // The page's strings too: the app loads them before its first render (web/lib/i18n.ts), a
      // round trip after its code otherwise.
      const { js, css } = staticClosure(built.manifest, [...view.chunks, `i18n/resources-${language}.ts`]);
      const shellSheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)].map((m) => m[1]!);
      const lazySheets = staticClosure(built.manifest, view.styles ?? []).css;
      if (page) html = inlineStyles(html, [...new Set([...shellSheets, ...css, ...lazySheets])], styleOf);
      // Same attributes as Vite's own tags (`crossorigin`), or the browser fetches a module twice.
      else head.push(...css.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`));
      head.push(...js.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`));
    }
    if (page) head.push(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${jsonForScript({ at: Date.now(), state: page.state })}</script>`);
    // Function replacements: a `$'` or `$&` in a title must stay text, not a replacement pattern.
    html = html.replace('</head>', () => `${head.join('')}</head>`);
    // Link previews and search engines (issue #14): title, description, canonical, hreflang, Open
    // Graph, JSON-LD made for this route; without a server-rendered page, a no-JavaScript summary.
    const routeHead = headFor ? await headFor(url, language, (apiPath) => answers.answerTo(apiPath)) : null;
    if (routeHead) html = applyRouteHead(html, page ? { ...routeHead, noscript: '' } : routeHead);
    if (page)
      html = startAfterFirstPaint(
        html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`),
        built.manifest,
        page.startUp,
      );
    const status = routeHead?.status === 404 || page?.status === 404 ? 404 : 200;
    if (status === 404) c.status(404);
    c.header('Cache-Control', 'no-cache');
    // The page's language follows `?lang=`, the reader's remembered choice, or the browser's.
    c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    c.header('Content-Type', 'text/html; charset=utf-8');
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (!encoding) return c.body(html);
    c.header('Content-Encoding', encoding);
    return c.body(compressWhole(html, encoding));
  });
}
