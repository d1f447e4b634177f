import { existsSync, mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_INTERVAL_MS, startMaintenance } from '#api/maintenance.ts';
import { holdPart, removeStaleParts, STALE_PART_MS } from '#api/media/store.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * The periodic sweep of staging files (issue #25): every instance deletes, every hour, the `.part`
 * files of the media folder nobody has modified for `STALE_PART_MS`, keeps the live ones (another
 * instance's upload in progress), and stops with the server. Time is the app's injected clock and
 * Vitest's fake intervals: nothing sleeps.
 */
let t: TestApp;
const part = (name: string) => path.join(t.deps.config.mediaDir, name);

/** A part file last modified at `at` (the app's clock). */
function writePart(name: string, at: Date) {
  mkdirSync(t.deps.config.mediaDir, { recursive: true });
  writeFileSync(part(name), 'half a file');
  utimesSync(part(name), at, at);
}

beforeEach(async () => {
  t = await makeTestApp();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the periodic sweep of .part files', () => {
  it('runs every interval, not only at start: removes a part gone stale since, keeps one still being written', async () => {
    writePart('cut.part', t.deps.now());
    writePart('live.part', t.deps.now());
    const stop = startMaintenance(t.deps);
    try {
      // At start both are fresh.
      await vi.advanceTimersByTimeAsync(0);
      expect([existsSync(part('cut.part')), existsSync(part('live.part'))]).toEqual([true, true]);
      // An hour and a minute later, the cut upload's part was never touched again; the live one
      // (another instance's upload) was written a minute ago.
      t.clock.advance(STALE_PART_MS + 60_000);
      const aMinuteAgo = new Date(t.deps.now().getTime() - 60_000);
      utimesSync(part('live.part'), aMinuteAgo, aMinuteAgo);
      writePart('encoding.part.2', new Date(t.deps.now().getTime() - STALE_PART_MS - 1000));
      await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS);
      await vi.waitFor(() => expect(existsSync(part('cut.part'))).toBe(false));
      await vi.waitFor(() => expect(existsSync(part('encoding.part.2'))).toBe(false));
      expect(existsSync(part('live.part'))).toBe(true);
    } finally {
      await stop();
    }
  });

  it('stops cleanly: stop waits for the sweep in progress, and no sweep runs after it', async () => {
    writePart('old.part', new Date(t.deps.now().getTime() - STALE_PART_MS - 60_000));
    const stop = startMaintenance(t.deps);
    // The first sweep started with the maintenance; stopping resolves once it has finished.
    await stop();
    expect(existsSync(part('old.part'))).toBe(false);
    writePart('later.part', new Date(t.deps.now().getTime() - STALE_PART_MS - 60_000));
    await vi.advanceTimersByTimeAsync(3 * MAINTENANCE_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(existsSync(part('later.part'))).toBe(true);
  });

  it('a part held by a long encoding stays live while held, and goes stale once released', async () => {
    const longAgo = () => new Date(Date.now() - STALE_PART_MS - 60_000);
    writePart('copy.part', longAgo());
    const release = holdPart(part('copy.part'));
    await vi.advanceTimersByTimeAsync(STALE_PART_MS / 4);
    await vi.waitFor(() => expect(Date.now() - statSync(part('copy.part')).mtimeMs).toBeLessThan(60_000));
    expect(await removeStaleParts(t.deps.config.mediaDir)).toBe(0);
    release();
    expect(vi.getTimerCount()).toBe(0);
    utimesSync(part('copy.part'), longAgo(), longAgo());
    expect(await removeStaleParts(t.deps.config.mediaDir)).toBe(1);
  });
});
