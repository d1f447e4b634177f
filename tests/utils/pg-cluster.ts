import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL cluster for tests and benchmarks (issue #15): `initdb` in a temporary
 * folder, `pg_ctl` on a free port of 127.0.0.1, trust authentication for the user `app`, removed
 * afterwards. No Docker and no system service: the binaries of Debian's `postgresql` package (or
 * `PG_BIN`) are enough. `initdb` refuses to run as root, so as root (CI) the cluster belongs to the
 * `postgres` user the package creates.
 *
 * Durability is switched off (`fsync`, `synchronous_commit`, `full_page_writes`): the cluster lives
 * for one run and its speed is the tests' time. Collation is `C` (code point order, as SQLite
 * compares text), character classes UTF-8 (so the text search parser knows accented letters).
 */
export interface PgCluster {
  port: number;
  /** Connection URL of a database of this cluster. */
  url: (database: string) => string;
  /** Stops the server (fast shutdown: connections are cut), keeping its files. */
  stop: () => Promise<void>;
  /** Starts it again on the same port. */
  start: () => Promise<void>;
  /** Stops it and deletes its folder. */
  remove: () => Promise<void>;
}

/** Folder of `initdb` and `pg_ctl`: `PG_BIN`, else the newest of Debian's `/usr/lib/postgresql/N/bin`; null when absent. */
export function findPgBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root (initdb and postgres refuse root). */
async function pgRun(bin: string, program: string, args: string[]): Promise<void> {
  const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
  try {
    await run(command, argv, { timeout: 60_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
  }
}

/** Creates and starts a cluster; throws with PostgreSQL's own message when it cannot. */
export async function startPgCluster(options: { maxConnections?: number } = {}): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: install Debian\'s "postgresql" package or set PG_BIN');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribes-pg-'));
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgRun(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'app', '-E', 'UTF8', '--lc-collate=C', '--lc-ctype=C.UTF-8', '--no-sync']);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${options.maxConnections ?? 200}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () => pgRun(bin, 'pg_ctl', ['-D', data, '-o', serverOptions, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = () => pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  let removed = false;
  // An interrupted run (Ctrl-C, a killed Vitest) skips teardowns: the cluster still goes with the process.
  const removeAtExit = () => {
    if (removed) return;
    removed = true;
    const stopArgs = [path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'];
    try {
      if (isRoot()) execFileSync('runuser', ['-u', 'postgres', '--', ...stopArgs], { stdio: 'ignore' });
      else execFileSync(stopArgs[0]!, stopArgs.slice(1), { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', removeAtExit);
  return {
    port,
    url: (database) => `postgres://app@127.0.0.1:${port}/${database}`,
    start,
    stop,
    remove: async () => {
      if (removed) return;
      removed = true;
      process.off('exit', removeAtExit);
      await pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
