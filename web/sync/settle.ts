import type { Article } from '#api/schemas/article.ts';
import type { StoredFile } from '#api/schemas/file.ts';
import { getCommentDraft, putCommentDraft } from '#web/db/comment-drafts.ts';
import type { TribesDb } from '#web/db/database.ts';
import { uploadIdOf } from '#web/db/operations.ts';
import { updateRecordingSession } from '#web/db/recordings.ts';
import type { OutboxEntry, OutboxError } from '#web/db/local-rows.ts';

/** Counts a send before it goes out: a later replay of this entry may be a repeat for the server. */
export async function markAttempt(database: TribesDb, seq: number): Promise<void> {
  await database.outbox
    .where('seq')
    .equals(seq)
    .modify((e) => {
      e.attempts += 1;
    });
}

/**
 * The server applied the entry: drop it, and bring local rows in step in the same transaction.
 * An article save moves later saves of that article onto the new version (they were made on top
 * of this one, not against someone else's edit); an upload records the server's file.
 */
export async function settleSuccess(database: TribesDb, entry: OutboxEntry, body: unknown): Promise<void> {
  await settleSuccesses(database, [{ entry, body }]);
}

/**
 * `settleSuccess` for many entries at once (a batch's applied items), in one transaction: one bulk
 * delete, and one pass over the pending saves however many articles were saved.
 */
export async function settleSuccesses(database: TribesDb, applied: readonly { entry: OutboxEntry; body: unknown }[]): Promise<void> {
  if (applied.length === 0) return;
  await database.transaction('rw', [database.outbox, database.files, database.drafts, database.articles, database.meta], async () => {
    await database.outbox.bulkDelete(applied.map((a) => a.entry.seq));
    const versions = new Map<string, number>();
    for (const { entry, body } of applied) {
      const uploaded = uploadIdOf(entry.op);
      if (uploaded && body && typeof body === 'object') {
        const file = await database.files.get(uploaded);
        // put, not update: the row is written back as read, its Blob untouched (the editor previews it).
        if (file) await database.files.put({ ...file, uploaded: body as StoredFile });
      }
      if (entry.op.type === 'recording.put' && body && typeof body === 'object') await updateRecordingSession(entry.op.id, { uploaded: body as StoredFile }, database);
      if (entry.op.type === 'article.put' && body && typeof body === 'object') {
        const article = body as Article;
        versions.set(article.id, article.version);
        await database.drafts
          .where('id')
          .equals(article.id)
          .filter((d) => !d.conflict)
          .modify({ baseVersion: article.version });
        await database.articles
          .where('id')
          .equals(article.id)
          .modify((row) => {
            row.detail = { ...row.detail, article };
          });
      }
      if (entry.op.type === 'article.delete') await database.articles.delete(entry.op.id);
    }
    if (versions.size === 0) return;
    // Read each user's pending entries in one go and write back only the saves that move.
    const moved: OutboxEntry[] = [];
    for (const userId of new Set(applied.map((a) => a.entry.userId))) {
      for (const e of await database.outbox.where('[userId+status]').equals([userId, 'pending']).toArray()) {
        const version = e.op.type === 'article.put' ? versions.get(e.op.id) : undefined;
        if (e.op.type === 'article.put' && version !== undefined) moved.push({ ...e, op: { ...e.op, body: { ...e.op.body, baseVersion: version } } });
      }
    }
    await database.outbox.bulkPut(moved);
  });
}

/**
 * `409 version_conflict` on an article save: the local edit becomes a draft holding the server's
 * copy, for the user to resolve (keep mine / take theirs); the entry leaves the queue.
 */
export async function settleConflict(database: TribesDb, entry: OutboxEntry, message: string, current: unknown): Promise<void> {
  if (entry.op.type !== 'article.put') return settleRejected(database, entry, { status: 409, code: 'conflict', message });
  const { id, body } = entry.op;
  const { baseVersion, ...input } = body;
  await database.transaction('rw', [database.outbox, database.drafts], async () => {
    await database.outbox.delete(entry.seq);
    await database.drafts.put({
      id,
      userId: entry.userId,
      input,
      baseVersion,
      updatedAt: Date.now(),
      conflict: { theirs: (current as Article | null) ?? null, message, at: Date.now() },
    });
  });
}

/**
 * The server refused the entry for good: keep it, marked, with the server's message for the user.
 * A refused comment leaves the queue and goes back into its article's composer as a draft with
 * the reason (issue #28), unless the reader has started another one there meanwhile: then it stays
 * in the sync panel's refused list, never lost either way.
 */
export async function settleRejected(database: TribesDb, entry: OutboxEntry, error: OutboxError): Promise<void> {
  const { op } = entry;
  if (op.type !== 'comment.put') {
    await database.outbox.update(entry.seq, { status: 'rejected', error });
    return;
  }
  await database.transaction('rw', [database.outbox, database.meta], async () => {
    const typing = await getCommentDraft(entry.userId, op.body.articleId, database);
    if (typing && typing.input.body.trim() !== '' && typing.id !== op.id) {
      await database.outbox.update(entry.seq, { status: 'rejected', error });
      return;
    }
    const { status, code, message, reason, until } = error;
    await putCommentDraft(
      entry.userId,
      {
        id: op.id,
        input: op.body,
        replyingTo: entry.label.values?.replyingTo,
        editing: entry.label.key === 'comments.op.edit',
        refusal: { status, code, message, ...(reason === undefined ? {} : { reason }), ...(until === undefined ? {} : { until }) },
        updatedAt: Date.now(),
      },
      database,
    );
    await database.outbox.delete(entry.seq);
  });
}
