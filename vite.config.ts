import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LOCAL_DATA_MODULES, ROUTES_IN_START } from './web/build-chunks.ts';
import { manifestPath, webManifest } from './web/manifest.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Where `npm run dev` runs the API (api/dev.ts); Vite proxies /api and /media to it. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT ?? 3001);

const outDir = process.env.BUILD_OUT_DIR ?? here('./dist');

/**
 * Writes `.br` (brotli, max quality) and `.gz` siblings of every compressible file of the build,
 * once at build time, so the server sends them as they are (api/site/pages/static.ts) instead of 3× the
 * bytes, or compressing on every request. Runs last, after the service worker is written.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/;
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return {
    name: 'tribes:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file) || statSync(file).size < 512) continue;
          const content = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * The web app manifests, one per language (web/manifest.ts), and the shell's link to the French
 * one (the product's default language; the server links the page's own language). vite-plugin-pwa
 * writes a single manifest, so it writes none here.
 */
function webManifests(): Plugin {
  return {
    name: 'tribes:web-manifests',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'manifest', href: manifestPath('fr') }, injectTo: 'head' }],
    generateBundle() {
      for (const language of ['fr', 'en'] as const) {
        this.emitFile({ type: 'asset', fileName: manifestPath(language).slice(1), source: `${JSON.stringify(webManifest(language), null, 2)}\n` });
      }
    },
  };
}

/**
 * Two builds (`npm run build`): the page (`dist/`), then with `--ssr` the server's renderer of
 * first views (web/app/server-entry.ts → `dist/.ssr/`, imported by api/site/pages/web-app.ts; a
 * dot-folder, so neither served nor precached).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: here('./web'),
  publicDir: here('./public'),
  build: {
    // BUILD_OUT_DIR lets parallel builds (several engineers on one machine) not clobber each other.
    outDir: isSsrBuild ? path.join(outDir, '.ssr') : outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the server preloads each route's modules from it (api/site/pages/web-app.ts),
    // and the JS budget test sums each route's scripts from it.
    manifest: !isSsrBuild,
    modulePreload: {
      // The offline core and the service worker's registration load in the background once the
      // page is up (web/app/boot.ts). Preloaded, their ~20 modules were all asked for in one task
      // (~130 ms of a phone's main thread); unpreloaded, the browser asks for each as it finds it,
      // in tasks of its own. Every other on-demand chunk keeps its preloads: a tap waits for it.
      resolveDependencies: (file, deps) => (/[\\/](offline-core|register-sw)-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? { input: { 'server-render': here('./web/app/server-entry.ts') } as Record<string, string> }
      : {
          // The page, and the script that starts it on server-rendered pages once they are painted
          // (web/start-after-paint.ts; put in by api/site/pages/web-app.ts).
          input: { index: here('./web/index.html'), 'start-after-paint': here('./web/start-after-paint.ts') },
          output: {
            // Everything the entry imports statically in one chunk: the first view fetched ~45 small
            // files (each with ~1 KB of headers, on a phone's slow link) before it could start.
            // Route and on-demand chunks stay split; the local database is one chunk (web/build-chunks.ts).
            // The script that starts server-rendered pages keeps its own retry (web/start-retry.ts) inside it.
            codeSplitting: {
              groups: [
                { name: 'start', tags: ['$initial'], test: (id) => !/[\\/]web[\\/](main\.tsx|index\.html|start-after-paint\.ts|start-retry\.ts)/.test(id) },
                { name: 'local-data', test: LOCAL_DATA_MODULES },
              ],
            },
          },
        },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./web/routes'),
      generatedRouteTree: here('./web/route-tree.gen.ts'),
      autoCodeSplitting: true,
      // The first views' routes come with the start (web/build-chunks.ts); no groupings: not split.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (ROUTES_IN_START.includes(routeId) ? [] : undefined) },
      quoteStyle: 'single',
    }),
    react(),
    !isSsrBuild && webManifests(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: here('./sw'),
        filename: 'sw.ts',
        // Vite 8 emits the worker as an ES module by default; a classic registration of that fails
        // ("ServiceWorker script evaluation failed"), so build it as an iife (environment.md).
        injectManifest: {
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,woff2}'],
          globIgnores: ['**/assets/data/friends-conversation.json', '.ssr/**'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        includeAssets: ['icons/*.png', 'favicon.svg'],
        devOptions: { enabled: false },
      }),
    !isSsrBuild && precompress(),
  ],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${DEV_API_PORT}`,
      '/media': `http://127.0.0.1:${DEV_API_PORT}`,
    },
  },
  // The server's renderer bundles its dependencies: one React (in production mode) for it alone.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  preview: { port: 4173 },
}));
