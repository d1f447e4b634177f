import type { ArticleInput } from '#api/schemas/article.ts';
import { db } from '#web/db/database.ts';
import { fileIdsOf, savedArticleIdOf, uploadIdOf } from '#web/db/operations.ts';
import { discardRecording, draftRecordingIds, recordingSession } from '#web/db/recordings.ts';
import type { DraftRow } from '#web/db/local-rows.ts';
import { queueRecordingUpload } from './mutations/files.ts';
import { enqueue, mutate } from './outbox.ts';
import { isUploadQueued, pendingUploadIds } from './outbox-queries.ts';

/**
 * The files and recordings behind drafts: what a publish must upload first, what a newer publish
 * makes useless, and what a discarded draft leaves behind. Used by `drafts.ts` (the lifecycle)
 * and by the editor (which sends files at once); every function but `queueUploadNow` runs inside
 * the caller's transaction.
 */

/** The name a recording is uploaded under: the article title, with the extension of its type. */
export function recordingFileName(title: string, mime: string): string {
  const base =
    title
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'recording';
  const ext = mime.includes('ogg') ? 'ogg' : mime.includes('mp4') ? 'm4a' : 'webm';
  return `${base}.${ext}`;
}

/**
 * Queues the upload of every file the input names that the server does not have yet and is not
 * queued already: picked files (`files` rows) and recordings (`recordings` chunks, assembled by the
 * runner).
 */
export async function queueMissingUploads(userId: string, input: ArticleInput): Promise<void> {
  const queued = await pendingUploadIds(userId);
  for (const id of fileIdsOf(input)) {
    if (queued.has(id)) continue;
    const file = await db.files.get(id);
    if (file) {
      if (!file.uploaded) await enqueue({ userId, op: { type: 'file.put', id }, label: { key: 'sync.op.uploadFile', values: { name: file.name } } });
      continue;
    }
    const session = await recordingSession(id);
    if (session && !session.uploaded && (await db.recordings.where('id').equals(id).count()) > 0) {
      await queueRecordingUpload(id, recordingFileName(input.title, session.mime), session.mime);
    }
  }
}

/**
 * A new publish of an article replaces its earlier ones not sent yet (and a refused one), with the
 * uploads only they needed: the newest version is the one the author means.
 */
export async function supersedeEarlier(userId: string, id: string, input: ArticleInput): Promise<void> {
  const keep = new Set(fileIdsOf(input));
  const earlier = await db.outbox
    .where('[userId+status]')
    .anyOf([userId, 'pending'], [userId, 'rejected'])
    .filter((e) => savedArticleIdOf(e.op) === id && (e.status === 'rejected' || e.attempts === 0))
    .toArray();
  const named = new Set(earlier.flatMap((e) => (e.op.type === 'article.put' ? fileIdsOf(e.op.body) : [])).filter((f) => !keep.has(f)));
  await db.outbox.bulkDelete(earlier.map((e) => e.seq));
  await db.outbox
    .where('[userId+status]')
    .equals([userId, 'pending'])
    .filter((e) => e.attempts === 0 && named.has(uploadIdOf(e.op) ?? ''))
    .delete();
}

/** Drops the queued saves of a draft and the uploads of its files (discarding it). */
export async function dropQueuedPublish(draft: DraftRow): Promise<void> {
  const fileIds = new Set(fileIdsOf(draft.input));
  await db.outbox
    .where('status')
    .anyOf('pending', 'rejected')
    .filter((e) => savedArticleIdOf(e.op) === draft.id || fileIds.has(uploadIdOf(e.op) ?? ''))
    .delete();
}

/** Local files and recordings of a draft (picked or recorded here, named or not). */
export async function dropLocalMedia(draft: DraftRow): Promise<void> {
  const ids = fileIdsOf(draft.input);
  await db.files.bulkDelete(ids);
  for (const id of new Set([...ids, ...(await draftRecordingIds(draft.id))])) await discardRecording(id);
}

/** Drops a take the author replaced, unless a queued upload still needs its chunks. */
export async function dropRecording(id: string): Promise<void> {
  if (!(await isUploadQueued(id))) await discardRecording(id);
}

/** Forgets a picked file the author removed, unless a queued upload still needs it. */
export async function forgetPickedFile(id: string): Promise<void> {
  await db.transaction('rw', [db.files, db.outbox], async () => {
    if (!(await isUploadQueued(id))) await db.files.delete(id);
  });
}

/**
 * Queues the upload of one file of a draft now, unless it is on the server or queued already: the
 * editor sends files as soon as they are picked or recorded, through the same outbox and uploader
 * as a publish (which then finds them queued or uploaded).
 */
export async function queueUploadNow(userId: string, id: string): Promise<void> {
  await mutate([db.files, db.drafts, db.recordings], async () => {
    if ((await pendingUploadIds(userId)).has(id)) return;
    const file = await db.files.get(id);
    if (file) {
      if (!file.uploaded) await enqueue({ userId, op: { type: 'file.put', id }, label: { key: 'sync.op.uploadFile', values: { name: file.name } } });
      return;
    }
    const session = await recordingSession(id);
    if (!session || session.uploaded || session.state !== 'stopped' || (await db.recordings.where('id').equals(id).count()) === 0) return;
    const title = (await db.drafts.get(session.draftId))?.input.title ?? '';
    const name = recordingFileName(title, session.mime);
    await enqueue({ userId, op: { type: 'recording.put', id, name, mime: session.mime }, label: { key: 'sync.op.uploadFile', values: { name } } });
  });
}
