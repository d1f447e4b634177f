import { db } from '#web/db/database.ts';
import { clearPublishMarker, publishMarker } from '#web/db/editor-drafts.ts';
import { discardRecording, draftRecordingIds } from '#web/db/recordings.ts';
import type { DraftRow } from '#web/db/rows.ts';
import { fileIdsOf } from './articles.ts';

/** Local files and recordings of a draft (picked or recorded here, named or not). */
async function dropLocalMedia(draft: DraftRow): Promise<void> {
  const ids = fileIdsOf(draft.input);
  await db.files.bulkDelete(ids);
  for (const id of new Set([...ids, ...(await draftRecordingIds(draft.id))])) await discardRecording(id);
}

/**
 * Deletes a draft with everything only it needed: its publish still waiting in the outbox (with
 * the uploads of its files), its local files and recordings. For an article already on the server
 * this only drops the local changes; the published version stays.
 */
export async function deleteDraft(id: string): Promise<void> {
  await db.transaction('rw', [db.drafts, db.outbox, db.files, db.recordings, db.meta], async () => {
    const draft = await db.drafts.get(id);
    if (!draft) return;
    const fileIds = new Set(fileIdsOf(draft.input));
    await db.outbox
      .where('status')
      .anyOf('pending', 'rejected')
      .filter((e) => (e.articleId === id && e.method === 'PUT') || (e.kind !== 'request' && e.fileId !== undefined && fileIds.has(e.fileId)))
      .delete();
    await dropLocalMedia(draft);
    await db.drafts.delete(id);
    await clearPublishMarker(id);
  });
}

/** Drops a take the author replaced, unless a queued upload still needs its chunks. */
export async function dropRecording(id: string): Promise<void> {
  const queued = await db.outbox.filter((e) => e.fileId === id).count();
  if (queued === 0) await discardRecording(id);
}

/** What became of a published draft. */
export type PublishState = 'waiting' | 'rejected' | 'conflict' | 'done' | 'draft';

/** Where a draft stands: waiting to publish, refused, in conflict, published, or a plain draft. */
export async function publishState(draft: DraftRow): Promise<PublishState> {
  if (draft.conflict) return 'conflict';
  const entries = await db.outbox.where('[userId+status]').anyOf([draft.userId, 'pending'], [draft.userId, 'rejected']).filter((e) => e.articleId === draft.id && e.method === 'PUT').toArray();
  if (entries.some((e) => e.status === 'rejected')) return 'rejected';
  if (entries.length > 0) return 'waiting';
  const marker = await publishMarker(draft.id);
  if (marker && marker.updatedAt === draft.updatedAt) return 'done';
  return 'draft';
}

/**
 * Drops the drafts of `userId` whose publish reached the server (nothing pending, no conflict, not
 * edited since), with their local media. Resolves to the titles of the drafts dropped.
 */
export async function finishPublishedDrafts(userId: string): Promise<string[]> {
  return db.transaction('rw', [db.drafts, db.outbox, db.files, db.recordings, db.meta], async () => {
    const done: string[] = [];
    for (const draft of await db.drafts.where('userId').equals(userId).toArray()) {
      if ((await publishState(draft)) !== 'done') continue;
      await dropLocalMedia(draft);
      await db.drafts.delete(draft.id);
      await clearPublishMarker(draft.id);
      done.push(draft.input.title);
    }
    return done;
  });
}
