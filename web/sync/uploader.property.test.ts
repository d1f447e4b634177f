import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { insertUser } from '#tests/utils/factories-content.ts';
import { mp4Bytes } from '#tests/utils/media-fixtures.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { ScriptedTusNetwork } from '#tests/utils/tus-network.ts';
import { createUploader } from './uploader.ts';

const CHUNK = 64 * 1024;

/**
 * The uploader against a network that cuts connections at random offsets (and pages reloaded at
 * random, a new uploader each time): the server ends with byte-identical files, each made from one
 * upload, and the client never sends more than the file plus one chunk per cut.
 */
describe('resumable uploader under a cutting network', () => {
  it('uploads every byte once, whatever the cuts', async () => {
    // One server for every run (a user's password hash is slow to make); each file has a new id.
    const t = await makeTestApp();
    const user = await insertUser(t);
    const token = user.headers.Authorization!.slice('Bearer '.length);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ mdat: fc.integer({ min: 1_000, max: 400_000 }) }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.option(fc.double({ min: 0, max: 0.999, noNaN: true }), { nil: null }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
        async (files, cuts, reloads) => {
          await Promise.all(db.tables.map((table) => table.clear()));
          let patch = 0;
          const network: ScriptedTusNetwork = new ScriptedTusNetwork(
            async (p, init) => t.app.request(p, init),
            (size) => {
              const at = cuts[patch++ % cuts.length];
              // At most 8 cuts per run, so every upload ends.
              return at === null || at === undefined || network.cuts >= 8 ? null : Math.floor(size * at);
            },
          );
          let uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 0 });
          let attempt = 0;
          for (const { mdat } of files) {
            const bytes = mp4Bytes({ seconds: 2, mdatBytes: mdat });
            const job = { id: newId(), userId: user.id, blob: new Blob([bytes], { type: 'video/mp4' }), name: 'clip.mp4', mime: 'video/mp4' };
            const before = { sent: network.bodyBytes, cuts: network.cuts };
            let res: Response | null = null;
            for (let tries = 0; !res && tries < 100; tries++) {
              res = await uploader.send(job, token);
              // A reload (or restart): a new uploader, resuming from what Dexie kept.
              if (!res && reloads[attempt++ % reloads.length]) uploader = createUploader({ db, httpStack: network, chunkSize: CHUNK, afterProgressMs: 0 });
            }
            expect(res?.status).toBe(201);
            expect((await res!.json()) as { id: string }).toMatchObject({ id: job.id, size: bytes.length });
            expect(readFileSync(path.join(t.deps.config.mediaDir, job.id))).toEqual(Buffer.from(bytes));
            const rows = await t.db.selectFrom('uploads').selectAll().where('file_id', '=', job.id).execute();
            // One upload made the file, and every byte reached the server once.
            expect(rows).toHaveLength(1);
            expect(rows[0]!.received_bytes).toBe(bytes.length);
            const cutsHere = network.cuts - before.cuts;
            expect(network.bodyBytes - before.sent).toBeLessThanOrEqual(bytes.length + cutsHere * CHUNK);
          }
          // Nothing left half-way on the device.
          expect(await db.tusUploads.count()).toBe(0);
        },
      ),
      { numRuns: 6 },
    );
    // Six runs of up to three files and eight cuts each: real uploads through the whole API.
  }, 120_000);
});
