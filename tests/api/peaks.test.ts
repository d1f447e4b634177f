import { describe, expect, it } from 'vitest';
import { PEAK_COUNT } from '#api/media/peaks.ts';
import { newId } from '#api/schemas/ids.ts';
import { call } from '#tests/utils/factories-content.ts';
import { insertImage } from '#tests/utils/real-audio.ts';
import { getArticle, publishPodcast } from '#tests/utils/podcast.ts';

const isWaveform = (peaks: unknown) => Array.isArray(peaks) && peaks.length === PEAK_COUNT && peaks.every((p) => typeof p === 'number' && p >= 0 && p <= 1) && Math.max(...(peaks as number[])) === 1;

describe('waveforms (GET /api/files/:id/peaks)', () => {
  it('an audio file has none until asked; the first request makes and keeps it, and the article then carries it', async () => {
    const { t, id, audio } = await publishPodcast();
    expect((await getArticle(t, id)).audioFile).not.toHaveProperty('peaks');

    const res = await call(t, 'GET', `/api/files/${audio}/peaks`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const { peaks } = (await res.json()) as { peaks: number[] };
    expect(isWaveform(peaks)).toBe(true);
    const row = await t.db.selectFrom('files').select('peaks').where('id', '=', audio).executeTakeFirstOrThrow();
    expect(JSON.parse(row.peaks!)).toEqual(peaks);
    expect((await getArticle(t, id)).audioFile?.peaks).toEqual(peaks);

    // Kept: asked again, it is read, not made (the stored value is what comes back).
    await t.db
      .updateTable('files')
      .set({ peaks: JSON.stringify(peaks.map(() => 0.5)) })
      .where('id', '=', audio)
      .execute();
    expect(((await (await call(t, 'GET', `/api/files/${audio}/peaks`)).json()) as { peaks: number[] }).peaks[0]).toBe(0.5);
  }, 30_000);

  it('answers 404 for an unknown file or a file that is not audio, and 422 for a malformed id (as PUT does)', async () => {
    const { t, author } = await publishPodcast();
    const image = await insertImage(t, author.id);
    const notAudio = await call(t, 'GET', `/api/files/${image}/peaks`);
    expect(notAudio.status).toBe(404);
    expect(await notAudio.json()).toMatchObject({ error: { code: 'not_audio' } });
    const unknown = await call(t, 'GET', `/api/files/${newId()}/peaks`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'file_not_found' } });
    expect((await call(t, 'GET', '/api/files/not-an-id/peaks')).status).toBe(422);
  });
});
