import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#api/schemas/notifications.ts';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { createSyncRunner } from '#web/sync/runner.ts';
import { createSyncLock } from '#web/sync/sync-lock.ts';
import { KEPT_NOTIFICATIONS, keepItems, keptItems, notificationStore } from './device-store.ts';
import { loadPage, loadUnread, markRead } from './notifications-queries.ts';

const USER = 'a'.repeat(32);
const token = `h.${btoa(JSON.stringify({ exp: Date.now() / 1000 + 3600 }))}.s`;

const item = (id: number, read = false): Notification => ({
  id,
  kind: 'article',
  at: new Date(Date.UTC(2026, 10, 28, 10, 0, id)).toISOString(),
  read,
  actors: [{ id: 'b'.repeat(32), slug: 'awa', firstName: 'Awa', lastName: 'Ndiaye', picture: null }],
  actorCount: 1,
  article: { id: 'c'.repeat(32), title: `Story ${id}` },
  comment: null,
  decision: null,
});

let server: { items: Notification[]; unread: number } = { items: [], unread: 0 };
const online = () =>
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
    const body = path === '/api/notifications' ? { items: server.items, nextCursor: null, unread: server.unread } : { unread: server.unread };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
const offline = () =>
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });

describe('the notifications on the device (issue #29)', () => {
  beforeEach(async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    await notificationStore().items.clear();
    setSession({
      tokenInfo: { token, refreshToken: 'r', expiresAt: '', username: 'amina@example.org' },
      user: { id: USER, slug: 'amina', firstName: 'Amina', lastName: 'Diallo', presentation: null, picture: null },
    });
  });
  afterEach(() => {
    setSession(null);
    vi.unstubAllGlobals();
  });

  it('keeps every page the API answers, and opens it from the device with no network, saying so', async () => {
    server = { items: [item(2), item(1, true)], unread: 1 };
    online();
    const page = await loadPage(USER, undefined, undefined);
    expect(page.offline).toBe(false);
    offline();
    const kept = await loadPage(USER, undefined, undefined);
    expect(kept.offline).toBe(true);
    expect(kept.rows.map((r) => [r.id, r.read, r.item?.article?.title])).toEqual([
      [2, false, 'Story 2'],
      [1, true, 'Story 1'],
    ]);
    expect(await loadUnread(USER)).toBe(1);
  });

  it('keeps only the newest items of the account', async () => {
    await keepItems(
      USER,
      Array.from({ length: KEPT_NOTIFICATIONS + 5 }, (_, i) => item(i + 1)),
    );
    const rows = await keptItems(USER, undefined);
    expect(rows).toHaveLength(KEPT_NOTIFICATIONS);
    expect(rows[0]!.id).toBe(KEPT_NOTIFICATIONS + 5);
    expect(rows.at(-1)!.id).toBe(6);
  });

  it('marks all read offline at once, queues the read marker, and sends it once back online', async () => {
    server = { items: [item(3), item(2)], unread: 2 };
    online();
    await loadPage(USER, undefined, undefined);
    offline();
    const queryClient = new QueryClient();
    await markRead(queryClient, USER, { upTo: 3 });
    expect(await loadUnread(USER)).toBe(0);
    // Online again before the outbox drains: the server's older answer does not bring the count back.
    online();
    expect(await loadUnread(USER)).toBe(0);
    expect((await loadPage(USER, undefined, undefined)).rows.every((r) => r.read)).toBe(true);

    const sent: string[] = [];
    const runner = createSyncRunner({
      db,
      fetch: async (path, init) => {
        sent.push(`${init.method} ${path} ${String(init.body)}`);
        return new Response(JSON.stringify({ unread: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
      upload: async () => null,
      session: () => ({ userId: USER, token: 't' }),
      refresh: async () => true,
      lock: createSyncLock(undefined),
      random: () => 0,
      now: () => 0,
      schedule: () => () => undefined,
      batchSize: 1,
    });
    expect(await runner.trigger()).toBe('done');
    expect(sent).toEqual(['PUT /api/notifications/read-marker {"upTo":3}']);
  });

  it('marks one read: the device at once, then PUT /api/notifications/:id/read', async () => {
    server = { items: [item(5), item(4)], unread: 2 };
    online();
    await loadPage(USER, undefined, undefined);
    await markRead(new QueryClient(), USER, { id: 4 });
    expect(await loadUnread(USER)).toBe(1);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.op)).toEqual([{ type: 'notification.read', id: 4 }]);
  });
});
