import { describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { newId } from '#api/schemas/ids.ts';
import { insertUser } from '#tests/utils/factories-content.ts';
import { mp4Bytes } from '#tests/utils/media-fixtures.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { tusClient } from '#tests/utils/tus-testing.ts';

/**
 * Two instances on one machine (issue #15): one database and one `DATA_DIR`, each app with its own
 * tus server and its own in-process state, as two processes would have.
 */
describe('a resumable upload and two instances', () => {
  it('finished through both at the same moment, it answers the same File on both, stored once', async () => {
    const t = await makeTestApp();
    const user = await insertUser(t);
    // The second instance: the same database and folders, another app (and so another tus server).
    const second = { ...t, app: createApp({ ...t.deps }) };
    const bytes = mp4Bytes({ seconds: 4, mdatBytes: 300_000 });
    const fileId = newId();
    const created = await tusClient(t, user.headers).create(bytes.length, { fileId, filename: 'clip.mp4', filetype: 'video/mp4' });
    const location = created.headers.get('Location')!;
    expect((await tusClient(t, user.headers).patch(location, 0, bytes.subarray(0, 100_000))).status).toBe(204);
    // Resumed on the other instance.
    expect((await tusClient(second, user.headers).head(location)).headers.get('Upload-Offset')).toBe('100000');
    expect((await tusClient(second, user.headers).patch(location, 100_000, bytes.subarray(100_000))).status).toBe(204);

    // The answer to the first finish is lost and the phone retries through the other instance at once.
    const answers = await Promise.all([tusClient(t, user.headers).finish(location), tusClient(second, user.headers).finish(location)]);
    const files = await Promise.all(answers.map((res) => res.json() as Promise<{ id?: string }>));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    expect(files.map((file) => file.id)).toEqual([fileId, fileId]);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', fileId).execute()).toHaveLength(1);
  });
});
