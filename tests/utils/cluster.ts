import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRealServer, type RealServer } from './real-server.ts';
import { s3Env, startTestS3, type TestS3 } from './s3-server.ts';

/** The configuration shipped for operators; the cluster runs this very file, ports changed. */
export const NGINX_CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** Debian's nginx (`apt-get install nginx`, as .ci/run does); null with a printed reason when absent. */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  console.warn('SKIP deploy/nginx.conf: nginx is not installed (apt-get install -y nginx)');
  return null;
}

/**
 * deploy/nginx.conf as shipped, listening on `listenPort` with its upstream's two instances (3001,
 * 3002) on `instancePorts`. Throws when a substitution did not happen: the cluster would then run
 * another file than the shipped one.
 */
export function renderNginxConfig(listenPort: number, instancePorts: readonly [number, number]): string {
  const shipped = readFileSync(NGINX_CONFIG, 'utf8');
  const text = shipped
    .replace('listen 8080;', `listen 127.0.0.1:${listenPort};`)
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${instancePorts[0]}`)
    .replaceAll('127.0.0.1:3002', `127.0.0.1:${instancePorts[1]}`);
  const count = (needle: string) => text.split(needle).length - 1;
  if (count(`listen 127.0.0.1:${listenPort};`) !== 1 || instancePorts.some((port) => count(`127.0.0.1:${port} `) !== 1)) {
    throw new Error('deploy/nginx.conf no longer has the expected listen line and one upstream of 3001 and 3002');
  }
  return text;
}

export interface ClusterOptions {
  /** Where nginx listens; the cluster's public address. */
  nginxPort: number;
  /** The two instances' ports (nginx's upstreams). */
  instancePorts: readonly [number, number];
  /** The shared DATA_DIR (the SQLite file when there is no PostgreSQL, mails, upload staging). */
  dataDir: string;
  /** More variables for both instances (SEED, DIST_DIR…). */
  env?: Record<string, string>;
}

export interface Cluster {
  /** nginx's address: what a browser or the outbox talks to. */
  url: string;
  /** The instances, in `instancePorts` order; `restart(i)` replaces an entry. */
  instances: RealServer[];
  s3: TestS3;
  /** The variables every instance got. */
  env: Record<string, string>;
  /** Starts instance `i` again (after it was stopped or killed). */
  restart(i: number): Promise<RealServer>;
  /** Stops nginx, the instances (SIGTERM) and s3rver, and deletes nginx's and s3rver's folders. */
  close(): Promise<void>;
}

/**
 * Two real API processes (`api/server.ts`) sharing one database and one S3 bucket (s3rver), behind
 * nginx running deploy/nginx.conf: the deployment of README "Growing past one machine", on one
 * machine. The instances start one after the other (the first migrates and seeds; two seeding at
 * once is not a deployment anyone runs). Throws when nginx or s3rver is missing: callers skip first.
 */
export async function startCluster(options: ClusterOptions, nginx: string): Promise<Cluster> {
  const s3 = await startTestS3();
  if (!s3) throw new Error('s3rver could not start (see the SKIP line above)');
  const url = `http://127.0.0.1:${options.nginxPort}`;
  const env: Record<string, string> = {
    ...s3Env(s3),
    MEDIA_STORE: `s3://${s3.bucket}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '1',
    PUBLIC_URL: url,
    ...options.env,
  };
  const instances: RealServer[] = [];
  let proxy: ChildProcess | undefined;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'tribes-cluster-nginx-'));
  const close = async () => {
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const exited = new Promise((resolve) => proxy!.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(instances.map((instance) => instance.stop()));
    await s3.close();
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const port of options.instancePorts) instances.push(await startRealServer(options.dataDir, port, env));
    const config = path.join(prefix, 'nginx.conf');
    writeFileSync(config, renderNginxConfig(options.nginxPort, options.instancePorts));
    const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    let errors = '';
    proxy = spawn(nginx, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    proxy.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
    for (let i = 0; ; i++) {
      if (proxy.exitCode !== null) throw new Error(`nginx exited at start:\n${errors}`);
      try {
        if ((await fetch(`${url}/api/health/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 100) throw new Error(`nginx did not start:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    instances,
    s3,
    env,
    async restart(i) {
      await instances[i]!.stop();
      instances[i] = await startRealServer(options.dataDir, options.instancePorts[i]!, env);
      return instances[i]!;
    },
    close,
  };
}
