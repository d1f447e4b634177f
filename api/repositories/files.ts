import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { FilesTable } from '../db/types.ts';
import { storedPeaks } from '../media/peaks.ts';
import type { StoredFile } from '../schemas/file.ts';

export type FileRow = Selectable<FilesTable>;

/** Where a file is served: by id, with its name as a cosmetic, encoded last segment. */
export function mediaPath(id: string, name: string): string {
  return `/media/${id}/${encodeURIComponent(name)}`;
}

/** The File shape of api.md from a `files` row. */
export function toFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    path: mediaPath(row.id, row.name),
    name: row.name,
    mime: row.mime,
    size: row.size,
    kind: row.kind,
    durationSeconds: row.duration_seconds,
    // Only an audio file has a waveform, once made: the player then draws it without the audio.
    ...(row.kind === 'audio' && row.peaks ? { peaks: storedPeaks(row) ?? undefined } : {}),
    ...(row.unreadable_at ? { unreadable: true as const } : {}),
  };
}

/**
 * Marks a file as not decodable (api/renditions/decode-check.ts; the first verdict stays), and the
 * articles playing it, which readers are then not offered (`readableAudio`).
 */
export async function markFileUnreadable(db: DB, id: string, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('files').set({ unreadable_at: at }).where('id', '=', id).where('unreadable_at', 'is', null).execute();
    await trx.updateTable('articles').set({ audio_unreadable: 1 }).where('audio_file_id', '=', id).execute();
  });
}

export async function findFileRow(db: DB, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Files by id, for repositories that embed File objects (articles, users); unknown ids are absent. */
export async function findFilesByIds(db: DB, ids: readonly string[]): Promise<Map<string, StoredFile>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, StoredFile>();
  // SQLite allows 32,766 bound parameters; chunks keep far below it for any caller.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('files')
      .selectAll()
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, toFile(row));
  }
  return found;
}

class FileIdTaken extends Error {
  constructor(readonly id: string) {
    super(`File id ${id} is taken.`);
  }
}

export type InsertFilesResult = { ok: true; files: { row: FileRow; created: boolean }[] } | { ok: false; takenId: string };

/**
 * Inserts the rows in one transaction. An id already present with the same owner and the same bytes
 * (sha256) is reused as is (a resumed or replayed upload); any other existing id makes the whole
 * batch fail with `takenId` and nothing inserted.
 */
export async function insertFilesUnlessTaken(db: DB, rows: readonly FileRow[]): Promise<InsertFilesResult> {
  try {
    const files = await db.transaction().execute(async (trx) => {
      const out: { row: FileRow; created: boolean }[] = [];
      for (const row of rows) {
        const existing = await trx.selectFrom('files').selectAll().where('id', '=', row.id).executeTakeFirst();
        if (existing && (existing.owner_id !== row.owner_id || existing.sha256 !== row.sha256)) throw new FileIdTaken(row.id);
        if (existing) out.push({ row: existing, created: false });
        else {
          await trx.insertInto('files').values(row).execute();
          out.push({ row, created: true });
        }
      }
      return out;
    });
    return { ok: true, files };
  } catch (error) {
    if (error instanceof FileIdTaken) return { ok: false, takenId: error.id };
    throw error;
  }
}

/** Removes rows (used to undo a batch whose files could not be moved into place). */
export async function deleteFileRows(db: DB, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('files')
    .where('id', 'in', [...ids])
    .execute();
}
