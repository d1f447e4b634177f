import { Dexie, type Table } from 'dexie';
import type { Notification, NotificationKind } from '#api/schemas/notifications.ts';

/**
 * The bell's notifications as the device keeps them (issue #29), so the panel opens with no network
 * and a tap on a push opens the panel or the story offline. Two writers, one store:
 * - the page keeps each item the API answers (`item`), with its read state;
 * - the service worker keeps what a push says (`pushed`) the moment it arrives, before any page runs.
 * A pushed row is completed by the page the next time it reads the API (same `[userId+id]`).
 * A database of its own, like the shared inbox (sw/shared-inbox.ts): the worker knows no user and
 * must not open the page's database, whose upgrades belong to the page. Defined here once: the page
 * imports this module too.
 */
export const NOTIFICATION_STORE_DB = 'tribes-notifications';
export const NOTIFICATION_STORE_VERSION = 1;
export const NOTIFICATION_STORE_STORES = { items: '[userId+id], [userId+at]' };

/** What a push said, shown until the page has the server's item. `url` is a path of the app. */
export interface PushedWords {
  title: string;
  body: string;
  url: string;
}

/** One notification kept on the device, for one account (`userId`: the recipient). */
export interface StoredNotification {
  userId: string;
  /** The server's notification id (`Notification.id`). */
  id: number;
  kind: NotificationKind;
  /** When it last changed, ISO (the panel's order, newest first). */
  at: string;
  read: boolean;
  /** The API's item, once the page has read it. */
  item: Notification | null;
  /** What the push said, when it came by push. */
  pushed: PushedWords | null;
}

export class NotificationStore extends Dexie {
  items!: Table<StoredNotification, [string, number]>;

  constructor(name = NOTIFICATION_STORE_DB) {
    super(name);
    this.version(NOTIFICATION_STORE_VERSION).stores(NOTIFICATION_STORE_STORES);
  }

  /** The account's items, newest first. */
  newest(userId: string, limit: number): Promise<StoredNotification[]> {
    return this.items.where('[userId+at]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).reverse().limit(limit).toArray();
  }

  /**
   * Keeps what a push said. An item the page already holds keeps its words (the server's are the
   * record) but takes the push's newer time and becomes unread: a new like moves a group to the top.
   */
  async keepPushed(row: Omit<StoredNotification, 'item' | 'read'>): Promise<void> {
    await this.transaction('rw', this.items, async () => {
      const held = await this.items.get([row.userId, row.id]);
      await this.items.put({ ...row, item: held?.item ?? null, read: false });
    });
  }
}
