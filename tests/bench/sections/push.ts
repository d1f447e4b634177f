import type { PushNotification } from '#api/push/payload.ts';
import { sendPushes } from '#api/push/send.ts';
import { newId } from '#api/schemas/ids.ts';
import { startPushService } from '#tests/utils/push-service.ts';
import { makeTestDb } from '#tests/utils/test-db.ts';
import { loadNote } from '../measure.ts';
import type { BenchOptions, BenchSection } from '../section.ts';

/**
 * Web Push sending (issue #29: ≥ 200 pushes/s against a local push service). `sendPushes` as the
 * notifications queue calls it, for users with 4 devices each, `--push-concurrency` users at a time
 * (default 8), against the local push service of the tests in the same process: it verifies each
 * VAPID JWT and decrypts each payload, so the figure includes the receiving side's work too. Each
 * run sends `--pushes` (default 1,000); the median and spread of `--runs` (default 5) runs are printed.
 */
const DEVICES = 4;

async function run({ args }: BenchOptions): Promise<void> {
  const pushes = Number(args.get('pushes') ?? 1000);
  const runs = Number(args.get('runs') ?? 5);
  const concurrency = Number(args.get('push-concurrency') ?? 8);
  const service = await startPushService();
  const db = await makeTestDb();
  try {
    const now = new Date().toISOString();
    const users = Array.from({ length: Math.ceil(pushes / DEVICES) }, () => newId());
    for (const [i, id] of users.entries()) {
      await db
        .insertInto('users')
        .values({
          id,
          slug: `push-bench-${i}`,
          email: `push-bench-${i}@example.test`,
          first_name: 'Bench',
          last_name: `${i}`,
          password_hash: 'x',
          language: i % 2 ? 'en' : 'fr',
          activated_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (let d = 0; d < DEVICES; d++) {
        const device = service.device(`${i}-${d}`);
        await db
          .insertInto('push_subscriptions')
          .values({ user_id: id, id: `device-${d}`, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth, created_at: now, updated_at: now })
          .execute();
      }
    }
    const deps = { db, push: service.pushDeps, config: { publicUrl: 'https://tribus.example' } };
    const notification = (n: number): PushNotification => ({
      id: `n-${n}`,
      userId: 'bench-reader',
      at: now,
      kind: 'comment',
      subject: `article-${n % 50}`,
      path: `/articles/a-${n % 50}`,
      actorName: 'Awa Ndiaye',
      excerpt: 'Un commentaire de longueur ordinaire sur un article.',
      unread: n % 9,
    });
    const rates: number[] = [];
    for (let r = 0; r <= runs; r++) {
      let next = 0;
      let sent = 0;
      const started = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < users.length) {
            const index = next++;
            const result = await sendPushes(deps, users[index]!, notification(index));
            sent += result.sent;
            if (result.sent !== DEVICES) throw new Error(`push bench: ${JSON.stringify(result)}; ${service.problems.slice(0, 3).join('; ')}`);
          }
        }),
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // The first run warms up (JIT, connections) and is not counted.
      if (r > 0) rates.push(sent / seconds);
    }
    rates.sort((a, b) => a - b);
    const median = rates[Math.floor(rates.length / 2)]!;
    console.log(`\nWeb Push sending (${loadNote()}): ${users.length * DEVICES} pushes a run, ${users.length} users × ${DEVICES} devices, ${concurrency} users at a time`);
    console.log(`  pushes/s: median ${median.toFixed(0)}, spread ${rates[0]!.toFixed(0)}–${rates.at(-1)!.toFixed(0)} over ${rates.length} runs (goal ≥ 200)`);
  } finally {
    await db.destroy();
    await service.close();
  }
}

export const section: BenchSection = { name: 'push', summary: 'Web Push: pushes/s sent to a local push service that verifies and decrypts them', order: 80, run };
