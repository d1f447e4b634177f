import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '#web/db/database.ts';
import { setSession } from '#web/lib/session.ts';
import { createCollection } from './mutations/collections.ts';
import { startSync } from './start-sync.ts';

/** Waits for `check` without moving the faked clock (vi.waitFor would advance it, running the backoff). */
async function settled(check: () => unknown | Promise<unknown>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await check();
      return;
    } catch (error) {
      if (i > 400) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

const user = { id: 'a'.repeat(32), slug: 'amina', firstName: 'Amina', lastName: 'Diallo', presentation: null, picture: null };

describe("the page's sync triggers (issue #25)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setSession(null);
  });

  it('a new edit is sent at once, even while a failed one waits for its backoff', async () => {
    await Promise.all(db.tables.map((t) => t.clear()));
    setSession({ tokenInfo: { token: 't', refreshToken: 'r', expiresAt: '', username: 'amina@example.com' }, user });
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    // Only the timers: the backoff (at least 500 ms) never runs in this test; fake-indexeddb runs on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startSync();
    await createCollection('First');
    await vi.advanceTimersByTimeAsync(1);
    await settled(() => expect(fetch).toHaveBeenCalledTimes(1));
    await settled(async () => expect((await db.outbox.toArray())[0]?.attempts).toBe(1));

    await createCollection('Second');
    // The outbox's change is announced on a zero-delay timer; nothing else is let run.
    await vi.advanceTimersByTimeAsync(1);
    await settled(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
