import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_ADDRESS_LIMIT } from '#api/auth/rate-limit.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody } from '#tests/utils/factories-content.ts';
import { findNginx, startCluster, type Cluster } from '#tests/utils/cluster.ts';
import { wavBytes } from '#tests/utils/media-fixtures.ts';
import { DRILL_IDEMPOTENCY_LEASE_MS, drillLeaseEnv, REAL_SERVER_PASSWORD, seedRealServerDb, signInReal } from '#tests/utils/real-server.ts';
import { startSharedDatabase, type SharedDatabase } from '#tests/utils/shared-database.ts';
import { tusMetadata } from '#tests/utils/tus-testing.ts';

// This suite's ports: nginx, then the two instances behind it.
const NGINX_PORT = 4621;
const INSTANCE_PORTS = [4622, 4623] as const;
const nginx = findNginx();
const NEW_PASSWORD = 'Cluster-pass1!';

const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two API instances sharing one database (PostgreSQL when installed, else one SQLite file) and one
 * bucket behind deploy/nginx.conf (issue #15): what one instance does, the other sees at once, with
 * no sticky sessions. Runs once, in the `api` project (the database is its own, not `api-pg`'s).
 */
describe.skipIf(!nginx)('two instances behind deploy/nginx.conf', () => {
  let cluster: Cluster;
  let shared: SharedDatabase;
  let dataDir: string;
  let email: string;
  let refs: { tribe: number[]; themes: number[] };
  let adId: string;
  const direct = (i: number) => cluster.instances[i]!.url;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-cluster-'));
    shared = await startSharedDatabase(dataDir);
    const seeded = await seedRealServerDb(shared.db);
    email = seeded.email;
    refs = { tribe: [seeded.tribe], themes: [seeded.theme] };
    // An advertisement, whose impressions are a write that is not idempotent by itself.
    adId = newId();
    await shared.db
      .insertInto('advertisements')
      .values({
        id: adId,
        format: 'card',
        title: 'Marché',
        description: 'Le marché du samedi',
        image_url: '/icons/icon-192.png',
        link: 'https://example.org',
        button_text: 'Voir',
        category: 'food',
        sponsor: 'Marché',
        language: 'fr',
        created_at: new Date().toISOString(),
      })
      .execute();
    cluster = await startCluster({ nginxPort: NGINX_PORT, instancePorts: INSTANCE_PORTS, dataDir, env: { ...shared.env, ...drillLeaseEnv } }, nginx!);
    // A database, s3rver, two API processes under tsx (one after the other) and nginx: a test's budget, not a hook's 10 s.
  }, 90_000);

  afterAll(async () => {
    await cluster?.close();
    await shared?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Registers an account on `base`; answers its address and the activation code mailed for it. */
  async function register(base: string): Promise<{ address: string; code: string }> {
    const address = `newcomer-${randomBytes(4).toString('hex')}@example.test`;
    const res = await fetch(`${base}/api/users`, json({ firstName: 'Ama', lastName: 'Mensah', email: address, password: NEW_PASSWORD, language: 'fr' }));
    expect(res.status).toBe(201);
    // The activation mail goes out after the answer (api/mail/after-answer.ts), into the shared DATA_DIR.
    const folder = path.join(dataDir, 'mail');
    for (let i = 0; i < 100; i++) {
      for (const name of existsSync(folder) ? readdirSync(folder) : []) {
        const message = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { to: string; text: string };
        const code = message.to === address ? /\?code=([\w-]+)/.exec(message.text)?.[1] : undefined;
        if (code) return { address, code };
      }
      await wait(100);
    }
    throw new Error(`no activation mail for ${address}`);
  }

  it('an account registered on one instance is activated through the other, then signs in through nginx', async () => {
    const { address, code } = await register(direct(0));
    expect((await fetch(`${cluster.url}/api/auth/login`, json({ username: address, password: NEW_PASSWORD }))).status).toBe(403);
    expect((await fetch(`${direct(1)}/api/auth/activation/${code}`)).status).toBe(200);
    // Spent: neither instance takes the code again.
    expect((await fetch(`${direct(0)}/api/auth/activation/${code}`)).status).toBe(404);
    expect((await fetch(`${cluster.url}/api/auth/login`, json({ username: address, password: NEW_PASSWORD }))).status).toBe(200);
  });

  it('a session signed in on one instance works on the other, and its sign-out through one is refused by the other at once', async () => {
    const signIn = await fetch(`${direct(0)}/api/auth/login`, json({ username: email, password: REAL_SERVER_PASSWORD }));
    const { tokenInfo } = (await signIn.json()) as { tokenInfo: { token: string; refreshToken: string } };
    const auth = { Authorization: `Bearer ${tokenInfo.token}` };
    expect((await fetch(`${direct(1)}/api/users/me`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${direct(0)}/api/users/me`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${direct(1)}/api/auth/logout`, json({ refreshToken: tokenInfo.refreshToken }))).status).toBe(204);
    expect((await fetch(`${direct(0)}/api/users/me`, { headers: auth })).status).toBe(401);
  });

  it('an upload through one instance is served with Range by the other; a resumable upload moves between them', async () => {
    const auth = await signInReal(direct(0), email);
    const bytes = wavBytes({ seconds: 60 }).map((b, i) => (i < 44 ? b : i % 251));
    const id = newId();
    const put = await fetch(`${direct(0)}/api/files/${id}`, { method: 'PUT', headers: { ...auth, 'X-File-Name': 'voix.wav' }, body: bytes });
    expect(put.status).toBe(201);
    const partial = await fetch(`${direct(1)}/media/${id}`, { headers: { Range: 'bytes=500000-500999' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('Content-Range')).toBe(`bytes 500000-500999/${bytes.length}`);
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(bytes.subarray(500_000, 501_000));
    const whole = await fetch(`${cluster.url}/media/${id}`, { headers: { Range: 'bytes=0-99' } });
    expect(whole.status).toBe(206);

    // tus: created and half sent to the first instance, resumed on the second, finished on the first.
    const tus = { 'Tus-Resumable': '1.0.0', ...auth };
    const fileId = newId();
    const created = await fetch(`${direct(0)}/api/uploads`, {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': tusMetadata({ fileId, filename: 'reprise.wav', filetype: 'audio/wav' }) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('Location')!;
    const half = 600_000;
    const patch = (base: string, offset: number, body: Uint8Array<ArrayBuffer>) =>
      fetch(`${base}${location}`, { method: 'PATCH', headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body });
    expect((await patch(direct(0), 0, bytes.slice(0, half))).status).toBe(204);
    const head = await fetch(`${direct(1)}${location}`, { method: 'HEAD', headers: tus });
    expect(head.headers.get('Upload-Offset')).toBe(String(half));
    expect((await patch(direct(1), half, bytes.slice(half))).status).toBe(204);
    const finished = await fetch(`${direct(0)}${location}/finish`, { method: 'POST', headers: auth });
    expect(finished.status).toBe(201);
    const tail = await fetch(`${direct(1)}/media/${fileId}`, { headers: { Range: `bytes=${bytes.length - 1000}-` } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 1000));
  });

  it('an outbox replay with the same Idempotency-Key sent to both instances at once takes effect once', async () => {
    const auth = await signInReal(cluster.url, email);
    const articleId = newId();
    const body = articleBody(refs, { title: 'Rejoué deux fois' });
    const save = (base: string) =>
      fetch(`${base}/api/articles/${articleId}`, { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': 'phone:7' }, body: JSON.stringify(body) });
    const impression = (base: string) => fetch(`${base}/api/ads/${adId}/impressions`, { method: 'POST', headers: { ...auth, 'Idempotency-Key': 'phone:8' } });
    // The same entry sent to both at the same moment (a lost answer retried through another path).
    const first = await Promise.all([save(direct(0)), save(direct(1)), impression(direct(0)), impression(direct(1))]);
    // Each pair: one ran (201/204), the other got its stored answer or `409 in progress` (retry later).
    expect(first.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201, 204]));
    for (const res of first) expect([201, 204, 409]).toContain(res.status);
    // Retried until answered, on both: the stored answer, never a second effect.
    for (const send of [() => save(direct(0)), () => save(direct(1)), () => impression(direct(0)), () => impression(direct(1))]) {
      let res = await send();
      for (let i = 0; res.status === 409 && i < 10; i++) {
        await wait(500);
        res = await send();
      }
      expect([201, 204]).toContain(res.status);
      expect(res.headers.get('Idempotent-Replayed')).toBe('true');
    }
    const { article } = (await (await fetch(`${direct(1)}/api/articles/${articleId}`, { headers: auth })).json()) as { article: { version: number } };
    expect(article.version).toBe(1);
    const impressions = await shared.db
      .selectFrom('ad_impressions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ad_id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(Number(impressions.n)).toBe(1);
  });

  it(`failed sign-ins spread over both instances trip the account lock (${LOGIN_ACCOUNT_LIMIT.max}) and the address lock (${LOGIN_ADDRESS_LIMIT.max}) for both`, async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const login = (base: string, username: string, password: string, address: string) => fetch(`${base}/api/auth/login`, json({ username, password }, from(address)));
    // An account of its own (a locked one would stop the other tests), wrong passwords alternating between the instances.
    const { address: account, code } = await register(direct(1));
    expect((await fetch(`${direct(0)}/api/auth/activation/${code}`)).status).toBe(200);
    // The instances hash at the tests' scrypt cost (tests/utils/real-server.ts): at the real one this journey alone took 30 s of CI.
    const { password_hash: hash } = await shared.db.selectFrom('users').select('password_hash').where('email', '=', account).executeTakeFirstOrThrow();
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.max; i++) expect((await login(direct(i % 2), account, 'Wrong-pass1!', `198.51.100.${i + 1}`)).status).toBe(401);
    for (const i of [0, 1]) expect((await login(direct(i), account, NEW_PASSWORD, '198.51.100.99')).status).toBe(429);

    // 30 failed sign-ins from one address on many accounts, alternating: the address is locked on both.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(direct(i % 2), `nobody-${i}@example.test`, 'Wrong-pass1!', '203.0.113.50')).status);
    expect(statuses.slice(0, LOGIN_ADDRESS_LIMIT.max)).toEqual(Array(LOGIN_ADDRESS_LIMIT.max).fill(401));
    expect(statuses.slice(LOGIN_ADDRESS_LIMIT.max)).toEqual(Array(30 - LOGIN_ADDRESS_LIMIT.max).fill(429));
    // Through nginx, the address nginx appends is the client's own (here 127.0.0.1): not the locked one.
    const viaNginx = await fetch(`${cluster.url}/api/auth/login`, json({ username: 'nobody@example.test', password: 'Wrong-pass1!' }, from('203.0.113.50')));
    expect(viaNginx.status).toBe(401);
    // 37 sign-ins through two real instances, each hashing a password on purpose (api/auth/passwords.ts).
  }, 90_000);

  it('killing one instance (kill -9) under concurrent writers through nginx loses no acknowledged write', async () => {
    const auth = await signInReal(cluster.url, email);
    interface Write {
      id: string;
      key: string;
      title: string;
    }
    const put = (write: Write) =>
      fetch(`${cluster.url}/api/articles/${write.id}`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': write.key },
        body: JSON.stringify(articleBody(refs, { title: write.title })),
      });
    const acknowledged: Write[] = [];
    let stop = false;
    // Each writer behaves like the outbox: an entry is sent until it gets an answer, with its key.
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const write = { id: newId(), key: `cluster:${w}:${n}`, title: `Écrit ${w}-${n}` };
        for (let attempt = 0; ; attempt++) {
          let status = 0;
          let retryAfter = 1;
          let text = '';
          try {
            const res = await put(write);
            status = res.status;
            retryAfter = Number(res.headers.get('Retry-After')) || 1;
            text = await res.text();
          } catch {
            // connection cut by the kill: no answer
          }
          if (status === 201) break;
          // The kill can land after the write's commit and before its answer is kept: once the lease
          // lapses, the retry runs again, finds the same article and answers 200 without writing
          // (saveArticle's replay). That is the acknowledgement; the checks below prove one effect.
          if (status === 200 && attempt > 0) {
            expect((JSON.parse(text) as { version: number }).version, write.key).toBe(1);
            break;
          }
          // 502 (the killed instance's request), 409 (its claim until the lease lapses): try again.
          expect([0, 502, 503, 409], `${write.key}: ${status} ${text} ${status === 500 ? cluster.instances.map((i) => i.output().slice(-1500)).join('\n---\n') : ''}`).toContain(status);
          expect(attempt).toBeLessThan(2 + DRILL_IDEMPOTENCY_LEASE_MS / 1000);
          await wait(Math.min(retryAfter, 2) * 1000);
        }
        acknowledged.push(write);
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    while (acknowledged.length < 30) await wait(20);
    await cluster.instances[1]!.stop('SIGKILL');
    const atKill = acknowledged.length;
    while (acknowledged.length < atKill + 30) await wait(20);
    stop = true;
    await Promise.all(writers);

    if (shared.dialect === 'sqlite') {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(shared.db);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    }
    const rows = await shared.db.selectFrom('articles').select(['id', 'title', 'version']).where('title', 'like', 'Écrit %').execute();
    const byId = new Map(rows.map((row) => [row.id, { ...row, version: Number(row.version) }]));
    for (const write of acknowledged) expect(byId.get(write.id), write.key).toEqual({ id: write.id, title: write.title, version: 1 });
    // Nothing else was written: every row is one acknowledged write, once.
    expect(rows).toHaveLength(acknowledged.length);
    // The survivor still serves, and the killed one comes back into the pool.
    expect((await fetch(`${cluster.url}/api/health/ready`)).status).toBe(200);
    await cluster.restart(1);
    expect((await fetch(`${direct(1)}/api/health/ready`)).status).toBe(200);
  }, 90_000);
});
