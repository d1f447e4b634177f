import { describe, expect, it } from 'vitest';
import { DONE_JOB_RETENTION_MS, enqueueNotifications, notificationJobs, pruneNotificationJobs } from '#api/repositories/notification-jobs.ts';
import { reader } from '#tests/utils/factories-comments.ts';
import { call, type ContentUser } from '#tests/utils/factories-content.ts';
import { bell, drain, publish, worker } from '#tests/utils/notifications.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

const { maxAttempts: MAX_ATTEMPTS, leaseMs: JOB_LEASE_MS, retryDelayMs } = notificationJobs;

/** The fan-out queue of issue #29: batches, retry with backoff, a dead worker's job taken again, no job done twice. */
async function followedAuthor(t: TestApp, followers: number): Promise<{ author: ContentUser; readers: ContentUser[] }> {
  const author = await reader(t);
  const readers: ContentUser[] = [];
  for (let i = 0; i < followers; i++) {
    const one = await reader(t);
    await call(t, 'PUT', `/api/follows/users/${author.id}`, { headers: one.headers });
    readers.push(one);
  }
  return { author, readers };
}

const jobs = (t: TestApp) => t.db.selectFrom('notification_jobs').select(['status', 'attempts', 'progress', 'error', 'run_after']).orderBy('id').execute();
const notificationCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the notification queue', () => {
  it('fans out in batches; a failed try is retried after its backoff from the batch that failed, making nothing twice', async () => {
    const t = await makeTestApp();
    const { author, readers } = await followedAuthor(t, 5);
    await publish(t, author);
    let batches = 0;
    const offered: string[][] = [];
    const flaky = worker(t, {
      batchSize: 2,
      afterCreated: (created) => {
        batches++;
        offered.push(created.userIds);
        return batches === 2 ? Promise.reject(new Error('push service down')) : Promise.resolve();
      },
    });
    expect(await flaky.drain()).toBe(1);
    const [failed] = await jobs(t);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, error: 'push service down' });
    expect(Date.parse(failed!.run_after) - t.deps.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 1000);
    expect(await notificationCount(t)).toBe(4);
    // Not due before its backoff.
    expect(await flaky.drain()).toBe(0);
    t.clock.advance(retryDelayMs(1));
    expect(await flaky.drain()).toBe(1);
    expect(await jobs(t)).toMatchObject([{ status: 'done', attempts: 2 }]);
    expect(await notificationCount(t)).toBe(5);
    for (const one of readers) expect((await bell(t, one)).items).toHaveLength(1);
    // The failed batch is handed to `afterCreated` again (push: at least once), then the last one.
    expect(batches).toBe(4);
    expect(offered[2]).toEqual(offered[1]);
    expect(new Set(offered.flat())).toEqual(new Set(readers.map((r) => r.id)));
  });

  it('a job leased by a worker that died is taken again once its lease lapses, not before', async () => {
    const t = await makeTestApp();
    const { author, readers } = await followedAuthor(t, 2);
    await publish(t, author);
    expect(await notificationJobs.claim(t.db, t.deps.now().toISOString(), 'a-worker-that-died')).not.toBeNull();
    const survivor = worker(t);
    expect(await survivor.drain()).toBe(0);
    expect(await notificationCount(t)).toBe(0);
    t.clock.advance(JOB_LEASE_MS + 1000);
    expect(await survivor.drain()).toBe(1);
    expect(await jobs(t)).toMatchObject([{ status: 'done', attempts: 2 }]);
    for (const one of readers) expect((await bell(t, one)).items).toHaveLength(1);
  });

  it('two workers draining at once run each job once', async () => {
    const t = await makeTestApp();
    const { author, readers } = await followedAuthor(t, 3);
    for (let i = 0; i < 4; i++) await publish(t, author, undefined, `Article ${i}`);
    const ran = await Promise.all([worker(t).drain(), worker(t).drain(), drain(t)]);
    expect(ran.reduce((a, b) => a + b, 0)).toBe(4);
    expect((await jobs(t)).map((j) => [j.status, j.attempts])).toEqual(Array.from({ length: 4 }, () => ['done', 1]));
    for (const one of readers) expect((await bell(t, one)).items).toHaveLength(4);
  });

  it('maintenance deletes done jobs after a day, keeping pending and recent ones', async () => {
    const t = await makeTestApp();
    const { author } = await followedAuthor(t, 1);
    await publish(t, author);
    await drain(t);
    t.clock.advance(DONE_JOB_RETENTION_MS / 2);
    await enqueueNotifications(t.db, { event: 'moderation', subjectId: author.id, actorId: null, detail: 'banned' }, t.deps.now());
    await pruneNotificationJobs(t.db, t.deps.now());
    expect((await jobs(t)).map((j) => j.status)).toEqual(['done', 'pending']);
    t.clock.advance(DONE_JOB_RETENTION_MS);
    await pruneNotificationJobs(t.db, t.deps.now());
    expect((await jobs(t)).map((j) => j.status)).toEqual(['pending']);
  });

  it('a job failing every try is failed for good after its last, with its error kept', async () => {
    const t = await makeTestApp();
    const { author } = await followedAuthor(t, 1);
    await publish(t, author);
    const broken = worker(t, { afterCreated: () => Promise.reject(new Error('push service down')) });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await broken.drain()).toBe(1);
      t.clock.advance(retryDelayMs(attempt));
    }
    expect(await jobs(t)).toMatchObject([{ status: 'failed', attempts: MAX_ATTEMPTS, error: 'push service down' }]);
    expect(await broken.drain()).toBe(0);
  });

  it('a stopping worker gives its job back between batches, untried, and another resumes it after the last batch', async () => {
    const t = await makeTestApp();
    const { author, readers } = await followedAuthor(t, 3);
    await publish(t, author);
    const leaving = worker(t, {
      batchSize: 1,
      afterCreated: () => {
        void leaving.stop();
        return Promise.resolve();
      },
    });
    expect(await leaving.drain()).toBe(0);
    const [released] = await jobs(t);
    expect(released).toMatchObject({ status: 'pending', attempts: 0 });
    expect(released!.progress).not.toBeNull();
    expect(await notificationCount(t)).toBe(1);
    expect(await drain(t)).toBe(1);
    expect(await jobs(t)).toMatchObject([{ status: 'done', attempts: 1 }]);
    for (const one of readers) expect((await bell(t, one)).items).toHaveLength(1);
  });
});
