import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { followPendingBadge, showPendingBadge, type BadgeNavigator } from './app-badge.ts';
import { enqueue } from './outbox.ts';

const stubNavigator = () => ({ setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) });
const entry = (userId: string) => ({ userId, op: { type: 'collection.delete' as const, id: 'c1' }, label: { key: 'sync.op.deleteCollection' as const } });

describe('the app badge: changes waiting to sync (issue #25)', () => {
  let stop = () => undefined as unknown;
  afterEach(async () => {
    stop();
    await db.outbox.clear();
  });

  it('shows the pending count and clears it when the outbox empties', async () => {
    await db.outbox.clear();
    const nav = stubNavigator();
    stop = followPendingBadge('u1', db, nav);
    await vi.waitFor(() => expect(nav.clearAppBadge).toHaveBeenCalledTimes(1));
    await enqueue(entry('u1'));
    await enqueue(entry('u1'));
    // Another user's changes are not this user's to count.
    await enqueue(entry('u2'));
    await vi.waitFor(() => expect(nav.setAppBadge).toHaveBeenLastCalledWith(2));
    await db.outbox.where('userId').equals('u1').delete();
    await vi.waitFor(() => expect(nav.clearAppBadge).toHaveBeenCalledTimes(2));
  });

  it('clears the badge when no one is signed in', () => {
    const nav = stubNavigator();
    stop = followPendingBadge(null, db, nav);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(nav.setAppBadge).not.toHaveBeenCalled();
  });

  it('does nothing, without an error, where the platform has no badge or refuses it', async () => {
    const none: BadgeNavigator = {};
    expect(() => showPendingBadge(3, none)).not.toThrow();
    stop = followPendingBadge('u1', db, none);
    const refusing = {
      setAppBadge: vi.fn(() => Promise.reject(new DOMException('not installed', 'NotAllowedError'))),
      clearAppBadge: vi.fn(() => {
        throw new DOMException('no', 'NotAllowedError');
      }),
    };
    expect(() => showPendingBadge(3, refusing)).not.toThrow();
    expect(() => showPendingBadge(0, refusing)).not.toThrow();
    await Promise.resolve();
    expect(refusing.setAppBadge).toHaveBeenCalledWith(3);
  });
});
