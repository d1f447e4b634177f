import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { findNginx, startCluster, type Cluster } from '#tests/utils/cluster.ts';
import { wavBytes } from '#tests/utils/media-fixtures.ts';
import { drillLeaseEnv, seedRealServerDb, signInReal } from '#tests/utils/real-server.ts';
import { startSharedDatabase, type SharedDatabase } from '#tests/utils/shared-database.ts';
import { tusMetadata } from '#tests/utils/tus-testing.ts';
import { rawPatch } from '#tests/utils/tus-raw.ts';

// This suite's ports: nginx, then the two instances behind it.
const NGINX_PORT = 4424;
const INSTANCE_PORTS = [4425, 4426] as const;
const nginx = findNginx();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resumable uploads across two instances sharing PostgreSQL (else one SQLite file) and one bucket,
 * behind deploy/nginx.conf with no sticky upstream (issues #13 and #15): an upload's bytes live in
 * the bucket, so any instance answers any of its calls; a dead instance costs at most the chunk it
 * was receiving; one request at a time writes an upload, whichever instance it reaches.
 */
describe.skipIf(!nginx)('resumable uploads served by any instance', () => {
  let cluster: Cluster;
  let shared: SharedDatabase;
  let dataDir: string;
  let email: string;
  let auth: Record<string, string>;
  const direct = (i: number) => cluster.instances[i]!.url;
  // 1 MB of WAV whose every position is distinguishable, so a misplaced byte shows.
  const bytes = wavBytes({ seconds: 64 }).map((b, i) => (i < 44 ? b : (i * 7) % 251));
  const digest = createHash('sha256').update(bytes).digest('hex');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-cluster-tus-'));
    shared = await startSharedDatabase(dataDir);
    ({ email } = await seedRealServerDb(shared.db));
    cluster = await startCluster({ nginxPort: NGINX_PORT, instancePorts: INSTANCE_PORTS, dataDir, env: { ...shared.env, ...drillLeaseEnv } }, nginx!);
    auth = await signInReal(cluster.url, email);
  }, 90_000);

  afterAll(async () => {
    await cluster?.close();
    await shared?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const tus = () => ({ 'Tus-Resumable': '1.0.0', ...auth });
  async function create(base: string): Promise<{ location: string; fileId: string }> {
    const fileId = newId();
    const created = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { ...tus(), 'Upload-Length': String(bytes.length), 'Upload-Metadata': tusMetadata({ fileId, filename: 'voix.wav', filetype: 'audio/wav' }) },
    });
    expect(created.status).toBe(201);
    return { location: created.headers.get('Location')!, fileId };
  }
  const offsetOn = async (base: string, location: string) => Number((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus() })).headers.get('Upload-Offset'));
  const patch = (base: string, location: string, offset: number) =>
    fetch(`${base}${location}`, { method: 'PATCH', headers: { ...tus(), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body: bytes.slice(offset) });
  const spools = () => {
    const folder = path.join(dataDir, 'media');
    return existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.part'))
          .map((name) => path.join(folder, name))
      : [];
  };
  /**
   * Waits until an instance has received `bytes` of a PATCH in flight: a new spool in the shared
   * DATA_DIR/media (not one of `before`, such as the one a killed instance left).
   */
  async function spooled(bytes: number, before: string[]) {
    for (let i = 0; i < 200; i++) {
      const sizes = spools()
        .filter((file) => !before.includes(file))
        .map((file) => statSync(file, { throwIfNoEntry: false })?.size ?? 0);
      if (sizes.some((size) => size >= bytes)) return;
      await wait(50);
    }
    throw new Error(`no instance received ${bytes} bytes of the PATCH`);
  }
  const received = async (location: string) => shared.db.selectFrom('uploads').select('received_bytes').where('id', '=', location.split('/').pop()!).executeTakeFirstOrThrow();

  /** The whole File, read back with Range through both instances. */
  async function expectServedByBoth(fileId: string) {
    for (const base of [direct(0), direct(1)]) {
      const half = Math.floor(bytes.length / 2);
      const [head, tail] = await Promise.all([
        fetch(`${base}/media/${fileId}`, { headers: { Range: `bytes=0-${half - 1}` } }),
        fetch(`${base}/media/${fileId}`, { headers: { Range: `bytes=${half}-` } }),
      ]);
      expect([head.status, tail.status]).toEqual([206, 206]);
      // Compared by digest: a deep equality of 1 MB, element by element, costs the test half a minute.
      const whole = createHash('sha256')
        .update(new Uint8Array(await head.arrayBuffer()))
        .update(new Uint8Array(await tail.arrayBuffer()));
      expect(whole.digest('hex')).toBe(digest);
    }
  }

  it('an upload cut mid-chunk on one instance resumes on the other from the bytes the first kept, and is one File for both', async () => {
    const { location, fileId } = await create(direct(0));
    const before = spools();
    const chunk = rawPatch(`${direct(0)}${location}`, auth, 0, bytes.subarray(0, 400_000));
    await chunk.send(250_000);
    await spooled(250_000, before);
    chunk.cut();
    expect(await chunk.answer).toBeNull();
    // The second instance sees what the first stored of the cut chunk (in the bucket, not on a disk).
    const offset = await offsetOn(direct(1), location);
    expect(offset).toBe(250_000);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect((await cluster.s3.keys('uploads/')).some((key) => key.startsWith(`uploads/${location.split('/').pop()}/`))).toBe(true);
    expect((await patch(direct(1), location, offset)).status).toBe(204);
    expect((await fetch(`${cluster.url}${location}/finish`, { method: 'POST', headers: auth })).status).toBe(201);
    // Every byte arrived once: the cut chunk's stored part, then the rest.
    expect((await received(location)).received_bytes).toBe(bytes.length);
    await expectServedByBoth(fileId);
    // The upload's own objects are gone once it is a File.
    expect((await cluster.s3.keys('uploads/')).filter((key) => key.includes(location.split('/').pop()!))).toEqual([]);
  });

  it('an instance killed (SIGKILL) mid-upload: the other resumes from the acknowledged offset, no range sent twice beyond the cut chunk', async () => {
    const { location, fileId } = await create(direct(0));
    const first = 300_000;
    const acknowledged = await fetch(`${direct(0)}${location}`, {
      method: 'PATCH',
      headers: { ...tus(), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: bytes.slice(0, first),
    });
    expect(acknowledged.status).toBe(204);
    expect(acknowledged.headers.get('Upload-Offset')).toBe(String(first));
    const before = spools();
    const chunk = rawPatch(`${direct(0)}${location}`, auth, first, bytes.subarray(first, first + 300_000));
    await chunk.send(150_000);
    // Received but not acknowledged: the kill loses these bytes, and only these.
    await spooled(150_000, before);
    await cluster.instances[0]!.stop('SIGKILL');
    try {
      // The dead instance's lock lapses; the other answers from what the bucket holds.
      const offset = await offsetOn(direct(1), location);
      expect(offset).toBe(first);
      expect((await patch(direct(1), location, offset)).status).toBe(204);
      expect((await fetch(`${direct(1)}${location}/finish`, { method: 'POST', headers: auth })).status).toBe(201);
      // Sent in all: the file, plus the part of the chunk the kill lost (less than one chunk).
      const sentTwice = first + chunk.sent() + (bytes.length - first) - bytes.length;
      expect(sentTwice).toBe(150_000);
      expect(sentTwice).toBeLessThan(300_000);
      expect((await received(location)).received_bytes).toBe(bytes.length);
    } finally {
      await cluster.restart(0);
    }
    await expectServedByBoth(fileId);
    // The dead instance's lock lapses after the drill's 3 s (UPLOAD_LOCK_SECONDS), then the killed
    // instance starts again (~5 s).
  }, 60_000);

  it('two PATCHes of one upload at once on two instances: one gives way, the other is refused, the bytes stay whole', async () => {
    const { location, fileId } = await create(direct(0));
    const before = spools();
    const slow = rawPatch(`${direct(0)}${location}`, auth, 0, bytes.subarray(0, 500_000));
    await slow.send(100_000);
    await spooled(100_000, before);
    // The second asks the first's request to let go of the lock (the protocol's takeover), then
    // finds the offset moved under it: 409, it writes nothing.
    const second = await patch(direct(1), location, 0);
    expect(second.status).toBe(409);
    slow.cut();
    await slow.answer;
    // The first request, told to let go, kept what it had received: B's PATCH from 0 never wrote.
    const offset = await offsetOn(cluster.url, location);
    expect(offset).toBe(100_000);
    expect((await patch(cluster.url, location, offset)).status).toBe(204);
    expect((await fetch(`${cluster.url}${location}/finish`, { method: 'POST', headers: auth })).status).toBe(201);
    await expectServedByBoth(fileId);
  });
});
