import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '#api/schemas/notifications.ts';
import { NotificationStore } from './notification-store.ts';

const stores: NotificationStore[] = [];
const open = () => {
  const store = new NotificationStore(`notifications-${stores.length}-${Date.now()}`);
  stores.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.delete()));
});

const pushed = (userId: string, id: number, at: string) => ({ userId, id, kind: 'comment' as const, at, pushed: { title: `t${id}`, body: 'b', url: '/a' } });

describe('the notifications kept on the device', () => {
  it('lists one account’s items newest first, never another account’s', async () => {
    const store = open();
    await store.keepPushed(pushed('u1', 1, '2026-11-28T10:00:00.000Z'));
    await store.keepPushed(pushed('u1', 2, '2026-11-28T11:00:00.000Z'));
    await store.keepPushed(pushed('u2', 3, '2026-11-28T12:00:00.000Z'));
    expect((await store.newest('u1', 10)).map((n) => n.id)).toEqual([2, 1]);
    expect((await store.newest('u1', 1)).map((n) => n.id)).toEqual([2]);
  });

  it('keeps the server’s item when a push about it comes again, moved to the top and unread', async () => {
    const store = open();
    const item = { id: 7, kind: 'like', at: '2026-11-28T09:00:00.000Z', read: true } as Notification;
    await store.items.put({ userId: 'u1', id: 7, kind: 'like', at: item.at, read: true, item, pushed: null });
    await store.keepPushed({ ...pushed('u1', 7, '2026-11-28T13:00:00.000Z'), kind: 'like' });
    const [row] = await store.newest('u1', 10);
    expect(row).toMatchObject({ id: 7, at: '2026-11-28T13:00:00.000Z', read: false, item, pushed: { title: 't7' } });
  });
});
