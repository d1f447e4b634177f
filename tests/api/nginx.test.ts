import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { findNginx } from '#tests/utils/cluster.ts';
import { wavBytes } from '#tests/utils/media-fixtures.ts';
import { prepareDataDir, signInReal, startRealServer, type RealServer } from '#tests/utils/real-server.ts';
import { s3Env, startTestS3, type TestS3 } from '#tests/utils/s3-server.ts';

// This suite's ports: nginx and the one instance behind it.
const NGINX_PORT = 4415;
const API_PORT = 4417;
const CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

const nginx = findNginx();

/** deploy/nginx.conf as shipped, pointed at this test's ports: one instance (SQLite is single-machine). */
function configForTest(): string {
  const shipped = readFileSync(CONFIG, 'utf8');
  const text = shipped
    .replace('listen 8080;', `listen 127.0.0.1:${NGINX_PORT};`)
    .split('\n')
    .filter((line) => !line.includes('127.0.0.1:3002'))
    .join('\n')
    .replaceAll('127.0.0.1:3001', `127.0.0.1:${API_PORT}`);
  // The substitutions must all have happened, or this would test another file than the shipped one.
  expect(text).toContain(`listen 127.0.0.1:${NGINX_PORT};`);
  // One upstream (no sticky one for the uploads since #15's last gap): the instance appears once.
  expect(text.match(new RegExp(`127\\.0\\.0\\.1:${API_PORT}`, 'g'))).toHaveLength(1);
  return text;
}

describe.skipIf(!nginx)('deploy/nginx.conf in front of an instance', () => {
  let s3: TestS3 | null;
  let server: RealServer;
  let proxy: ChildProcess;
  let prefix: string;
  let dataDir: string;
  let email: string;
  const base = `http://127.0.0.1:${NGINX_PORT}`;

  beforeAll(async () => {
    s3 = await startTestS3();
    if (!s3) throw new Error('s3rver could not start (see the SKIP line above)');
    ({ dataDir, email } = await prepareDataDir());
    server = await startRealServer(dataDir, API_PORT, { ...s3Env(s3), MEDIA_STORE: `s3://${s3.bucket}`, TRUST_PROXY: '1' });
    prefix = mkdtempSync(path.join(os.tmpdir(), 'tribes-nginx-'));
    const config = path.join(prefix, 'nginx.conf');
    writeFileSync(config, configForTest());
    const check = spawnSync(nginx!, ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    proxy = spawn(nginx!, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 100) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Three servers start here (s3rver, the API under tsx, nginx): the budget of one test, not a hook's 10 s.
  }, 20_000);

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGQUIT');
      await exited;
    }
    await server?.stop();
    await s3?.close();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('the shipped file passes nginx -t as it is', () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'tribes-nginx-t-'));
    try {
      const check = spawnSync(nginx!, ['-t', '-p', scratch, '-c', CONFIG], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('readiness, an upload streamed through to the bucket, and Range / 304 on the way back', async () => {
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    const auth = await signInReal(base, email);
    // About 2 MB of audio whose bytes vary, so a wrong slice shows.
    const bytes = wavBytes({ seconds: 120 }).map((b, i) => (i < 44 ? b : i % 251));
    expect(bytes.length).toBeGreaterThan(1_001_000);
    const id = newId();
    const put = await fetch(`${base}/api/files/${id}`, { method: 'PUT', headers: { ...auth, 'X-File-Name': 'voix.wav' }, body: bytes });
    expect(put.status).toBe(201);
    expect(await s3!.keys()).toContain(id);

    const partial = await fetch(`${base}/media/${id}`, { headers: { Range: 'bytes=1000000-1000999' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('Content-Range')).toBe(`bytes 1000000-1000999/${bytes.length}`);
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(bytes.subarray(1_000_000, 1_001_000));
    const etag = partial.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await fetch(`${base}/media/${id}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('a body over the largest upload limit is refused by nginx before reaching the instance', async () => {
    const res = await fetch(`${base}/api/files/${newId()}`, { method: 'PUT', headers: { 'Content-Length': String(32 * 1024 * 1024) }, body: new Uint8Array(32 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });
});
