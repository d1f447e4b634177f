import { describe, expect, it, vi } from 'vitest';
import { badgeCount, showAppBadge } from './app-badge.ts';

describe('app badge', () => {
  it('counts unread notifications plus pending edits', () => {
    expect(badgeCount(3, 2)).toBe(5);
    expect(badgeCount(0, 0)).toBe(0);
  });

  it('sets the badge to the sum, and clears it when both are zero', async () => {
    const nav = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) };
    await showAppBadge(3, 1, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    await showAppBadge(0, 0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    expect(nav.setAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the Badging API and swallows a refusal', async () => {
    await expect(showAppBadge(2, 0, {})).resolves.toBeUndefined();
    const nav = { setAppBadge: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) };
    await expect(showAppBadge(2, 0, nav)).resolves.toBeUndefined();
  });
});
