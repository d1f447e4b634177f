import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_SUBSCRIPTION_CHANGED_MESSAGE } from '#sw/page-contract.ts';

const checkPushSubscription = vi.fn(async () => 'resent' as const);
const dropBrowserSubscription = vi.fn(async () => true);
vi.mock('./push-device.ts', () => ({ checkPushSubscription, dropBrowserSubscription }));

describe('the push check while signed in', () => {
  afterEach(() => {
    vi.useRealTimers();
    checkPushSubscription.mockClear();
    dropBrowserSubscription.mockClear();
  });

  it('runs off the first view, again when the worker renewed the subscription, and never after the stop', async () => {
    vi.useFakeTimers();
    const worker = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: worker }));
    const { followPushSubscription } = await import('./push-check.ts');
    const stop = followPushSubscription();
    expect(checkPushSubscription).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    await vi.waitFor(() => expect(checkPushSubscription).toHaveBeenCalledTimes(1));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_SUBSCRIPTION_CHANGED_MESSAGE } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    await vi.waitFor(() => expect(checkPushSubscription).toHaveBeenCalledTimes(2));
    expect(dropBrowserSubscription).not.toHaveBeenCalled();
    stop();
    // Signed out (or another account): the device's subscription, the old account's, is dropped.
    await vi.waitFor(() => expect(dropBrowserSubscription).toHaveBeenCalledTimes(1));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_SUBSCRIPTION_CHANGED_MESSAGE } }));
    const later = followPushSubscription();
    later();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(checkPushSubscription).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
