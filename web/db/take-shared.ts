import type { ArticleInput } from '#api/schemas/article.ts';
import { SharedInbox, type SharedFile, type SharedItem } from '#sw/shared-inbox.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import type { EditorDraftRow, EditorExtras } from './editor-drafts.ts';
import type { FileRow } from './local-rows.ts';
import { isQuotaError, StorageFullError } from './storage-full.ts';

/**
 * The page's side of the inbox of things shared into the app. The service worker fills it (the
 * database is defined once, in `sw/shared-inbox.ts`, which both import); the page turns each item
 * into a draft of the signed-in author and drops it.
 */

export type { SharedFile, SharedItem };

let opened: SharedInbox | null = null;
/** The page's handle on the inbox, opened on first use (only the drafts route asks). */
export const sharedInbox = () => (opened ??= new SharedInbox());

/** Items shared and not yet taken, oldest first. */
export async function pendingShared(inbox: SharedInbox = sharedInbox()): Promise<SharedItem[]> {
  return inbox.items.orderBy('at').toArray();
}

/** Drops a shared item the person did not want as a draft (its files go with it). */
export async function discardShared(id: string, inbox: SharedInbox = sharedInbox()): Promise<void> {
  await inbox.items.delete(id);
}

/**
 * Makes `item` a draft of `userId` (`input`, `editor`: the editor's state of it) with its files
 * kept on the device like picked ones (uploaded when the editor opens or on publish), then drops
 * it from the inbox. Taking an item twice (a reload between the two writes) keeps the first draft.
 * Throws `StorageFullError` when the device's storage is full (the item then stays in the inbox).
 */
export async function takeShared(
  item: SharedItem,
  draft: { userId: string; input: ArticleInput; editor: EditorExtras },
  database: TribesDb = defaultDb,
  inbox: SharedInbox = sharedInbox(),
): Promise<void> {
  const files = [item.audio, item.image].filter((f): f is SharedFile => f !== null);
  const now = Date.now();
  try {
    await database.transaction('rw', [database.drafts, database.files], async () => {
      if (await database.drafts.get(item.id)) return;
      await database.files.bulkPut(files.map((f): FileRow => ({ id: f.id, userId: draft.userId, blob: f.blob, name: f.name, mime: f.mime, createdAt: now })));
      const row: EditorDraftRow = { id: item.id, userId: draft.userId, input: draft.input, editor: draft.editor, updatedAt: now };
      await database.drafts.put(row);
    });
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError('The device storage is full.');
    throw error;
  }
  await inbox.items.delete(item.id);
}
