import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mountWebApp } from '#api/site/pages/web-app.ts';
import { insertArticle, insertUser } from '#tests/utils/factories-content.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

const SHELL =
  '<!doctype html><html><head><title>Tribus</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-7.css"></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A small build: shell, one entry with a precompressed script, a route chunk, and the manifest. */
function makeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tribes-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'assets/index-1.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/index-1.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets/index-1.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets/main-2.js'), 'export {}');
  writeFileSync(path.join(dist, 'assets/home-3.js'), 'export {}');
  writeFileSync(path.join(dist, 'assets/home-3.css'), '.x{}');
  writeFileSync(path.join(dist, 'assets/index-7.css'), '.shell{}');
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'start-after-paint.ts': { file: 'assets/start-after-paint-4.js', isEntry: true },
      'i18n/resources-en.ts': { file: 'assets/resources-en-5.js', isDynamicEntry: true },
      'i18n/resources-fr.ts': { file: 'assets/resources-fr-6.js', isDynamicEntry: true },
      // A list page's code-split route (the home page's code is the entry's: web/build-chunks.ts).
      'routes/_main/articles.tsx?tsr-split=component': { file: 'assets/home-3.js', imports: ['assets/main-2.js'], css: ['assets/home-3.css'] },
      'assets/main-2.js': { file: 'assets/main-2.js', imports: ['index.html'] },
    }),
  );
  return dist;
}

async function setup(dist = makeDist()) {
  const t = await makeTestApp();
  mountWebApp(t.app, dist);
  return t;
}

const get = (t: Awaited<ReturnType<typeof setup>>, url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe('built files', () => {
  it('sends the precompressed brotli or gzip file the client accepts, identity otherwise', async () => {
    const t = await setup();
    const br = await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Content-Length')).toBe(String(SCRIPT.length));
    expect(await plain.text()).toBe(SCRIPT);
    expect(new Set([br, gz, plain].map((r) => r.headers.get('ETag'))).size).toBe(3);
  });

  it('never sends a compressed copy older than its file (a file replaced after the build, as a new sw.js)', async () => {
    const dist = makeDist();
    const t = await setup(dist);
    const replaced = `${SCRIPT}\n// deployment 2`;
    writeFileSync(path.join(dist, 'assets/index-1.js'), replaced);
    const past = new Date(Date.now() - 60_000);
    for (const ext of ['.br', '.gz']) utimesSync(path.join(dist, `assets/index-1.js${ext}`), past, past);
    const res = await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toBe(replaced);
  });

  it('answers If-None-Match with 304 for the same representation only', async () => {
    const t = await setup();
    const first = await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag')!;
    expect((await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    expect((await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);
  });

  it('serves ranges of the identity file, and the whole file when If-Range no longer matches', async () => {
    const t = await setup();
    const part = await get(t, '/assets/index-1.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Encoding')).toBeNull();
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-11/${SCRIPT.length}`);
    expect(await part.text()).toBe(SCRIPT.slice(0, 12));
    const stale = await get(t, '/assets/index-1.js', { Range: 'bytes=0-11', 'If-Range': '"old"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(SCRIPT);
    expect((await get(t, '/assets/index-1.js', { Range: 'bytes=99999-' })).status).toBe(416);
  });

  it('never serves build metadata or anything outside the build', async () => {
    const t = await setup();
    for (const url of ['/.vite/manifest.json', '/assets/..%2f.vite/manifest.json', '/%2e%2e/package.json']) {
      const res = await get(t, url);
      expect(await res.text()).not.toContain('tsr-split');
    }
  });
});

/**
 * A stand-in for the build's renderer (web/app/server-render.tsx, tested through the real build in
 * tests/e2e/first-view.spec.ts): it echoes what it was asked, fetches one API answer through the
 * transport it is given, and throws or redirects on request.
 */
const FAKE_RENDERER = `
export async function renderOnServer({ url, language, transport }) {
  if (url.startsWith('/story/boom')) throw new Error('render failed');
  if (url.startsWith('/people/away')) return null;
  const feed = await (await transport(new Request('http://page/api/articles?limit=7'))).json();
  const posted = (await transport(new Request('http://page/api/articles', { method: 'POST' }))).status;
  return {
    html: '<link rel="preload" as="image" href="/media/c/cover.jpg" fetchPriority="high"/><main data-url="' + url + '" data-language="' + language + '" data-posted="' + posted + '">' + feed.items.length + ' cards</main>',
    state: { queries: [{ queryKey: ['feed'], state: { data: feed } }] },
    status: url.startsWith('/people/nowhere') ? 404 : 200,
    startUp: { offline: 'Offline <' + language + '>', retrying: 'Again "' + language + '"' },
  };
}`;

function withRenderer(dist = makeDist()): string {
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr/server-render.js'), FAKE_RENDERER);
  return dist;
}

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-view">(.*?)<\/script>/.exec(html)![1]!) as { state: { queries: Array<{ state: { data: { items: Array<{ title: string }> } } }> } };

describe('navigations', () => {
  it("preload a list page's modules", async () => {
    const t = await setup();
    const res = await get(t, '/articles', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/main-2.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-3.js">');
    // The page's strings, in its language (French by default), not the other's.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/resources-fr-6.js">');
    expect(html).not.toContain('resources-en');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-3.css">');
    // The entry is already in the shell: no second tag for it.
    expect(html.match(/assets\/index-1\.js/g)).toHaveLength(1);
    // No renderer in this build: the plain shell, which the page renders itself.
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="first-view"');
  });

  it("hold the server's rendering of the page and the data it used, in the reader's language", async () => {
    const t = await setup(withRenderer());
    const user = await insertUser(t);
    await insertArticle(t.db, { userId: user.id, title: 'Bad </script><script>alert(1)</script> title', createdAt: new Date().toISOString() });

    const html = await (await get(t, '/articles?tr=x', { 'Accept-Language': 'en-GB,en;q=0.9' })).text();
    expect(html).toContain('<html lang="en"');
    // The preload React wrote before the page (the largest paint's image) is first in the head.
    expect(html).toContain('<head><link rel="preload" as="image" href="/media/c/cover.jpg" fetchPriority="high"/>');
    // Its stylesheets come inside the page (one request less each before it paints); the link
    // left for the route's code is disabled: never fetched, so it neither holds the paint nor,
    // arriving later, makes the phone restyle the whole page.
    expect(html).toContain('<style>.x{}</style><link rel="stylesheet" crossorigin href="/assets/home-3.css" disabled>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/home-3.css">');
    // The shell's own sheet too, in its place.
    expect(html).toContain('<style>.shell{}</style><link rel="stylesheet" crossorigin href="/assets/index-7.css" disabled>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-7.css">');
    // The page's own API GETs are answered in process; anything else is refused.
    expect(html).toContain('<div id="root"><main data-url="/articles?tr=x" data-language="en" data-posted="405">1 cards</main></div>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(stateOf(html).state.queries[0]!.state.data.items[0]!.title).toBe('Bad </script><script>alert(1)</script> title');

    // The app starts once the page is painted (web/start-after-paint.ts): the entry and the
    // modules to preload are named for it, not asked for with the page.
    expect(html).toContain('<meta name="app-entry" content="/assets/index-1.js">');
    expect(html).toContain('<meta name="app-modules" content="/assets/home-3.js /assets/main-2.js /assets/resources-en-5.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/start-after-paint-4.js"></script>');
    // What it says if the app's code does not arrive (web/start-retry.ts, issue #25), escaped.
    expect(html).toContain('<meta name="app-start-offline" content="Offline &lt;en&gt;"><meta name="app-start-retrying" content="Again &quot;en&quot;">');
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('modulepreload');

    // The remembered choice wins over the browser's language; French is the default.
    expect(await (await get(t, '/', { 'Accept-Language': 'en', Cookie: 'a=1; tribes-lang=fr' })).text()).toContain('data-language="fr"');
    expect(await (await get(t, '/', { 'Accept-Language': 'de' })).text()).toContain('data-language="fr"');
  });

  it('answer 404 for an unknown page; forms, declined and failed renders get the plain shell', async () => {
    const t = await setup(withRenderer());
    expect((await get(t, '/people/nowhere')).status).toBe(404);
    for (const url of ['/login', '/drafts', '/?code=123456', '/people/away', '/story/boom']) {
      const res = await get(t, url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
    expect(await (await get(t, '/index.html')).text()).toBe(SHELL);
  });
});

describe('API answers', () => {
  it('are gzip-compressed when the client accepts it', async () => {
    const t = await setup();
    const user = await insertUser(t);
    for (let i = 0; i < 7; i++) await insertArticle(t.db, { userId: user.id, createdAt: new Date(Date.UTC(2024, 0, i + 1)).toISOString() });
    const plain = await (await get(t, '/api/articles?limit=7')).text();
    const res = await get(t, '/api/articles?limit=7', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain);
  });
});
