import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '#api/auth/passwords.ts';
import { createDb, openSqlite, type DB } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { newId } from '#api/schemas/ids.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const REAL_SERVER_PASSWORD = 'Drill-pass1';

/**
 * The leases of the servers the kill -9 drills start: what the killed process held (its writes'
 * `Idempotency-Key` claims, 15 s by default; its uploads' locks, 10 s) is waited for by the retries
 * (issue #26: the suite's serial waits). Renewed every third of it (claims) or every second (locks),
 * a live request still keeps what it holds.
 */
export const DRILL_IDEMPOTENCY_LEASE_MS = 5000;
export const DRILL_UPLOAD_LOCK_MS = 3000;
export const drillLeaseEnv = { IDEMPOTENCY_LEASE_SECONDS: String(DRILL_IDEMPOTENCY_LEASE_MS / 1000), UPLOAD_LOCK_SECONDS: String(DRILL_UPLOAD_LOCK_MS / 1000) };

/**
 * One activated author (password `REAL_SERVER_PASSWORD`), one tribe and one theme in a migrated
 * database, so a client of a real server can sign in and write at once.
 */
export async function seedRealServerDb(db: DB): Promise<{ email: string; tribe: number; theme: number }> {
  const now = new Date().toISOString();
  const email = 'drill@example.test';
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      slug: 'drill',
      email,
      first_name: 'Drill',
      last_name: 'Author',
      password_hash: await hashPassword(REAL_SERVER_PASSWORD),
      language: 'fr',
      activated_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { id: tribe } = await db.insertInto('tribes').values({ name: 'Drill tribe', slug: 'drill-tribe' }).returning('id').executeTakeFirstOrThrow();
  const { id: theme } = await db.insertInto('themes').values({ title: 'Drill', title_en: 'Drill', code: 'drill' }).returning('id').executeTakeFirstOrThrow();
  return { email, tribe: Number(tribe), theme: Number(theme) };
}

/**
 * A fresh `DATA_DIR` for the real server (`api/server.ts`, run with `SEED=none`): its SQLite file
 * migrated and seeded by `seedRealServerDb`.
 */
export async function prepareDataDir(): Promise<{ dataDir: string; email: string; tribe: number; theme: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-real-'));
  const db = createDb(openSqlite(path.join(dataDir, 'app.sqlite')));
  await migrateToLatest(db);
  const seeded = await seedRealServerDb(db);
  await db.destroy();
  return { dataDir, ...seeded };
}

export interface RealServer {
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Ends the server with `signal` and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `api/server.ts` under Node + tsx (the process is the server itself, so `kill -9` hits it),
 * with `env` added to its environment.
 */
export async function startRealServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<RealServer> {
  // The test cost of scrypt (api-test-cost.ts) preloaded into the server: registrations and failed
  // sign-ins there hash at the real cost otherwise (about 0.4 s of a core each; the cluster test's
  // lock journey makes 37). The real cost is pinned by api/auth/passwords.test.ts.
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', path.join(root, 'tests/utils/api-test-cost.ts'), path.join(root, 'api/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', DIST_DIR: path.join(dataDir, 'no-dist'), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Signs in on a real server; answers the `Authorization` header. */
export async function signInReal(url: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: email, password: REAL_SERVER_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { tokenInfo } = (await res.json()) as { tokenInfo: { token: string } };
  return { Authorization: `Bearer ${tokenInfo.token}` };
}
