import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { UploadsTable } from '../db/types.ts';
import type { FileKind } from '../schemas/file.ts';

export type UploadRow = Selectable<UploadsTable>;

/** Records a resumable upload at creation, before its store entry exists. */
export async function insertUpload(db: DB, row: Omit<UploadRow, 'received_bytes' | 'patches' | 'limit_kind' | 'finished_at' | 'finishing_until'>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: DB, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Counts the bytes a PATCH brought (the server-side record that no range arrives twice). */
export async function noteReceived(db: DB, id: string, bytes: number): Promise<void> {
  await db
    .updateTable('uploads')
    .set((eb) => ({
      received_bytes: eb('received_bytes', '+', bytes),
      patches: eb('patches', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export async function setLimitKind(db: DB, id: string, kind: FileKind): Promise<void> {
  await db.updateTable('uploads').set({ limit_kind: kind }).where('id', '=', id).execute();
}

export async function markFinished(db: DB, id: string, at: string): Promise<void> {
  await db.updateTable('uploads').set({ finished_at: at }).where('id', '=', id).execute();
}

/**
 * Claims the finishing of an upload until `until`: false when it is finished, gone, or another
 * instance's claim still holds. One conditional update, so two instances cannot both win.
 */
export async function claimFinish(db: DB, id: string, at: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('uploads')
    .set({ finishing_until: until })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .where((eb) => eb.or([eb('finishing_until', 'is', null), eb('finishing_until', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a claim whose finish failed, so a retry can claim it at once. */
export async function releaseFinish(db: DB, id: string): Promise<void> {
  await db.updateTable('uploads').set({ finishing_until: null }).where('id', '=', id).execute();
}

export async function deleteUpload(db: DB, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

/** Unfinished uploads created before `before` (abandoned), and finished ones kept past it. */
export async function staleUploads(db: DB, before: string): Promise<UploadRow[]> {
  return db.selectFrom('uploads').selectAll().where('created_at', '<', before).execute();
}
