import type { TribesDb } from '#web/db/database.ts';
import type { TusUploadRow } from '#web/db/local-rows.ts';

/** tus-js-client's `PreviousUpload`, with the key it is stored under. */
type PreviousUpload = Omit<TusUploadRow, 'key' | 'fingerprint'> & { urlStorageKey: string };

const toPrevious = ({ key, fingerprint: _fingerprint, complete: _complete, ...rest }: TusUploadRow): PreviousUpload => ({ ...rest, urlStorageKey: key });

/**
 * tus-js-client's URL storage in Dexie (instead of its localStorage default): the upload URLs live
 * beside the files and outbox they belong to, survive a restart, and are readable from any tab.
 */
export function dexieUrlStorage(database: TribesDb) {
  return {
    findAllUploads: async () => (await database.tusUploads.toArray()).map(toPrevious),
    findUploadsByFingerprint: async (fingerprint: string) => (await database.tusUploads.where('fingerprint').equals(fingerprint).toArray()).map(toPrevious),
    removeUpload: async (key: string) => {
      await database.tusUploads.delete(key);
    },
    addUpload: async (fingerprint: string, upload: Omit<PreviousUpload, 'urlStorageKey'>) => {
      const key = `tus:${fingerprint}:${Math.random().toString(36).slice(2, 10)}`;
      await database.tusUploads.put({
        key,
        fingerprint,
        size: upload.size,
        metadata: upload.metadata,
        creationTime: upload.creationTime,
        uploadUrl: upload.uploadUrl,
        parallelUploadUrls: upload.parallelUploadUrls,
      });
      return key;
    },
  };
}

/** Forgets every stored URL of a fingerprint (the upload finished, or was refused or cancelled). */
export async function forgetUploadUrls(database: TribesDb, fingerprint: string): Promise<void> {
  await database.tusUploads.where('fingerprint').equals(fingerprint).delete();
}

/** Records that every byte of the fingerprint's upload reached the server (its finish is next). */
export async function markUploadComplete(database: TribesDb, fingerprint: string): Promise<void> {
  await database.tusUploads.where('fingerprint').equals(fingerprint).modify({ complete: true });
}

/** The URL of the fingerprint's upload whose bytes are all on the server, if its finish is still owed. */
export async function completeUploadUrl(database: TribesDb, fingerprint: string): Promise<string | null> {
  const rows = await database.tusUploads.where('fingerprint').equals(fingerprint).toArray();
  return rows.find((row) => row.complete && row.uploadUrl)?.uploadUrl ?? null;
}
