import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './web/manifest.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Where `npm run dev` runs the API (api/dev.ts); Vite proxies /api and /media to it. */
const DEV_API_PORT = Number(process.env.DEV_API_PORT ?? 3001);

export default defineConfig({
  root: here('./web'),
  publicDir: here('./public'),
  build: {
    // BUILD_OUT_DIR lets parallel builds (several engineers on one machine) not clobber each other.
    outDir: process.env.BUILD_OUT_DIR ?? here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: here('./web/routes'),
      generatedRouteTree: here('./web/route-tree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: here('./sw'),
      filename: 'sw.ts',
      // Vite 8 emits the worker as an ES module by default; a classic registration of that fails
      // ("ServiceWorker script evaluation failed"), so build it as an iife (environment.md).
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json,woff2}'],
        globIgnores: ['**/assets/data/friends-conversation.json'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['icons/*.png', 'favicon.svg'],
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${DEV_API_PORT}`,
      '/media': `http://127.0.0.1:${DEV_API_PORT}`,
    },
  },
  preview: { port: 4173 },
});
