import { Dexie, type EntityTable } from 'dexie';
import type { ArticleInput } from '#api/schemas/article.ts';
import { db as defaultDb, type TribesDb } from './database.ts';
import type { EditorDraftRow, EditorExtras } from './editor-drafts.ts';
import type { FileRow } from './rows.ts';
import { isQuotaError, StorageFullError } from './storage-full.ts';

/**
 * The inbox of things shared into the app, as the page reads it. The service worker fills it
 * (`sw/shared-inbox.ts`, `sw/share-target.ts`, whose names and shapes this mirrors: the page does
 * not import the worker, and `shared-inbox.test.ts` keeps the two equal); the page turns each item
 * into a draft of the signed-in author once they confirm it (any site can post to the share
 * target), or drops it when they discard it.
 */
export const SHARED_INBOX_DB = 'tribes-shared';
export const SHARED_INBOX_VERSION = 1;
export const SHARED_INBOX_STORES = { items: 'id, at' };

/** A file shared in, under the id the draft names it by. */
export interface SharedFile {
  id: string;
  blob: Blob;
  name: string;
  mime: string;
}

/** What was shared (an audio file, a picture, or a link or text); `id` is the draft's id. */
export interface SharedItem {
  id: string;
  kind: 'audio' | 'image' | 'text';
  title: string;
  text: string;
  url: string;
  audio: SharedFile | null;
  image: SharedFile | null;
  at: number;
  /** What it takes on the device, for the worker's caps (absent on items kept before them). */
  bytes?: number;
}

export class SharedInbox extends Dexie {
  items!: EntityTable<SharedItem, 'id'>;

  constructor(name = SHARED_INBOX_DB) {
    super(name);
    this.version(SHARED_INBOX_VERSION).stores(SHARED_INBOX_STORES);
  }
}

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
