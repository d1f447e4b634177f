import { describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { insertUser } from '#tests/utils/factories-content.ts';
import { mp4Bytes } from '#tests/utils/media-fixtures.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { ScriptedTusNetwork, type CutPlan } from '#tests/utils/tus-network.ts';
import { appStore } from '#web/lib/app-store.ts';
import { uploadsAtom } from './upload-progress.ts';
import { createUploader, PROGRESS_BYTES } from './uploader.ts';

const CHUNK = 256 * 1024;

async function setUp(plan: CutPlan) {
  await Promise.all(db.tables.map((table) => table.clear()));
  const t = await makeTestApp();
  const user = await insertUser(t);
  const token = user.headers.Authorization!.slice('Bearer '.length);
  const network = new ScriptedTusNetwork(async (p, init) => t.app.request(p, init), plan);
  const bytes = mp4Bytes({ seconds: 2, mdatBytes: 600_000 });
  const job = { id: newId(), userId: user.id, blob: new Blob([bytes], { type: 'video/mp4' }), name: 'clip.mp4', mime: 'video/mp4' };
  return { network, token, job, bytes };
}

/**
 * A network that drops every few seconds: each attempt gets some bytes through before its cut. Such
 * a cut is progress, not a failure: the upload goes on at once instead of waiting out the runner's
 * backoff, and only a cut that moved nothing hands the upload back to the runner.
 */
describe('uploader on a network that keeps dropping', () => {
  it('goes on after each cut that moved it forward, to the end, in one send', async () => {
    const { network, token, job, bytes } = await setUp((size) => (size > 100_000 ? 100_000 : null));
    const uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 0 });
    const res = await uploader.send(job, token);
    expect(res?.status).toBe(201);
    expect(network.cuts).toBeGreaterThanOrEqual(Math.floor(bytes.length / 100_000));
    // Nothing sent twice: every cut chunk went on from what the server had kept.
    expect(network.bodyBytes).toBeLessThanOrEqual(bytes.length + network.cuts * CHUNK);
  });

  it('goes on through runs cut before their first byte, once the upload has moved', async () => {
    let patch = 0;
    // Every other PATCH is cut before any byte gets through (the network was down when it went).
    const { network, token, job } = await setUp((size) => (patch++ % 2 === 1 ? 0 : size > 100_000 ? 100_000 : null));
    const uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 0 });
    expect((await uploader.send(job, token))?.status).toBe(201);
    expect(network.patches.filter((p) => p.delivered === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('hands a cut that moved nothing back to the runner (null), to retry with backoff', async () => {
    const { network, token, job } = await setUp(() => PROGRESS_BYTES - 1);
    const uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 0 });
    expect(await uploader.send(job, token)).toBeNull();
    expect(network.cuts).toBe(1);
  });

  it('stops going on when the device goes offline during the pause after a cut', async () => {
    const { network, token, job } = await setUp((size) => (size > 100_000 ? 100_000 : null));
    const uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 50 });
    const sent = uploader.send(job, token);
    await expect.poll(() => network.cuts).toBe(1);
    uploader.stopAll();
    expect(await sent).toBeNull();
    expect(network.cuts).toBe(1);
  });
});

describe('uploader progress after a cut', () => {
  it("a waiting upload shows the server's offset, with the part of the cut chunk it kept, not the last whole chunk", async () => {
    let patch = 0;
    // The first chunk goes through; the second is cut after 100,000 of its bytes, which the server keeps.
    const { network, token, job } = await setUp(() => (patch++ === 1 ? 100_000 : null));
    const uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 2000 });
    const sent = uploader.send(job, token);
    await expect.poll(() => appStore.get(uploadsAtom)[job.id]?.status).toBe('waiting');
    expect(network.cuts).toBe(1);
    expect(appStore.get(uploadsAtom)[job.id]).toMatchObject({ status: 'waiting', loaded: CHUNK + 100_000, total: job.blob.size });
    uploader.stopAll();
    expect(await sent).toBeNull();
  });
});

describe('uploader when the answer of finish is lost', () => {
  it('asks finish again instead of uploading the file a second time', async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    const t = await makeTestApp();
    const user = await insertUser(t);
    const token = user.headers.Authorization!.slice('Bearer '.length);
    let finishes = 0;
    const creations: string[] = [];
    const network = new ScriptedTusNetwork(async (p, init) => {
      if (init.method === 'POST' && p === '/api/uploads') creations.push(p);
      const res = await t.app.request(p, init);
      // The server turned the upload into the File, and the answer was lost on the way back.
      if (p.endsWith('/finish') && ++finishes === 1) throw new Error('The connection dropped.');
      return res;
    });
    const bytes = mp4Bytes({ seconds: 2, mdatBytes: 300_000 });
    const job = { id: newId(), userId: user.id, blob: new Blob([bytes], { type: 'video/mp4' }), name: 'clip.mp4', mime: 'video/mp4' };
    const uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 0 });
    // The finish's lost answer hands the upload back to the runner (all bytes went out in the run
    // before, so it is not counted as a cut that moved nothing; the send ends all the same).
    let res = await uploader.send(job, token);
    for (let tries = 0; !res && tries < 5; tries++) res = await uploader.send(job, token);
    expect(res?.status).toBe(200);
    expect((await res!.json()) as { id: string }).toMatchObject({ id: job.id, size: bytes.length });
    expect(creations).toHaveLength(1);
    expect(network.bodyBytes).toBe(bytes.length);
    expect(await db.tusUploads.count()).toBe(0);
  });
});
