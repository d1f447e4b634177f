import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { mediaFilePath } from '#api/media/commit.ts';
import { PEAK_COUNT } from '#api/media/peaks.ts';
import { decodedDuration, MAX_TRUE_PEAK_DBTP, TARGET_LUFS, measureEbur128, runFfmpeg } from '#api/renditions/ffmpeg.ts';
import { mediaJobs } from '#api/repositories/media-jobs.ts';

const { maxAttempts: MAX_ATTEMPTS, retryDelayMs } = mediaJobs;
import type { Article } from '#api/schemas/article.ts';
import type { Cut } from '#api/schemas/audio-cuts.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';
import { getArticle, mediaJobs as jobs, publishPodcast, renditionWorker as worker } from '#tests/utils/podcast.ts';
import { insertRecording } from '#tests/utils/real-audio.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/**
 * What ffmpeg makes of a podcast: loudness, cuts, waveform, limits and priority of the encoder.
 * Runs on SQLite only (vitest.config.ts, NOT_ON_POSTGRES): the audio is the same on either database,
 * and the job queue's database behaviour (claims, leases, retries, two instances, cut lists kept
 * with their jobs, stored waveforms) is in renditions.test.ts, renditions-cuts.test.ts and
 * peaks.test.ts, which run on both (issue #26: ffmpeg paid once).
 */
const isWaveform = (peaks: unknown) => Array.isArray(peaks) && peaks.length === PEAK_COUNT && peaks.every((p) => typeof p === 'number' && p >= 0 && p <= 1) && Math.max(...(peaks as number[])) === 1;

/** An 8 s recording and a PUT of its podcast with a cut list (issue #13). */
async function setupCuts() {
  const t = await makeTestApp();
  const author = await insertUser(t);
  const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  const audio = await insertRecording(t, author.id, 8);
  const put = (id: string, audioCuts: unknown) => call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: { ...articleBody(refs, { type: 2, audioFile: audio }), audioCuts } });
  return { t, put };
}

describe('podcast renditions: the encoding', () => {
  it('the worker makes an MP3 at −16 ±1 LUFS with peaks ≤ −1 dBTP, keeps the original, and the article exposes it', async () => {
    const { t, id, audio } = await publishPodcast();
    expect(await worker(t).runOnce()).toBe(true);
    const article = await getArticle(t, id);
    expect(article.audioFile?.id).toBe(audio);
    const rendition = article.audioRendition!;
    expect(rendition).toMatchObject({ mime: 'audio/mpeg', kind: 'audio', name: 'interview.mp3' });
    expect(rendition.durationSeconds).toBeCloseTo(8, 0);
    const file = mediaFilePath(t.deps.config.mediaDir, rendition.id);
    expect((await stat(file)).size).toBe(rendition.size);
    expect(existsSync(mediaFilePath(t.deps.config.mediaDir, audio))).toBe(true);
    const loudness = await measureEbur128(file);
    expect(Math.abs(loudness.integratedLufs - TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(loudness.truePeakDbtp).toBeLessThanOrEqual(MAX_TRUE_PEAK_DBTP);
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'done', attempts: 1, result_file_id: rendition.id, error: null })]);
    expect(await worker(t).runOnce()).toBe(false);
  }, 60_000);

  it('the encoder runs at the lowest priority, so requests of every instance on the machine come first', async () => {
    const { runFfmpeg, FFMPEG_NICENESS } = await import('#api/renditions/ffmpeg.ts');
    let niceness: number | undefined;
    await runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-t', '1', '-f', 'null', '-'], undefined, (pid) => {
      niceness = getPriority(pid);
    });
    expect(niceness).toBe(FFMPEG_NICENESS);
  });

  it("each encoding step is limited by the source's duration; a step over its limit fails the try, which is retried with the reason", async () => {
    const { t } = await publishPodcast();
    const [source] = await t.db.selectFrom('files').select('duration_seconds').execute();
    let given: number | null | undefined;
    const slow = worker(t, async (_input, _output, _cuts, mediaSeconds) => {
      given = mediaSeconds;
      // An encoder that never ends, under a limit short enough for a test.
      await runFfmpeg(['-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'], 200);
    });
    expect(await slow.runOnce()).toBe(true);
    expect(given).toBe(source!.duration_seconds);
    expect(given).toBeGreaterThan(0);
    const [job] = await jobs(t);
    expect(job).toMatchObject({ attempts: 1, status: 'pending', owner: null, lease_until: null });
    expect(job!.error).toMatch(/ffmpeg took longer than its limit/);
    t.clock.advance(retryDelayMs(1) + 1000);
    expect(await worker(t).runOnce()).toBe(true);
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'done', attempts: 2, error: null })]);
  }, 60_000);

  it('a silent recording fails with a clear reason', async () => {
    const { t, audio } = await publishPodcast();
    const { runFfmpeg } = await import('#api/renditions/ffmpeg.ts');
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'anullsrc', '-t', '3', '-c:a', 'libopus', '-f', 'webm', mediaFilePath(t.deps.config.mediaDir, audio)]);
    await t.db
      .updateTable('media_jobs')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();
    expect(await worker(t).runOnce()).toBe(true);
    expect(await jobs(t)).toEqual([expect.objectContaining({ status: 'failed', error: expect.stringContaining('silent') })]);
  }, 30_000);

  it('the rendition has the cuts taken out: trimmed start and end and a span in the middle (±0.5 s)', async () => {
    const { t, put } = await setupCuts();
    const id = newId();
    // 8 s source: trim 1.5 s at the start, cut 1 s in the middle, trim the last 1 s → 4.5 s kept.
    const cuts: Cut[] = [
      { start: 7000, end: 8000 },
      { start: 0, end: 1500 },
      { start: 3000, end: 4000 },
    ];
    const res = await put(id, cuts);
    expect(res.status).toBe(201);
    const saved = (await res.json()) as Article;
    expect(saved.audioCuts).toEqual([
      { start: 0, end: 1500 },
      { start: 3000, end: 4000 },
      { start: 7000, end: 8000 },
    ]);
    expect(await worker(t).runOnce()).toBe(true);
    const rendition = (await getArticle(t, id)).audioRendition!;
    expect(rendition.mime).toBe('audio/mpeg');
    const measured = await decodedDuration(mediaFilePath(t.deps.config.mediaDir, rendition.id));
    expect(Math.abs(measured! - 4.5)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(rendition.durationSeconds! - 4.5)).toBeLessThanOrEqual(0.5);
  }, 90_000);

  it('a rendition gets its waveform when it is made', async () => {
    const { t, id } = await publishPodcast();
    expect(await worker(t).runOnce()).toBe(true);
    expect(isWaveform((await getArticle(t, id)).audioRendition?.peaks)).toBe(true);
  }, 60_000);
});
