import { newId } from '#api/schemas/ids.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import { isQuotaError, StorageFullError } from './storage-full.ts';

/**
 * Keeps a file the author picked in the editor (`files`, as a Blob) under a new id, without
 * queuing it: the editor uploads it itself with a progress bar, and publishing queues whatever is
 * still missing on the server. Resolves to the id the draft names it by.
 */
export async function keepPickedFile(userId: string, blob: Blob, name: string, database: TribesDb = defaultDb): Promise<string> {
  const id = newId();
  try {
    await database.files.add({ id, userId, blob, name, mime: blob.type || 'application/octet-stream', createdAt: Date.now() });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError('The device storage is full.');
    throw error;
  }
  return id;
}

/** Forgets a picked file the author removed, unless a queued upload still needs it. */
export async function forgetPickedFile(id: string, database: TribesDb = defaultDb): Promise<void> {
  await database.transaction('rw', [database.files, database.outbox], async () => {
    const queued = await database.outbox.filter((e) => e.fileId === id).count();
    if (queued === 0) await database.files.delete(id);
  });
}
