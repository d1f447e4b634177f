import { describe, expect, it } from 'vitest';
import { enqueueMissingRenditions, mediaJobs } from '#api/repositories/media-jobs.ts';
import { newId } from '#api/schemas/ids.ts';
import { articleBody, call, insertTheme, insertTribe, insertUser } from '#tests/utils/factories-content.ts';
import { insertRecording } from '#tests/utils/real-audio.ts';
import { getArticle, renditionWorker as worker } from '#tests/utils/podcast.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/** Non-destructive edits (issue #13): the cut list travels with the article and the rendition applies it. */
async function setup() {
  const t = await makeTestApp();
  const author = await insertUser(t);
  const refs = { tribe: [await insertTribe(t.db)], themes: [await insertTheme(t.db)] };
  const audio = await insertRecording(t, author.id, 8);
  const put = (id: string, audioCuts: unknown, baseVersion?: number) =>
    call(t, 'PUT', `/api/articles/${id}`, { headers: author.headers, body: { ...articleBody(refs, { type: 2, audioFile: audio }), audioCuts, ...(baseVersion ? { baseVersion } : {}) } });
  return { t, audio, put, author, refs };
}

describe('podcast renditions with cuts', () => {
  it('a new cut list makes a new rendition; the old edit is never served for it', async () => {
    const { t, put } = await setup();
    const id = newId();
    expect((await put(id, [])).status).toBe(201);
    expect(await worker(t).runOnce()).toBe(true);
    const whole = (await getArticle(t, id)).audioRendition!;
    expect(whole.durationSeconds).toBeCloseTo(8, 0);

    const edited = await put(id, [{ start: 0, end: 4000 }], 1);
    expect(edited.status).toBe(200);
    // Until the new rendition is made, the article has none (not the uncut one).
    expect((await getArticle(t, id)).audioRendition).toBeNull();
    expect(await worker(t).runOnce()).toBe(true);
    const cut = (await getArticle(t, id)).audioRendition!;
    expect(cut.id).not.toBe(whole.id);
    expect(Math.abs(cut.durationSeconds! - 4)).toBeLessThanOrEqual(0.5);
    const jobs = await t.db.selectFrom('media_jobs').select(['cuts', 'status']).orderBy('id').execute();
    expect(jobs).toEqual([
      { cuts: '', status: 'done' },
      { cuts: '0-4000', status: 'done' },
    ]);
  }, 120_000);

  it('refuses malformed cut lists with a clear 422 naming the field, never a 500', async () => {
    const { put } = await setup();
    for (const bad of [[{ start: 5000, end: 1000 }], [{ start: -5, end: 10 }], [{ start: 'a', end: 10 }], 'cuts', [{ start: 0, end: 1.5 }]]) {
      const res = await put(newId(), bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(JSON.stringify(await res.json())).toContain('audioCuts');
    }
  });

  it('a rendition asked for by a save is made before the start-up backfill of older podcasts', async () => {
    const { t, put, audio } = await setup();
    const old = newId();
    expect((await put(old, [])).status).toBe(201);
    // The old podcast's job is lost (saved before the queue existed): the start-up backfill queues it.
    await t.db.deleteFrom('media_jobs').execute();
    await enqueueMissingRenditions(t.db, t.deps.now().toISOString());
    t.clock.advance(1000);
    expect((await put(newId(), [{ start: 0, end: 1000 }])).status).toBe(201);
    const first = await mediaJobs.claim(t.db, t.deps.now().toISOString(), 'worker-a');
    expect(first).toMatchObject({ source_file_id: audio, cuts: '0-1000', priority: 0 });
    expect(await mediaJobs.claim(t.db, t.deps.now().toISOString(), 'worker-a')).toMatchObject({ cuts: '', priority: 1 });
  });
});
