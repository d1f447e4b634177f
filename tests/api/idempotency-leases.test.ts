import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_INTERVAL_MS, startMaintenance } from '#api/maintenance.ts';
import { BOOT_ID, claimKey, findKey, IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_RETENTION_MS, pruneKeys, renewLease } from '#api/repositories/idempotency-keys.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';
import { jpegBytes } from '#tests/utils/media-fixtures.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

type ErrorJson = { error: { code: string }; inProgressSeconds?: number };

async function setup() {
  const t = await makeTestApp();
  const author = await insertUser(t);
  const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  return { t, author, refs };
}

/** A claim as the middleware writes it, as if its request was running when `owner` died or stalled. */
async function insertRunningClaim(t: TestApp, o: { userId: string; key: string; path: string; body: unknown; owner: string; leaseUntil: Date }) {
  const requestHash = createHash('sha256').update(`PUT ${o.path}\n`).update(JSON.stringify(o.body)).digest('hex');
  const at = t.deps.now().toISOString();
  await t.db
    .insertInto('idempotency_keys')
    .values({ scope: `user:${o.userId}`, key: o.key, request_hash: requestHash, status: 0, body: null, content_type: null, created_at: at, owner: o.owner, lease_until: o.leaseUntil.toISOString() })
    .execute();
}

const versions = (t: TestApp, id: string) => t.db.selectFrom('articles').select('version').where('id', '=', id).execute();

describe('idempotency claims are leases', () => {
  it('never takes over the live claim of another instance; runs the retry (once) after its lease lapsed (a killed server)', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    const body = articleBody(refs);
    const path = `/api/articles/${id}`;
    // A claim of another process whose lease runs: another instance still running the request, or
    // one killed mid-request (this instance cannot tell which before the lease lapses).
    await insertRunningClaim(t, { userId: author.id, key: 'phone:1', path, body, owner: 'another-instance', leaseUntil: new Date(t.deps.now().getTime() + IDEMPOTENCY_LEASE_MS) });
    const headers = { ...author.headers, 'Idempotency-Key': 'phone:1' };
    const busy = await call(t, 'PUT', path, { headers, body });
    expect(busy.status).toBe(409);
    expect(await versions(t, id)).toEqual([]);
    t.clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
    const retry = await call(t, 'PUT', path, { headers, body });
    expect(retry.status).toBe(201);
    const again = await call(t, 'PUT', path, { headers, body });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await versions(t, id)).toEqual([{ version: 1 }]);
  });

  it('answers 409 with Retry-After while a live claim runs, and takes it over once its lease lapsed', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    const body = articleBody(refs);
    const path = `/api/articles/${id}`;
    await insertRunningClaim(t, { userId: author.id, key: 'phone:2', path, body, owner: BOOT_ID, leaseUntil: new Date(t.deps.now().getTime() + IDEMPOTENCY_LEASE_MS) });
    const headers = { ...author.headers, 'Idempotency-Key': 'phone:2' };
    const busy = await call(t, 'PUT', path, { headers, body });
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as ErrorJson).error.code).toBe('idempotency_key_in_progress');
    const retryAfter = Number(busy.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(IDEMPOTENCY_LEASE_MS / 1000);

    t.clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
    expect((await call(t, 'PUT', path, { headers, body })).status).toBe(201);
    expect(await versions(t, id)).toEqual([{ version: 1 }]);
  });

  it('answers 200 without a second write when the killed request had committed before its answer was kept', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    const body = articleBody(refs);
    const path = `/api/articles/${id}`;
    // The write committed (no key), then the process died before the answer was stored: its claim stays running.
    expect((await call(t, 'PUT', path, { headers: author.headers, body })).status).toBe(201);
    await insertRunningClaim(t, { userId: author.id, key: 'phone:4', path, body, owner: 'killed', leaseUntil: new Date(t.deps.now().getTime() + IDEMPOTENCY_LEASE_MS) });
    const headers = { ...author.headers, 'Idempotency-Key': 'phone:4' };
    t.clock.advance(IDEMPOTENCY_LEASE_MS + 1000);
    const retry = await call(t, 'PUT', path, { headers, body });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { version: number }).version).toBe(1);
    const again = await call(t, 'PUT', path, { headers, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await versions(t, id)).toEqual([{ version: 1 }]);
  });

  it('holds claims for the configured lease (IDEMPOTENCY_LEASE_SECONDS), not the default', async () => {
    const t = await makeTestApp({ idempotencyLeaseMs: 4000 });
    const author = await insertUser(t);
    const body = articleBody({ tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] });
    const path = `/api/articles/${newId()}`;
    // A claim of another process with the default lease: this instance never asks for more than its own.
    await insertRunningClaim(t, { userId: author.id, key: 'phone:5', path, body, owner: 'another-instance', leaseUntil: new Date(t.deps.now().getTime() + IDEMPOTENCY_LEASE_MS) });
    const busy = await call(t, 'PUT', path, { headers: { ...author.headers, 'Idempotency-Key': 'phone:5' }, body });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('Retry-After')).toBe('4');
    // Its own claims lapse after 4 s: the row the middleware writes, and its renewal.
    const now = t.deps.now();
    expect(await claimKey(t.db, { scope: 'user:x', key: 'k', requestHash: 'h', now, leaseMs: 4000 })).toBe('claimed');
    const leaseOf = async () => new Date((await findKey(t.db, 'user:x', 'k'))!.lease_until!).getTime();
    expect(await leaseOf()).toBe(now.getTime() + 4000);
    expect(await renewLease(t.db, 'user:x', 'k', new Date(now.getTime() + 1000), 4000)).toBe(true);
    expect(await leaseOf()).toBe(now.getTime() + 5000);
  });

  it('still refuses a dead claim retried with another body (422), the key being spent on other content', async () => {
    const { t, author, refs } = await setup();
    const id = newId();
    const path = `/api/articles/${id}`;
    await insertRunningClaim(t, { userId: author.id, key: 'phone:3', path, body: articleBody(refs), owner: 'gone', leaseUntil: new Date(0) });
    const res = await call(t, 'PUT', path, { headers: { ...author.headers, 'Idempotency-Key': 'phone:3' }, body: articleBody(refs, { title: 'Autre' }) });
    expect(res.status).toBe(422);
  });
});

describe('transport failures release the key', () => {
  it('lets the same key upload the file after the first upload was cut off', async () => {
    const { t, author } = await setup();
    const id = newId();
    const bytes = jpegBytes();
    const headers = { ...author.headers, 'Idempotency-Key': `phone:${id}`, 'Content-Length': String(bytes.length) };
    // The phone loses signal half-way: the body stream fails.
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.error(new Error('connection lost'));
      },
    });
    const first = await t.app.request(`/api/files/${id}`, { method: 'PUT', headers, body: cut, duplex: 'half' } as RequestInit);
    expect(first.status).toBe(400);
    expect(((await first.json()) as ErrorJson).error.code).toBe('upload_interrupted');
    expect(await t.db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);

    const retry = await t.app.request(`/api/files/${id}`, { method: 'PUT', headers, body: bytes });
    expect(retry.status).toBe(201);
    expect(await t.db.selectFrom('files').select('id').execute()).toEqual([{ id }]);
  });
});

describe('retention', () => {
  it('prunes records older than the retention window (≥ 24 h) and keeps newer ones', async () => {
    expect(IDEMPOTENCY_RETENTION_MS).toBeGreaterThanOrEqual(24 * 3600_000);
    const { t, author, refs } = await setup();
    await call(t, 'PUT', `/api/articles/${newId()}`, { headers: { ...author.headers, 'Idempotency-Key': 'old' }, body: articleBody(refs) });
    t.clock.advance(IDEMPOTENCY_RETENTION_MS - 60_000);
    await t.db
      .insertInto('idempotency_keys')
      .values({ scope: `user:${author.id}`, key: 'new', request_hash: 'h', status: 204, body: '', content_type: null, created_at: t.deps.now().toISOString(), owner: null, lease_until: null })
      .execute();
    t.clock.advance(120_000);
    expect(await pruneKeys(t.db, t.deps.now())).toBe(1);
    expect((await t.db.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key)).toEqual(['new']);
  });
});

describe('pruning timer', () => {
  it('sweeps at start and then every interval', async () => {
    const { t } = await setup();
    const old = (key: string) => ({ scope: 's', key, request_hash: 'h', status: 204, body: '', content_type: null, created_at: new Date(0).toISOString(), owner: null, lease_until: null });
    await t.db.insertInto('idempotency_keys').values(old('a')).execute();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = startMaintenance(t.deps);
      await vi.waitFor(async () => expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]));
      await t.db.insertInto('idempotency_keys').values(old('b')).execute();
      await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS);
      await vi.waitFor(async () => expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]));
      await stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
