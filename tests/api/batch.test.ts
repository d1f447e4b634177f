import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchResponse } from '#api/schemas/batch.ts';
import { newId } from '#api/schemas/ids.ts';
import { call, insertArticle, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { testDialect } from '#tests/utils/test-db.ts';

type ErrorJson = { error: { code: string; fields?: Record<string, string> } };

async function batch(t: TestApp, user: ContentUser | null, items: unknown[]) {
  const res = await call(t, 'POST', '/api/batch', { headers: user?.headers ?? {}, body: { items } });
  return { status: res.status, json: (await res.json()) as BatchResponse & ErrorJson };
}

describe('POST /api/batch', () => {
  it('runs each write in order with its own key, and a replayed batch has each effect once', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const article = await insertArticle(t.db, { userId: user.id, createdAt: new Date(Date.UTC(2024, 0, 1)).toISOString() });
    const collection = newId();
    const items = [
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'dev:1', body: { name: 'En vol' } },
      { method: 'PUT', path: `/api/collections/${collection}/articles/${article}`, idempotencyKey: 'dev:2' },
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'dev:3', body: { name: 'Atterri' } },
    ];
    const first = await batch(t, user, items);
    expect(first.status).toBe(200);
    expect(first.json.results.map((r) => [r.status, r.replayed])).toEqual([
      [201, false],
      [204, false],
      [200, false],
    ]);
    expect(first.json.results[2]!.body).toMatchObject({ id: collection, name: 'Atterri', articleCount: 1 });

    const again = await batch(t, user, items);
    expect(again.json.results.map((r) => [r.status, r.replayed])).toEqual([
      [201, true],
      [204, true],
      [200, true],
    ]);
    const rows = await t.db.selectFrom('collection_articles').select('article_id').where('collection_id', '=', collection).execute();
    expect(rows).toHaveLength(1);
    const stored = await t.db.selectFrom('collections').select('name').where('id', '=', collection).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Atterri');
  });

  it('gives each item the answer it would get alone: a refused item does not stop the final ones after it', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const collection = newId();
    const { json } = await batch(t, user, [
      { method: 'PUT', path: `/api/collections/${newId()}/articles/${newId()}`, idempotencyKey: 'a:1' },
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'a:2', body: { name: '' } },
      { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'a:3', body: { name: 'Valide' } },
      { method: 'DELETE', path: '/api/nowhere', idempotencyKey: 'a:4' },
    ]);
    expect(json.results.map((r) => r.status)).toEqual([404, 422, 201, 404]);
    expect((json.results[1]!.body as ErrorJson).error.fields).toHaveProperty('name');
  });

  it('stops at the first answer that is not final (signed out: 401), leaving the rest for later', async () => {
    const t = await makeTestApp();
    const { status, json } = await batch(t, null, [
      { method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: 'b:1', body: { name: 'Un' } },
      { method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: 'b:2', body: { name: 'Deux' } },
    ]);
    expect(status).toBe(200);
    expect(json.results.map((r) => r.status)).toEqual([401]);
    expect(await t.db.selectFrom('collections').select('id').execute()).toHaveLength(0);
  });

  it('refuses batches it cannot run item by item, with 422 and the failing field', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    const item = (over: Record<string, unknown>) => ({ method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: 'c:1', body: { name: 'X' }, ...over });
    const cases: [unknown[], string][] = [
      [[], 'items'],
      [Array.from({ length: 101 }, (_, i) => item({ idempotencyKey: `c:${i}` })), 'items'],
      [[item({ path: '/api/auth/login' })], 'items.0.path'],
      [[item({ path: `/api/files/${newId()}` })], 'items.0.path'],
      [[item({ path: '/api/batch' })], 'items.0.path'],
      [[item({ path: 'https://elsewhere.example/api/x' })], 'items.0.path'],
      [[item({ method: 'GET' })], 'items.0.method'],
      [[item({ idempotencyKey: '' })], 'items.0.idempotencyKey'],
      [[item({ idempotencyKey: 'k'.repeat(201) })], 'items.0.idempotencyKey'],
    ];
    for (const [items, field] of cases) {
      const { status, json } = await batch(t, user, items);
      expect(status, field).toBe(422);
      expect(json.error.fields, field).toHaveProperty([field]);
    }
    expect(await t.db.selectFrom('collections').select('id').where('user_id', '=', user.id).where('is_default', '=', 0).execute()).toHaveLength(0);
  });

  /**
   * A trigger that fails the insert of a collection named `name`: an error of the statement
   * (`disk trouble`), or the whole transaction lost (`connection lost`: SQLite rolls it back,
   * PostgreSQL's server process ends, cutting the connection as a crash or a network failure would).
   */
  async function failingTrigger(t: TestApp, name: string, failure: 'disk trouble' | 'connection lost' = 'disk trouble'): Promise<void> {
    if (testDialect === 'postgres') {
      const action = failure === 'connection lost' ? sql.raw('perform pg_terminate_backend(pg_backend_pid())') : sql.raw(`raise exception 'disk trouble'`);
      await sql`create function failing() returns trigger language plpgsql as $$ begin ${action}; return new; end $$`.execute(t.db);
      await sql`create trigger failing before insert on collections for each row when (new.name = ${sql.lit(name)}) execute function failing()`.execute(t.db);
      return;
    }
    const raise = failure === 'connection lost' ? sql.raw(`raise(rollback, 'connection lost')`) : sql.raw(`raise(abort, 'disk trouble')`);
    await sql`create trigger failing before insert on collections when new.name = ${sql.lit(name)} begin select ${raise}; end`.execute(t.db);
  }

  async function dropFailingTrigger(t: TestApp): Promise<void> {
    await sql`drop trigger failing${testDialect === 'postgres' ? sql` on collections` : sql``}`.execute(t.db);
  }

  describe('one transaction per batch', () => {
    afterEach(() => vi.restoreAllMocks());

    /** Commits PostgreSQL is asked for while `run` runs: `commit`s and writes outside a transaction (each its own commit). */
    async function countPostgresCommits(run: () => Promise<void>): Promise<number> {
      const inTransaction = new WeakSet<object>();
      const original = pg.Client.prototype.query;
      let commits = 0;
      vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
        if (/^\s*(begin|start transaction)\b/i.test(text)) inTransaction.add(this);
        else if (/^\s*commit\b/i.test(text)) {
          commits += 1;
          inTransaction.delete(this);
        } else if (/^\s*rollback\s*$/i.test(text)) inTransaction.delete(this);
        else if (!inTransaction.has(this) && /^\s*(insert|update|delete)\b/i.test(text)) commits += 1;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } as never);
      await run();
      return commits;
    }

    /** Commits SQLite makes while `run` runs: explicit `commit`s and writes outside a transaction (each its own commit). */
    async function countCommits(run: () => Promise<void>): Promise<number> {
      if (testDialect === 'postgres') return countPostgresCommits(run);
      const probe = new Database(':memory:');
      const Statement = Object.getPrototypeOf(probe.prepare('select 1')) as { run: (...args: unknown[]) => unknown };
      probe.close();
      const original = Statement.run;
      let commits = 0;
      vi.spyOn(Statement, 'run').mockImplementation(function (this: { source: string; reader: boolean; database: Database.Database }, ...args: unknown[]) {
        if (/^\s*commit\b/i.test(this.source) || (!this.database.inTransaction && !/^\s*(begin|savepoint|release|rollback)\b/i.test(this.source))) commits += 1;
        return original.apply(this, args);
      });
      await run();
      return commits;
    }

    it('writes a batch to disk in one commit, however many items it has', async () => {
      const t = await makeTestApp();
      const user = await insertUser(t);
      const articles = [];
      for (let i = 0; i < 30; i++) articles.push(await insertArticle(t.db, { userId: user.id, createdAt: new Date(Date.UTC(2024, 0, 1)).toISOString() }));
      const collection = newId();
      const items = [
        { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: 'd:0', body: { name: 'Trente' } },
        ...articles.map((id, i) => ({ method: 'PUT', path: `/api/collections/${collection}/articles/${id}`, idempotencyKey: `d:${i + 1}` })),
      ];
      let statuses: number[] = [];
      const commits = await countCommits(async () => {
        statuses = (await batch(t, user, items)).json.results.map((r) => r.status);
      });
      expect(statuses).toEqual([201, ...articles.map(() => 204)]);
      expect(commits).toBe(1);
      expect(await t.db.selectFrom('collection_articles').select('article_id').where('collection_id', '=', collection).execute()).toHaveLength(30);
    });

    it('undoes an item the server failed on (5xx) alone: the others stay, and its retry runs once', async () => {
      const t = await makeTestApp();
      const user = await insertUser(t);
      await failingTrigger(t, 'Boom');
      const [a, b, c] = [newId(), newId(), newId()];
      const items = [
        { method: 'PUT', path: `/api/collections/${a}`, idempotencyKey: 'e:1', body: { name: 'Avant' } },
        { method: 'PUT', path: `/api/collections/${b}`, idempotencyKey: 'e:2', body: { name: 'Boom' } },
        { method: 'PUT', path: `/api/collections/${c}`, idempotencyKey: 'e:3', body: { name: 'Après' } },
      ];
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const first = await batch(t, user, items);
      // A 5xx is not final: the items after it wait for the retry, as they would sent one by one.
      expect(first.json.results.map((r) => r.status)).toEqual([201, 500]);
      const names = async () => (await t.db.selectFrom('collections').select('name').where('user_id', '=', user.id).where('is_default', '=', 0).orderBy('name').execute()).map((r) => r.name);
      expect(await names()).toEqual(['Avant']);
      expect((await t.db.selectFrom('idempotency_keys').select('key').execute()).map((r) => r.key).sort()).toEqual(['e:1']);

      await dropFailingTrigger(t);
      const retry = await batch(t, user, items);
      expect(retry.json.results.map((r) => [r.status, r.replayed])).toEqual([
        [201, true],
        [201, false],
        [201, false],
      ]);
      expect(await names()).toEqual(['Après', 'Avant', 'Boom']);
    });

    it('keeps nothing of a batch whose transaction is lost midway (as in a crash): no effect, no stored key, and the retry applies each item once', async () => {
      const t = await makeTestApp();
      const user = await insertUser(t);
      await failingTrigger(t, 'Lost', 'connection lost');
      const items = ['Un', 'Deux', 'Lost', 'Quatre'].map((name, i) => ({ method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: `f:${i}`, body: { name } }));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const first = await batch(t, user, items);
      // A connection cut under the batch is the database unavailable on PostgreSQL: 503, retried later.
      expect(first.status).toBe(testDialect === 'postgres' ? 503 : 500);
      const mine = () => t.db.selectFrom('collections').select('name').where('user_id', '=', user.id).where('is_default', '=', 0).execute();
      expect(await mine()).toEqual([]);
      expect(await t.db.selectFrom('idempotency_keys').select('key').execute()).toEqual([]);

      // The server is usable at once (the connection was given back), and the retry runs everything once.
      await dropFailingTrigger(t);
      const retry = await batch(t, user, items);
      expect(retry.json.results.map((r) => [r.status, r.replayed])).toEqual(items.map(() => [201, false]));
      expect((await batch(t, user, items)).json.results.map((r) => r.replayed)).toEqual(items.map(() => true));
      expect(await mine()).toHaveLength(4);
    });

    it('refuses an item with text no database can store (NUL) alone, and keeps the others', async () => {
      const t = await makeTestApp();
      const user = await insertUser(t);
      const items = ['Avant', 'Nul\u0000caractère', 'Après'].map((name, i) => ({ method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: `n:${i}`, body: { name } }));
      const { status, json } = await batch(t, user, items);
      expect(status).toBe(200);
      // PostgreSQL cannot store the NUL character: it is refused up front on both databases (400),
      // and the batch goes on with the next item.
      expect(json.results.map((r) => r.status)).toEqual([201, 400, 201]);
      const names = await t.db.selectFrom('collections').select('name').where('user_id', '=', user.id).where('is_default', '=', 0).execute();
      expect(names.map((r) => r.name).sort()).toEqual(['Après', 'Avant']);
    });

    it('lets no other request see a batch half done', async () => {
      const t = await makeTestApp();
      const user = await insertUser(t);
      const items = Array.from({ length: 40 }, (_, i) => ({ method: 'PUT', path: `/api/collections/${newId()}`, idempotencyKey: `g:${i}`, body: { name: `Lot ${i}` } }));
      const counts: number[] = [];
      const running = batch(t, user, items);
      // Readers racing the batch see none of it or all of it.
      for (let i = 0; i < 20; i++) {
        const res = await call(t, 'GET', '/api/collections?limit=50', { headers: user.headers });
        counts.push(((await res.json()) as { items: unknown[] }).items.length - 1);
      }
      expect((await running).json.results.every((r) => r.status === 201)).toBe(true);
      expect(counts.every((n) => n === 0 || n === 40)).toBe(true);
    });
  });
});
