import { newId } from '#api/schemas/ids.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import type { FileRow } from './local-rows.ts';
import { isQuotaError, StorageFullError } from './storage-full.ts';

/** A file kept on the device (picked in the editor or elsewhere), or undefined. */
export async function localFile(id: string, database: TribesDb = defaultDb): Promise<FileRow | undefined> {
  return database.files.get(id);
}

/**
 * Keeps a file the author picked in the editor (`files`, as a Blob) under a new id, without
 * queuing it: the editor queues its upload next (`requestUpload`), and publishing queues whatever
 * is still missing on the server. Resolves to the id the draft names it by.
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
