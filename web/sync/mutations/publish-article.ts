import type { ArticleInput } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import { db } from '#web/db/database.ts';
import { setPublishMarker } from '#web/db/editor-drafts.ts';
import { recordingSession, updateRecordingSession } from '#web/db/recordings.ts';
import type { OutboxEntry } from '#web/db/rows.ts';
import { enqueue, mutate } from '../outbox.ts';
import { fileIdsOf, saveArticle } from './articles.ts';
import { queueRecordingUpload } from './files.ts';
import { requireUserId } from './current-user.ts';

const isUpload = (e: OutboxEntry) => e.kind === 'file' || e.kind === 'recording';

async function pendingUploadIds(userId: string): Promise<Set<string>> {
  const entries = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  return new Set(entries.filter(isUpload).map((e) => e.fileId!));
}

/**
 * Queues the upload of every file the input names that the server does not have yet and is not
 * queued already: picked files (`files` rows) and recordings (`recordings` chunks, assembled by the
 * runner). Call inside `mutate()`.
 */
async function queueMissingUploads(userId: string, input: ArticleInput): Promise<void> {
  const queued = await pendingUploadIds(userId);
  for (const id of fileIdsOf(input)) {
    if (queued.has(id)) continue;
    const file = await db.files.get(id);
    if (file) {
      if (!file.uploaded) {
        await enqueue({ userId, kind: 'file', method: 'PUT', path: `/api/files/${id}`, fileId: id, label: { key: 'sync.op.uploadFile', values: { name: file.name } } });
      }
      continue;
    }
    const session = await recordingSession(id);
    if (session && !session.uploaded && (await db.recordings.where('id').equals(id).count()) > 0) {
      await queueRecordingUpload(id, recordingFileName(input.title, session.mime), session.mime);
    }
  }
}

/** The name a recording is uploaded under: the article title, with the extension of its type. */
export function recordingFileName(title: string, mime: string): string {
  const base = title.trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'recording';
  const ext = mime.includes('ogg') ? 'ogg' : mime.includes('mp4') ? 'm4a' : 'webm';
  return `${base}.${ext}`;
}

/**
 * A new publish of an article replaces its earlier ones not sent yet (and a refused one), with the
 * uploads only they needed: the newest version is the one the author means.
 */
async function supersedeEarlier(userId: string, id: string, input: ArticleInput): Promise<void> {
  const keep = new Set(fileIdsOf(input));
  const earlier = await db.outbox
    .where('[userId+status]')
    .anyOf([userId, 'pending'], [userId, 'rejected'])
    .filter((e) => e.articleId === id && e.method === 'PUT' && (e.status === 'rejected' || e.attempts === 0))
    .toArray();
  const named = new Set(earlier.flatMap((e) => e.fileIds ?? []).filter((f) => !keep.has(f)));
  await db.outbox.bulkDelete(earlier.map((e) => e.seq));
  await db.outbox
    .where('[userId+status]')
    .equals([userId, 'pending'])
    .filter((e) => isUpload(e) && e.attempts === 0 && named.has(e.fileId!))
    .delete();
}

/**
 * Publishes an article from the editor: in one local transaction, the uploads of its files that
 * are not on the server yet, then the article itself (`PUT /api/articles/:id` with `baseVersion`
 * when editing), so it works offline and completes when the network returns; the runner sends
 * the files before the article. The draft's stored `baseVersion` wins over the caller's (the
 * runner moves it forward when an earlier publish lands), except on a conflicted draft, where the
 * caller resolves it ("keep mine" on top of the server's version). Leaves a marker so the draft is dropped
 * once the server has it. Resolves to the outbox sequence number of the article entry.
 */
export async function publishArticle(id: string, input: ArticleInput, baseVersion?: number): Promise<number> {
  const userId = requireUserId();
  return mutate([db.drafts, db.files, db.recordings], async () => {
    const stored = await db.drafts.get(id);
    await supersedeEarlier(userId, id, input);
    await queueMissingUploads(userId, input);
    // Keep mine after a conflict: the caller names the server's current version to write over.
    await saveArticle(id, input, stored?.conflict ? baseVersion : (stored?.baseVersion ?? baseVersion));
    const entry = await db.outbox
      .where('[userId+status]')
      .equals([userId, 'pending'])
      .filter((e) => e.articleId === id && e.method === 'PUT')
      .last();
    const draft = await db.drafts.get(id);
    await setPublishMarker(id, { updatedAt: draft?.updatedAt ?? Date.now(), title: input.title });
    return entry!.seq;
  });
}

/**
 * An upload the editor made itself (with a progress bar) reached the server: record the server's
 * file, and drop queued uploads of the same id (the runner would only send the bytes again).
 */
export async function settleEditorUpload(fileId: string, stored: StoredFile): Promise<void> {
  await db.transaction('rw', [db.files, db.outbox, db.meta], async () => {
    const file = await db.files.get(fileId);
    // put, not update: the row is written back as is, its Blob untouched.
    if (file) await db.files.put({ ...file, uploaded: stored });
    else await updateRecordingSession(fileId, { uploaded: stored });
    await db.outbox
      .where('status')
      .equals('pending')
      .filter((e) => isUpload(e) && e.fileId === fileId && e.attempts === 0)
      .delete();
  });
}
