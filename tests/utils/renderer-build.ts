import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The shell the server wraps a rendered page in (the real one needs the page's build too). */
const SHELL = '<!doctype html><html><head><title>Tribus</title></head><body><div id="root"></div></body></html>';

/**
 * A build of the server's renderer of first views (web/app/server-render.tsx → `.ssr/`) made from the
 * current sources, so a stale dist/ can never pass: under `npm test` the one its build stage has
 * just made (`FRESH_BUILD_DIR`, tests/run-stages.ts), else built here (the renderer alone takes
 * seconds). `done()` removes a build made here.
 */
export async function rendererBuild(): Promise<{ distDir: string; done: () => void }> {
  if (process.env.FRESH_BUILD_DIR) return { distDir: process.env.FRESH_BUILD_DIR, done: () => undefined };
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-renderer-'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  const saved = { out: process.env.BUILD_OUT_DIR, nodeEnv: process.env.NODE_ENV };
  process.env.BUILD_OUT_DIR = distDir;
  // Vitest runs with NODE_ENV=test, which would bundle React's development build.
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', mode: 'production', build: { ssr: true } });
  } finally {
    if (saved.out === undefined) delete process.env.BUILD_OUT_DIR;
    else process.env.BUILD_OUT_DIR = saved.out;
    process.env.NODE_ENV = saved.nodeEnv;
  }
  return { distDir, done: () => rmSync(distDir, { recursive: true, force: true }) };
}
