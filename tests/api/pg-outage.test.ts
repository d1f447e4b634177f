import { sql } from 'kysely';
import { newId } from '#api/schemas/ids.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDb, type DB } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '#api/http/database-unavailable.ts';
import { READY_RETRY_AFTER_SECONDS } from '#api/routes/health.ts';
import { call, insertUser } from '#tests/utils/factories-content.ts';
import { startPgCluster, type PgCluster } from '#tests/utils/pg-cluster.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/**
 * A lost PostgreSQL (issue #15), on a cluster of its own that the test stops and starts again with
 * `pg_ctl` (the run's shared cluster serves the other files meanwhile). Project `api-pg` only.
 */
describe('PostgreSQL lost and back', () => {
  let cluster: PgCluster;
  let db: DB;
  beforeAll(async () => {
    cluster = await startPgCluster({ maxConnections: 20 });
    const admin = createPostgresDb({ url: cluster.url('postgres'), poolMax: 1 });
    await sql`create database outage`.execute(admin);
    await admin.destroy();
    db = createPostgresDb({ url: cluster.url('outage'), poolMax: 3 });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await cluster?.remove();
  });

  it('answers 503 with Retry-After while the database is down, never crashes, and recovers when it is back', async () => {
    const t = await makeTestApp({ db });
    const user = await insertUser(t);
    const save = (name: string) => call(t, 'PUT', `/api/collections/${newId()}`, { headers: user.headers, body: { name } });
    expect((await save('Avant')).status).toBe(201);
    expect((await t.app.request('/api/tribes')).status).toBe(200);

    await cluster.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const res of [await t.app.request('/api/tribes'), await save('Pendant')]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(await res.json()).toMatchObject({ error: { code: 'database_unavailable' } });
    }
    // Liveness stays up (a load balancer must not kill the instance); readiness says why it is out.
    expect((await t.app.request('/api/health')).status).toBe(200);
    const ready = await t.app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toBe(String(READY_RETRY_AFTER_SECONDS));
    expect(await ready.json()).toMatchObject({ database: 'unreachable' });

    await cluster.start();
    warn.mockRestore();
    // The same app, without a restart: the pool opens new connections.
    expect((await t.app.request('/api/health/ready')).status).toBe(200);
    expect((await save('Après')).status).toBe(201);
    const names = await t.db.selectFrom('collections').select('name').where('user_id', '=', user.id).where('is_default', '=', 0).orderBy('name').execute();
    expect(names.map((r) => r.name)).toEqual(['Après', 'Avant']);
  });
});
