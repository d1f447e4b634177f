import { readdir, writeFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { mediaJobs } from '#api/repositories/media-jobs.ts';
import { getArticle, mediaJobs as jobs, publishPodcast, renditionWorker as worker } from '#tests/utils/podcast.ts';

const { maxAttempts: MAX_ATTEMPTS, leaseMs: JOB_LEASE_MS, retryDelayMs } = mediaJobs;

describe('podcast renditions', () => {
  it('saving a podcast queues its rendition; the request itself makes none', async () => {
    const { t, audio, saved } = await publishPodcast();
    expect(saved.audioRendition).toBeNull();
    expect(await jobs(t)).toEqual([expect.objectContaining({ source_file_id: audio, status: 'pending', attempts: 0, result_file_id: null })]);
    const files = await t.db.selectFrom('files').select('mime').execute();
    expect(files.map((f) => f.mime)).toEqual(['audio/webm']);
  });

  it('a job left running by a crash is run again once its lease lapsed, by a restart or by another instance', async () => {
    const { t, id } = await publishPodcast();
    // The first process claimed the job and died mid-encode: the row stays `running` under its lease.
    expect(await mediaJobs.claim(t.db, t.deps.now().toISOString(), 'dead-worker')).not.toBeNull();
    expect(await worker(t).runOnce()).toBe(false);
    t.clock.advance(JOB_LEASE_MS + 1000);
    const restarted = worker(t);
    await restarted.prepare();
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, owner: null })]);
    expect(await restarted.runOnce()).toBe(true);
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
    expect((await getArticle(t, id)).audioRendition?.mime).toBe('audio/mpeg');
  }, 60_000);

  it('two instances over one database: a starting instance never re-queues the job another one is encoding, and each job runs once', async () => {
    const { t } = await publishPodcast();
    let renders = 0;
    let finish!: () => void;
    const encoding = new Promise<void>((resolve) => (finish = resolve));
    const first = worker(t, async (_input, output) => {
      renders++;
      await encoding;
      await writeFile(output, 'not an mp3');
      throw new Error('stopped on purpose');
    });
    const running = first.runOnce();
    await vi.waitFor(() => expect(renders).toBe(1));
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'running', owner: first.id })]);
    // A second instance starts (or polls) while the first encodes: the job stays the first's.
    const second = worker(t, async () => {
      renders++;
    });
    await second.prepare();
    expect(await second.runOnce()).toBe(false);
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'running', owner: first.id, attempts: 1 })]);
    finish();
    expect(await running).toBe(true);
    expect(renders).toBe(1);
  }, 60_000);

  it(`a failing job is retried later, ${MAX_ATTEMPTS} tries at most, then marked failed with its reason`, async () => {
    const { t, id } = await publishPodcast();
    let tries = 0;
    const failing = worker(t, async (_input, output) => {
      tries++;
      await writeFile(output, 'partial');
      throw new Error('encoder ran out of memory');
    });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await failing.runOnce()).toBe(true);
      const [job] = await jobs(t);
      expect(job).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? 'pending' : 'failed', error: 'encoder ran out of memory' });
      // Not due before its delay.
      expect(await failing.runOnce()).toBe(false);
      t.clock.advance(retryDelayMs(attempt) + 1000);
    }
    expect(tries).toBe(MAX_ATTEMPTS);
    expect(await failing.runOnce()).toBe(false);
    expect((await getArticle(t, id)).audioRendition).toBeNull();
    // The partial output of a failed try is not left in the media directory.
    const files = await t.db.selectFrom('files').select('id').execute();
    expect(files).toHaveLength(1);
    expect((await readdir(t.deps.config.mediaDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('a job that was running on its last try when the process died is failed, not retried forever', async () => {
    const { t } = await publishPodcast();
    await t.db.updateTable('media_jobs').set({ status: 'running', attempts: MAX_ATTEMPTS }).execute();
    await worker(t).prepare();
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'failed', error: expect.stringContaining('Interrupted on its last try') })]);
  });

  it('at start, podcasts saved before the queue existed (or seeded) get their rendition queued', async () => {
    const { t, audio } = await publishPodcast();
    await t.db.deleteFrom('media_jobs').execute();
    await worker(t).prepare();
    expect(await jobs(t)).toEqual([expect.objectContaining({ source_file_id: audio, status: 'pending' })]);
  });
});
