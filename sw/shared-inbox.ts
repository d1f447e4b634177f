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

/**
 * The inbox's caps (issue #25): any site can post a form to the share target, so what waits here
 * is bounded, and a hostile page cannot fill the device's storage. A share past a cap is refused
 * (the page says why, and offers what waits to be created or discarded): what the person shared
 * earlier is never dropped to make room. Ten shares and 50 MB hold a day's worth of real shares
 * (an episode may be 10 MB, a cover 2 MB: api/schemas/file.ts).
 */
export const SHARED_INBOX_MAX_ITEMS = 10;
export const SHARED_INBOX_MAX_BYTES = 50 * 1024 * 1024;

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
  /** What the item takes on the device (its files, and its text counted as UTF-16), for the caps. */
  bytes: number;
}

/** `item.bytes`: the files' sizes and the text's, as IndexedDB keeps it (two bytes a character). */
export function sharedBytes(item: Pick<SharedItem, 'title' | 'text' | 'url' | 'audio' | 'image'>): number {
  return (item.audio?.blob.size ?? 0) + (item.image?.blob.size ?? 0) + 2 * (item.title.length + item.text.length + item.url.length);
}

/** Why a share was not kept: too many waiting, or too large for the inbox even when empty. */
export type InboxRefusal = 'crowded' | 'large';

/** Whether `item` fits beside what is `pending` (each with its `bytes`), or why not. */
export function inboxRoom(pending: readonly { bytes?: number }[], item: Pick<SharedItem, 'bytes'>): InboxRefusal | null {
  if (item.bytes > SHARED_INBOX_MAX_BYTES) return 'large';
  if (pending.length >= SHARED_INBOX_MAX_ITEMS) return 'crowded';
  // (Items kept before the caps carry no count: they were held by the count cap alone.)
  const used = pending.reduce((sum, p) => sum + (p.bytes ?? 0), 0);
  return used + item.bytes > SHARED_INBOX_MAX_BYTES ? 'crowded' : null;
}

export class SharedInbox extends Dexie {
  items!: EntityTable<SharedItem, 'id'>;

  constructor(name = SHARED_INBOX_DB) {
    super(name);
    this.version(SHARED_INBOX_VERSION).stores(SHARED_INBOX_STORES);
  }

  /**
   * Keeps `item` when it fits under the caps, in one transaction with the check (two shares
   * arriving together cannot both pass it); otherwise says why and keeps nothing.
   */
  async keep(item: SharedItem): Promise<InboxRefusal | null> {
    return this.transaction('rw', this.items, async () => {
      const refusal = inboxRoom(await this.items.toArray(), item);
      if (!refusal) await this.items.put(item);
      return refusal;
    });
  }
}
