import { spawn, type ChildProcess } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  distDir: string;
  stop: () => Promise<void>;
}

/** A free loopback port, asked from the OS. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The longest the bench waits for a fresh server's start-up media work. */
const BACKGROUND_WORK_TIMEOUT_MS = 180_000;

/**
 * Resolves once the server's media jobs are all finished. A freshly seeded server makes the demo
 * podcasts' renditions first (ffmpeg, ~40 s on this 2-core machine, one core busy): a page measured
 * meanwhile shares the machine with them (the first page Lighthouse measured lost ~10 points to it,
 * issue #11). Reads the server's SQLite file; a server on PostgreSQL is not waited for.
 */
async function backgroundWorkDone(databaseFile: string): Promise<void> {
  if (!existsSync(databaseFile)) return;
  const database = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const unfinished = database.prepare("select count(*) as n from media_jobs where status in ('pending', 'running')");
    const deadline = Date.now() + BACKGROUND_WORK_TIMEOUT_MS;
    while ((unfinished.get() as { n: number }).n > 0) {
      if (Date.now() > deadline) throw new Error(`The server's media jobs were still running after ${BACKGROUND_WORK_TIMEOUT_MS / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    database.close();
  }
}

/**
 * The production server (`api/server.ts` serving the built `dist/`) on a fresh data directory seeded
 * with the demo content, as `npm start` runs it, once its start-up media work is done. The build
 * must exist: the bench measures what was built, it does not build.
 */
export async function startProductionServer(options: { distDir?: string } = {}): Promise<RunningServer> {
  const distDir = options.distDir ?? process.env.DIST_DIR ?? path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-bench-server-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, SEED: 'demo' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    await backgroundWorkDone(path.join(dataDir, 'app.sqlite'));
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    distDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
