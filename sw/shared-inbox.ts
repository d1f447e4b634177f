import { Dexie, type EntityTable } from 'dexie';

/**
 * The inbox of things shared into the app (share target) or opened with it (file handlers): the
 * service worker keeps each one here the moment it arrives, and the page turns it into a draft of
 * the signed-in author (the worker knows no user, and the page's own database and its upgrades
 * belong to the page). In IndexedDB, it survives going offline, a reload and a sign-in. Defined
 * here once: the page imports this module too (`web/db/take-shared.ts` reads and takes items).
 */
export const SHARED_INBOX_DB = 'tribes-shared';
export const SHARED_INBOX_VERSION = 1;
export const SHARED_INBOX_STORES = { items: 'id, at' };

/** A file shared in, under the id the draft will name it by. */
export interface SharedFile {
  id: string;
  blob: Blob;
  name: string;
  mime: string;
}

/**
 * What was shared, sorted out: an audio file makes a podcast draft (with a shared picture as its
 * cover), a picture alone makes the cover of a draft, a link or text a text draft. `id` is the
 * draft's id, so taking an item twice (a reload in between) makes one draft.
 */
export interface SharedItem {
  id: string;
  kind: 'audio' | 'image' | 'text';
  title: string;
  text: string;
  url: string;
  audio: SharedFile | null;
  image: SharedFile | null;
  at: number;
}

export class SharedInbox extends Dexie {
  items!: EntityTable<SharedItem, 'id'>;

  constructor(name = SHARED_INBOX_DB) {
    super(name);
    this.version(SHARED_INBOX_VERSION).stores(SHARED_INBOX_STORES);
  }
}
