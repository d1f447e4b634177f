import { newId } from '#api/schemas/ids.ts';
import { db } from '#web/db/database.ts';
import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

/**
 * Keeps a picked file (image, audio, video) on the device and queues its upload
 * (`PUT /api/files/:id`). Resolves to the file id the article or profile can name right away:
 * the runner uploads it before any entry naming it.
 */
export async function addLocalFile(blob: Blob, name: string, mime = blob.type || 'application/octet-stream'): Promise<string> {
  const userId = requireUserId();
  const id = newId();
  await mutate([db.files], async () => {
    await db.files.add({ id, userId, blob, name, mime, createdAt: Date.now() });
    await enqueue({ userId, op: { type: 'file.put', id }, label: { key: 'sync.op.uploadFile', values: { name } } });
  });
  return id;
}

/**
 * Queues the upload of a finished recording: its chunks (`recordings`, written one a second by the
 * recorder) are assembled into one file whose id is the recording id.
 */
export async function queueRecordingUpload(recordingId: string, name: string, mime: string): Promise<void> {
  const userId = requireUserId();
  await mutate([db.recordings], async () => {
    await enqueue({ userId, op: { type: 'recording.put', id: recordingId, name, mime }, label: { key: 'sync.op.uploadFile', values: { name } } });
  });
}
