import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '#api/schemas/notifications.ts';
import type { Operation } from '#web/db/operations.ts';
import { api, NetworkError, readResponse } from '#web/lib/api-client.ts';
import { pendingEntries } from '#web/sync/outbox-queries.ts';
import { queueNotificationRead } from '#web/sync/mutations/notifications.ts';
import type { StoredNotification } from '#sw/notification-store.ts';
import { keepItems, keptItems, keptUnread, markKept, readAfterQueued } from './device-store.ts';

/** Items per page of the panel and the page. */
export const NOTIFICATIONS_PAGE = 20;
/** How often the bell asks for its count while the app is visible (it also asks on focus and reconnect). */
export const UNREAD_REFRESH_MS = 60_000;

export const notificationsKey = (userId: string) => ['notifications', userId] as const;
const listKey = (userId: string, kind: NotificationKind | undefined) => [...notificationsKey(userId), 'list', kind ?? 'all'] as const;
const unreadKey = (userId: string) => [...notificationsKey(userId), 'unread'] as const;

/** One page as the screens read it: the device's rows, and whether they came from the device because the network is down. */
export interface NotificationRows {
  rows: StoredNotification[];
  nextCursor: string | null;
  offline: boolean;
}

async function queuedMarks(userId: string): Promise<Operation[]> {
  return (await pendingEntries(userId)).map((e) => e.op).filter((op) => op.type.startsWith('notification.'));
}

/** Reads a page from the API and keeps it on the device; with no network, the first page comes from the device. */
export async function loadPage(userId: string, kind: NotificationKind | undefined, cursor: string | undefined): Promise<NotificationRows> {
  try {
    const page = await readResponse(api.notifications.$get({ query: { limit: String(NOTIFICATIONS_PAGE), ...(cursor ? { cursor } : {}), ...(kind ? { kind } : {}) } }));
    const queued = await queuedMarks(userId);
    const items = page.items.map((item) => ({ ...item, read: readAfterQueued(item, queued) }));
    await keepItems(userId, items);
    return { rows: items.map((item) => ({ userId, id: item.id, kind: item.kind, at: item.at, read: item.read, item, pushed: null })), nextCursor: page.nextCursor, offline: false };
  } catch (error) {
    if (!(error instanceof NetworkError) || cursor) throw error;
    return { rows: await keptItems(userId, kind), nextCursor: null, offline: true };
  }
}

/** The bell's count: the server's, or the device's while marks wait to be sent or the network is down. */
export async function loadUnread(userId: string): Promise<number> {
  if ((await queuedMarks(userId)).length > 0) return keptUnread(userId);
  try {
    return (await readResponse(api.notifications['unread-count'].$get())).unread;
  } catch (error) {
    if (error instanceof NetworkError) return keptUnread(userId);
    throw error;
  }
}

export function useNotificationList(userId: string, kind: NotificationKind | undefined) {
  return useInfiniteQuery({
    queryKey: listKey(userId, kind),
    queryFn: ({ pageParam }) => loadPage(userId, kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: unreadKey(userId),
    queryFn: () => loadUnread(userId),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

/** Marks one item, or all up to `upTo`, read: on the device at once, then queued for the server. */
export async function markRead(queryClient: QueryClient, userId: string, mark: { id: number } | { upTo: number }): Promise<void> {
  await markKept(userId, mark);
  await queueNotificationRead(mark);
  queryClient.setQueriesData<{ pages: NotificationRows[] }>({ queryKey: [...notificationsKey(userId), 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.map((row) => (('id' in mark ? row.id === mark.id : row.id <= mark.upTo) ? { ...row, read: true } : row)) })) } : data,
  );
  await queryClient.invalidateQueries({ queryKey: unreadKey(userId) });
}
