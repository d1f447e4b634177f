import path from 'node:path';
import type { AppDeps } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';
import { deleteFileRows, insertFilesUnlessTaken, toFile, type FileRow } from '../repositories/files.ts';
import type { StoredFile } from '../schemas/file.ts';
import { mediaStoreOf } from './media-store.ts';
import { discardStaged, type StagedUpload } from './store.ts';

export interface UploadToCommit {
  id: string;
  staged: StagedUpload;
}

/** Where the bytes of file `id` live in the disk store. Ids are checked as 32 hex digits before they get here. */
export function mediaFilePath(mediaDir: string, id: string): string {
  return path.join(mediaDir, id);
}

/**
 * Records staged uploads and moves their bytes into the media store, all or nothing: an id taken by other
 * bytes or another owner is `409 file_id_taken` and no file of the batch is kept. An id that already
 * holds the same bytes for the same owner is answered with the stored File (`created: false`).
 */
export async function commitUploads(deps: AppDeps, ownerId: string, uploads: readonly UploadToCommit[]): Promise<{ file: StoredFile; created: boolean }[]> {
  const now = deps.now().toISOString();
  const rows: FileRow[] = uploads.map(({ id, staged }) => ({
    id,
    owner_id: ownerId,
    // Never the client's name: an extension it chose (`.html`) would be served back.
    name: `${id}.${staged.ext}`,
    mime: staged.mime,
    size: staged.size,
    kind: staged.kind,
    duration_seconds: staged.durationSeconds,
    sha256: staged.sha256,
    created_at: now,
    peaks: null,
    unreadable_at: null,
  }));
  let result;
  try {
    result = await insertFilesUnlessTaken(deps.db, rows);
  } catch (error) {
    await discardStaged(uploads.map((u) => u.staged));
    throw error;
  }
  if (!result.ok) {
    await discardStaged(uploads.map((u) => u.staged));
    throw new ApiError(409, 'file_id_taken', `File id ${result.takenId} already holds another file.`, { id: 'taken' });
  }

  const store = mediaStoreOf(deps);
  const moved: string[] = [];
  try {
    for (const [i, { row, created }] of result.files.entries()) {
      const { staged } = uploads[i]!;
      if (!created) continue;
      await store.putFile(row.id, staged.tempPath, { contentType: staged.mime });
      moved.push(row.id);
    }
  } catch (error) {
    // Undo the batch: its rows and the files already stored, so no half-uploaded batch remains.
    await deleteFileRows(
      deps.db,
      result.files.filter((f) => f.created).map((f) => f.row.id),
    );
    await Promise.all(moved.map((id) => store.remove(id).catch(() => undefined)));
    await discardStaged(uploads.map((u) => u.staged));
    throw error;
  }
  await discardStaged(result.files.flatMap((f, i) => (f.created ? [] : [uploads[i]!.staged])));
  return result.files.map(({ row, created }) => ({ file: toFile(row), created }));
}
