import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createPostgresDb, type DB } from '#api/db/connection.ts';
import { migrateToLatest } from '#api/db/migrator.ts';
import { newId } from '#api/schemas/ids.ts';
import { NotificationWorker } from '#api/notifications/worker.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';
import { startPgCluster, type PgCluster } from '#tests/utils/pg-cluster.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { loadNote, printGroup } from '../measure.ts';
import type { BenchOptions, BenchSection } from '../section.ts';

/**
 * Notifications of issue #29 on a SQLite file: a tribe with 100,000 followers (`--followers=`).
 * 1. The publish request (`PUT /api/articles/:id` through the app) to that tribe against the same
 *    to a tribe nobody follows: the request only queues a job, so the two should be within 10 %.
 *    Then the same while the worker fans out on the same database (a request waits behind a batch).
 * 2. The fan-out of one article to every follower by the worker, in batches: notifications made per
 *    second (goal ≥ 5,000 on SQLite), `--fanouts=` times, median and spread.
 * The followers are built like the following section's data, directly in SQL, in one transaction.
 * `--pg`: the same on a throw-away PostgreSQL cluster (tests/utils/pg-cluster.ts), as the issue
 * asks the throughput reported there too.
 */
async function postgres(): Promise<{ db: DB; cluster: PgCluster }> {
  const cluster = await startPgCluster();
  const admin = createPostgresDb({ url: cluster.url('postgres'), poolMax: 1 });
  await sql`create database bench`.execute(admin);
  await admin.destroy();
  const db = createPostgresDb({ url: cluster.url('bench'), poolMax: 4 });
  await migrateToLatest(db);
  return { db, cluster };
}

async function run({ args }: BenchOptions): Promise<void> {
  const followers = Number(args.get('followers') ?? 100_000);
  const runs = Number(args.get('runs') ?? 100);
  const fanouts = Number(args.get('fanouts') ?? 5);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tribus-bench-notify-'));
  const pg = args.has('pg') ? await postgres() : null;
  const t = await makeTestApp(pg ? { db: pg.db } : { sqliteFile: path.join(dir, 'bench.sqlite') });
  const hexId = pg ? sql`lpad(to_hex(i), 32, '0')` : sql`printf('%032x', i)`;
  const followId = pg ? sql`'f' || lpad(to_hex(i), 31, '0')` : sql`printf('f%031x', i)`;
  try {
    const author = await insertUser(t);
    const [crowded, empty, theme] = [await insertTribe(t.db), await insertTribe(t.db), await insertTheme(t.db)];
    const at = t.deps.now().toISOString();
    await t.db.transaction().execute(async (trx) => {
      const n = sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${followers})`;
      await sql`${n} insert into users (id, slug, email, first_name, last_name, password_hash, language, activated_at, created_at, updated_at)
        select ${hexId}, 'f-' || i, 'f' || i || '@example.test', 'F', 'N' || i, 'x', 'fr', ${at}, ${at}, ${at} from n`.execute(trx);
      await sql`${n} insert into follows (id, follower_id, tribe_id, created_at) select ${followId}, ${hexId}, ${crowded}, ${at} from n`.execute(trx);
    });
    if (pg) await sql`analyze`.execute(t.db);
    const engine = pg ? 'PostgreSQL' : 'SQLite file';
    console.log(`notifications bench: a tribe with ${followers.toLocaleString('en')} followers, ${engine}`);
    const publish = (tribe: number) => async () => {
      const res = await call(t, 'PUT', `/api/articles/${newId()}`, { headers: author.headers, body: articleBody({ tribe: [tribe], themes: [theme] }) });
      if (res.status !== 201) throw new Error(`publish: ${res.status}`);
    };
    await printGroup(
      'Publish request (PUT /api/articles/:id, through the app): the fan-out is only queued',
      [
        ['to a tribe nobody follows (baseline)', publish(empty)],
        [`to a tribe with ${followers.toLocaleString('en')} followers`, publish(crowded)],
      ],
      { runs },
    );

    // On one instance the worker shares the database with requests (on SQLite, its one connection):
    // a request may wait behind a batch. The jobs queued above keep it busy meanwhile.
    const busy = new NotificationWorker({ db: t.db, now: t.deps.now, pollMs: 5 });
    busy.start();
    await printGroup(
      'Publish request while the worker fans out (the articles queued above, 100,000 notifications each)',
      [
        ['to a tribe nobody follows', publish(empty)],
        [`to a tribe with ${followers.toLocaleString('en')} followers`, publish(crowded)],
      ],
      { runs: Math.ceil(runs / 2) },
    );
    await busy.stop();

    // Fan-out: the jobs queued above are dropped; one article at a time to every follower.
    await t.db.deleteFrom('notification_jobs').execute();
    const rates: number[] = [];
    for (let i = 0; i < fanouts; i++) {
      await t.db.deleteFrom('notifications').execute();
      await publish(crowded)();
      const worker = new NotificationWorker({ db: t.db, now: t.deps.now });
      const start = process.hrtime.bigint();
      await worker.drain();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const made = Number(
        (
          await t.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      if (made !== followers) throw new Error(`fan-out made ${made} notifications for ${followers} followers`);
      rates.push(made / seconds);
    }
    rates.sort((a, b) => a - b);
    const f = (n: number) => Math.round(n).toLocaleString('en');
    console.log(`\nFan-out of one article to ${followers.toLocaleString('en')} followers, ${engine} (${loadNote()}), ${fanouts} runs`);
    console.log(`  notifications/s: median ${f(rates[Math.floor(rates.length / 2)]!)}, min ${f(rates[0]!)}, max ${f(rates.at(-1)!)} (goal ≥ 5,000)`);
  } finally {
    await t.db.destroy();
    await pg?.cluster.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const section: BenchSection = {
  name: 'notifications',
  summary: 'publish request to a tribe with 100,000 followers vs none, and the fan-out throughput (issue #29)',
  order: 26,
  onlyWhenNamed: true,
  run,
};
