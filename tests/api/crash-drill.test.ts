import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { articleBody } from '#tests/utils/factories-content.ts';
import { DRILL_IDEMPOTENCY_LEASE_MS, drillLeaseEnv, prepareDataDir, signInReal, startRealServer, type RealServer } from '#tests/utils/real-server.ts';

/** One of engineer B's ports (4331–4339); the drill's server listens only while this file runs. */
const PORT = 4333;
const WRITERS = 8;

interface Write {
  id: string;
  key: string;
  body: unknown;
}

let server: RealServer | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
});

describe('crash drill: kill -9 under concurrent writes', () => {
  it('keeps every acknowledged write exactly once, an intact database, and lets unanswered writes retry with their key', async () => {
    const { dataDir, email, tribe, theme } = await prepareDataDir();
    server = await startRealServer(dataDir, PORT, drillLeaseEnv);
    const auth = await signInReal(server.url, email);
    const refs = { tribe: [tribe], themes: [theme] };
    const put = (url: string, write: Write) =>
      fetch(`${url}/api/articles/${write.id}`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': write.key },
        body: JSON.stringify(write.body),
      });

    const acknowledged: Write[] = [];
    const unanswered: Write[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const write = { id: newId(), key: `drill:${w}:${n}`, body: articleBody(refs, { title: `Écrit ${w}-${n}` }) };
        try {
          const res = await put(server!.url, write);
          if (res.status === 201) acknowledged.push(write);
          else throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        } catch (error) {
          if (!killed) throw error;
          unanswered.push(write);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    // Let writes pile up, then pull the plug in the middle of them.
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    server = await startRealServer(dataDir, PORT, drillLeaseEnv);
    // Unanswered writes retried by the outbox with their key: each runs once. A claim the killed
    // process held is answered 409 + Retry-After until its lease lapses (another instance sharing the
    // database could still be running it), then taken over: never 409 forever. The server's lease is
    // the drill's short one (IDEMPOTENCY_LEASE_SECONDS), so Retry-After also proves it is read.
    for (const write of unanswered) {
      let res = await put(server.url, write);
      for (let tries = 0; res.status === 409 && tries < 3; tries++) {
        const wait = Number(res.headers.get('Retry-After'));
        expect(wait).toBeGreaterThan(0);
        expect(wait * 1000).toBeLessThanOrEqual(DRILL_IDEMPOTENCY_LEASE_MS);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        res = await put(server.url, write);
      }
      expect([200, 201], `${write.key}: ${res.status}`).toContain(res.status);
    }
    // Acknowledged writes replayed: the stored answer, never a second effect.
    for (const write of acknowledged.slice(0, 5)) {
      const res = await put(server.url, write);
      expect(res.status).toBe(201);
      expect(res.headers.get('Idempotent-Replayed')).toBe('true');
    }
    await server.stop('SIGTERM');
    server = null;

    const sqlite = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = sqlite.prepare('select id, title, version from articles').all() as { id: string; title: string; version: number }[];
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const write of [...acknowledged, ...unanswered]) {
        expect(byId.get(write.id), write.key).toMatchObject({ title: (write.body as { title: string }).title, version: 1 });
      }
      expect(rows).toHaveLength(acknowledged.length + unanswered.length);
      const running = sqlite.prepare('select count(*) as n from idempotency_keys where status = 0').get() as { n: number };
      expect(running.n).toBe(0);
    } finally {
      sqlite.close();
    }
  }, 60_000);

  it('keeps each batch whole or not at all: an unanswered batch retried is all replayed or all run fresh', async () => {
    const { dataDir, email, tribe, theme } = await prepareDataDir();
    server = await startRealServer(dataDir, PORT, drillLeaseEnv);
    const auth = await signInReal(server.url, email);
    const refs = { tribe: [tribe], themes: [theme] };
    type Batch = Write[];
    const send = (url: string, batch: Batch) =>
      fetch(`${url}/api/batch`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: batch.map((w) => ({ method: 'PUT', path: `/api/articles/${w.id}`, idempotencyKey: w.key, body: w.body })) }),
      });
    const results = async (res: Response) => ((await res.json()) as { results: { status: number; replayed: boolean }[] }).results;

    const acknowledged: Batch[] = [];
    const unanswered: Batch[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const batch = Array.from({ length: 20 }, (_, i) => ({ id: newId(), key: `batch:${w}:${n}:${i}`, body: articleBody(refs, { title: `Lot ${w}-${n}-${i}` }) }));
        try {
          const res = await send(server!.url, batch);
          if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
          expect((await results(res)).map((r) => r.status)).toEqual(batch.map(() => 201));
          acknowledged.push(batch);
        } catch (error) {
          if (!killed) throw error;
          unanswered.push(batch);
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, w) => writer(w));
    while (acknowledged.length < 4) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(writers);
    expect(unanswered.length).toBeGreaterThan(0);

    server = await startRealServer(dataDir, PORT, drillLeaseEnv);
    for (const batch of unanswered) {
      const replayed = (await results(await send(server.url, batch))).map((r) => [r.status, r.replayed]);
      // Committed before the kill (every answer stored) or not at all (every item runs now): never a mix.
      expect([batch.map(() => [201, true]), batch.map(() => [201, false])], batch[0]!.key).toContainEqual(replayed);
    }
    for (const batch of acknowledged.slice(0, 2)) expect((await results(await send(server.url, batch))).every((r) => r.replayed)).toBe(true);
    await server.stop('SIGTERM');
    server = null;

    const sqlite = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = sqlite.prepare('select id, version from articles').all() as { id: string; version: number }[];
      const written = [...acknowledged, ...unanswered].flat();
      expect(rows.filter((r) => written.some((w) => w.id === r.id)).map((r) => r.version)).toEqual(written.map(() => 1));
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    } finally {
      sqlite.close();
    }
  }, 60_000);
});
