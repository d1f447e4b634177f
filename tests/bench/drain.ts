import 'fake-indexeddb/auto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { ArticleInputSchema, type ArticleSummary } from '#api/schemas/article.ts';
import type { TokenInfo, User } from '#api/schemas/user.ts';
import { createDb, openSqlite } from '#api/db/connection.ts';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { saveArticle } from '#web/sync/mutations/articles.ts';
import { addToCollection, createCollection, removeFromCollection } from '#web/sync/mutations/collections.ts';
import { pendingCount } from '#web/sync/outbox-queries.ts';
import { createSyncRunner } from '#web/sync/runner.ts';
import { createSyncLock } from '#web/sync/sync-lock.ts';
import { articleBody, insertArticle } from '#tests/utils/factories-content.ts';
import { prepareDataDir, REAL_SERVER_PASSWORD, startRealServer } from '#tests/utils/real-server.ts';

/** An in-memory `localStorage` (the session is persisted there; Node has none). */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (i: number) => [...this.items.keys()][i] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
}
(globalThis as { localStorage?: unknown }).localStorage ??= new MemoryStorage();

/** CPU seconds (user + system) a process has used so far, from `/proc` (Linux). */
function processCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** What the queue holds: distinct edits (nothing to merge), or favourite taps on a few articles. */
export type DrainMix = 'mixed' | 'toggles';

export interface DrainRun {
  edits: number;
  mix: DrainMix;
  batchSize: number;
  seconds: number;
  /** CPU seconds the drain took: the device side (this process) and the server process. */
  clientCpu: number;
  serverCpu: number;
  requests: number;
  /** Server-side check after the drain: every edit applied once (see `verify`). */
  verified: string;
}

const summaryOf = (id: string, user: User): ArticleSummary =>
  ({
    id,
    slug: 's',
    type: 1,
    textType: 0,
    title: `Article ${id.slice(-4)}`,
    subTitle: '',
    coverImage: null,
    tribe: [],
    themes: [],
    user,
    favorite: false,
    language: 'fr',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  }) as ArticleSummary;

/**
 * Queues `edits` edits on the device (Dexie on fake-indexeddb, through the app's own mutations)
 * and drains them with the real sync runner against the real server (`api/server.ts`, its own
 * process, on loopback, file SQLite). `mixed`: 40 % favourites of distinct articles, 40 % adds to
 * 5 collections (created in the queue), 20 % saves of distinct own articles: nothing cancels, so
 * every edit reaches the server. `toggles`: favourite taps on/off over 20 articles (most cancel).
 * `batchSize` 1 is the baseline: one request per entry, as before batching.
 */
export async function runDrain(edits: number, mix: DrainMix, batchSize: number): Promise<DrainRun> {
  const { dataDir, email, tribe, theme } = await prepareDataDir();
  const sqlite = openSqlite(path.join(dataDir, 'app.sqlite'));
  const serverDb = createDb(sqlite);
  const { id: userId } = await serverDb.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const favoritesId = newId();
  const created = new Date().toISOString();
  await serverDb.insertInto('collections').values({ id: favoritesId, user_id: userId, name: 'Favorites', is_default: 1, created_at: created, updated_at: created }).execute();
  const articles: string[] = [];
  const warm: string[] = [];
  for (let i = 0; i < WARM_UP; i++) warm.push(await insertArticle(serverDb, { userId, tribe: [tribe], themes: [theme], createdAt: created }));
  for (let i = 0; i < edits; i++) articles.push(await insertArticle(serverDb, { userId, tribe: [tribe], themes: [theme], createdAt: created }));
  await serverDb.destroy();

  const server = await startRealServer(dataDir, await freePort());
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: email, password: REAL_SERVER_PASSWORD }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
    const session = (await login.json()) as { tokenInfo: TokenInfo; user: User };
    await warmUp(server.url, session.tokenInfo.token, warm, { tribe: [tribe], themes: [theme] });
    await Promise.all(db.tables.map((t) => t.clear()));
    setSession(session);
    await db.collections.add({ id: favoritesId, userId, name: 'Favorites', isDefault: true, articleCount: 0, articles: [], updatedAt: created, removedIds: [] });

    const collections: string[] = [];
    const expected = { favorites: new Set<string>(), members: 0, saves: [] as string[] };
    for (let i = 0; i < edits; i++) {
      const article = articles[i]!;
      if (mix === 'toggles') {
        const target = articles[i % 20]!;
        if (expected.favorites.has(target)) await removeFromCollection(favoritesId, { id: target, title: 't' }, true);
        else await addToCollection(favoritesId, summaryOf(target, session.user));
        if (!expected.favorites.delete(target)) expected.favorites.add(target);
      } else if (i % 5 < 2) {
        await addToCollection(favoritesId, summaryOf(article, session.user));
        expected.favorites.add(article);
      } else if (i % 5 < 4) {
        if (collections.length < 5) collections.push(await createCollection(`Collection ${collections.length + 1}`));
        else {
          await addToCollection(collections[i % 5]!, summaryOf(article, session.user));
          expected.members += 1;
        }
      } else {
        await saveArticle(article, v.parse(ArticleInputSchema, articleBody({ tribe: [tribe], themes: [theme] }, { title: `Edited offline ${i}` })), 1);
        expected.saves.push(article);
      }
    }

    let requests = 0;
    /** Answers other than success, and network errors: a drain retries them (counted, never hidden). */
    const failures: string[] = [];
    const runner = createSyncRunner({
      db,
      // The edits drained here queue no files; an upload would be a bench bug.
      upload: async () => {
        throw new Error('The drain bench queues no file uploads.');
      },
      fetch: async (p, init) => {
        requests += 1;
        try {
          const res = await fetch(`${server.url}${p}`, init);
          if (res.status !== 200 && res.status !== 204 && res.status !== 201) failures.push(`${p}: ${res.status}`);
          return res;
        } catch (error) {
          failures.push(`${p}: ${String(error)}`);
          throw error;
        }
      },
      session: () => ({ userId, token: session.tokenInfo.token }),
      refresh: async () => false,
      lock: createSyncLock(undefined),
      random: Math.random,
      now: Date.now,
      schedule: (task, ms) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      },
      batchSize,
    });
    const serverBefore = processCpu(server.process.pid!);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    let result = await runner.wake();
    // A transient failure (a loaded machine's timeout) waits for a backoff: go on at once, counted.
    for (let retry = 0; result === 'waiting' && retry < 10; retry++) result = await runner.wake();
    const seconds = (performance.now() - started) / 1000;
    const client = process.cpuUsage(clientBefore);
    const clientCpu = (client.user + client.system) / 1e6;
    const serverCpu = processCpu(server.process.pid!) - serverBefore;
    if (result !== 'done' || (await pendingCount(userId)) > 0) throw new Error(`The drain ended "${result}" with entries left: ${failures.join('; ')}`);
    if (failures.length > 0) console.log(`  retried after: ${failures.join('; ')}`);
    return { edits, mix, batchSize, seconds, clientCpu, serverCpu, requests, verified: await verify(server.url, session.tokenInfo.token, favoritesId, expected) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const WARM_UP = 60;

/**
 * The server has just started: its first requests run cold (JIT, statement caches). A batch of the
 * same kinds of writes on other articles, in a collection deleted at the end, warms it first.
 */
async function warmUp(url: string, token: string, articles: string[], refs: { tribe: number[]; themes: number[] }): Promise<void> {
  const collection = newId();
  const items = [
    { method: 'PUT', path: `/api/collections/${collection}`, idempotencyKey: `warm:${collection}`, body: { name: 'Warm-up' } },
    ...articles.map((id, i) =>
      i % 3 === 0
        ? { method: 'PUT', path: `/api/articles/${id}`, idempotencyKey: `warm:${id}`, body: articleBody(refs, { title: `Warm-up ${i}`, baseVersion: 1 }) }
        : { method: 'PUT', path: `/api/collections/${collection}/articles/${id}`, idempotencyKey: `warm:${id}` },
    ),
    { method: 'DELETE', path: `/api/collections/${collection}`, idempotencyKey: `warm:${collection}:delete` },
  ];
  const res = await fetch(`${url}/api/batch`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ items }) });
  const { results } = (await res.json()) as { results: { status: number }[] };
  if (results.length !== items.length || results.some((r) => r.status >= 300)) throw new Error(`Warm-up failed: ${JSON.stringify(results.filter((r) => r.status >= 300))}`);
}

/** Reads the server's state back through the API: the favourites, members and versions the edits must have made, once each. */
async function verify(url: string, token: string, favoritesId: string, expected: { favorites: Set<string>; members: number; saves: string[] }): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${url}/api/collections?limit=50`, { headers })).json()) as { items: { id: string; articleCount: number }[] };
  const favorites = list.items.find((c) => c.id === favoritesId)?.articleCount ?? -1;
  const members = list.items.filter((c) => c.id !== favoritesId).reduce((n, c) => n + c.articleCount, 0);
  const rejected = await db.outbox.where('status').equals('rejected').count();
  let versions = 0;
  for (const id of expected.saves) versions += ((await (await fetch(`${url}/api/articles/${id}`)).json()) as { article: { version: number } }).article.version === 2 ? 1 : 0;
  if (favorites !== expected.favorites.size || members !== expected.members || versions !== expected.saves.length || rejected > 0) {
    throw new Error(
      `Server state differs: ${favorites}/${expected.favorites.size} favourites, ${members}/${expected.members} members, ${versions}/${expected.saves.length} saves at version 2, ${rejected} refused.`,
    );
  }
  return `${favorites} favourites, ${members} collection adds, ${versions} saves (each one version) applied once`;
}
