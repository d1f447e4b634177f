import type { Notification } from '#api/schemas/notifications.ts';
import type { Operation } from '#web/db/operations.ts';
import { NotificationStore, type StoredNotification } from '#sw/notification-store.ts';

/** How many items the device keeps per account: the newest, enough for the panel offline. */
export const KEPT_NOTIFICATIONS = 200;

let store: NotificationStore | null = null;

/** The device's notification store (sw/notification-store.ts), opened once per page. */
export function notificationStore(): NotificationStore {
  store ??= new NotificationStore();
  return store;
}

/**
 * Keeps the items an API page answered for the account: the server's item and read state replace
 * the row's, what a push said stays. Then only the newest `KEPT_NOTIFICATIONS` rows remain.
 */
export async function keepItems(userId: string, items: readonly Notification[], db = notificationStore()): Promise<void> {
  if (items.length === 0) return;
  await db.transaction('rw', db.items, async () => {
    const held = await db.items.bulkGet(items.map((item) => [userId, item.id] as [string, number]));
    await db.items.bulkPut(items.map((item, i) => ({ userId, id: item.id, kind: item.kind, at: item.at, read: item.read, item, pushed: held[i]?.pushed ?? null })));
    const old = await db.items.where('[userId+at]').between([userId, ''], [userId, '\uffff']).reverse().offset(KEPT_NOTIFICATIONS).primaryKeys();
    if (old.length > 0) await db.items.bulkDelete(old);
  });
}

/** The kept rows of the account, newest first, of one kind or all. */
export async function keptItems(userId: string, kind: Notification['kind'] | undefined, db = notificationStore()): Promise<StoredNotification[]> {
  const rows = await db.newest(userId, KEPT_NOTIFICATIONS);
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

/** How many kept rows are unread: the bell's count when the server cannot be asked. */
export async function keptUnread(userId: string, db = notificationStore()): Promise<number> {
  return db.items
    .where('[userId+at]')
    .between([userId, ''], [userId, '\uffff'])
    .filter((row) => !row.read)
    .count();
}

/** Marks kept rows read at once (one, or all up to `upTo`), before the server hears of it. */
export async function markKept(userId: string, mark: { id: number } | { upTo: number }, db = notificationStore()): Promise<void> {
  await db.transaction('rw', db.items, async () => {
    if ('id' in mark) {
      await db.items.update([userId, mark.id], { read: true });
      return;
    }
    const rows = await db.items
      .where('[userId+at]')
      .between([userId, ''], [userId, '\uffff'])
      .filter((row) => row.id <= mark.upTo && !row.read)
      .toArray();
    await db.items.bulkPut(rows.map((row) => ({ ...row, read: true })));
  });
}

/**
 * Whether an item is read once the queued marks are sent: a mark waiting in the outbox wins over
 * the server's older answer, so a refetch before the outbox drains does not bring the count back.
 */
export function readAfterQueued(item: { id: number; read: boolean }, queued: readonly Operation[]): boolean {
  if (item.read) return true;
  return queued.some((op) => (op.type === 'notification.read' && op.id === item.id) || (op.type === 'notification.readMarker' && item.id <= op.upTo));
}
