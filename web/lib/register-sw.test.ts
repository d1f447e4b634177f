import { describe, expect, it, vi } from 'vitest';
import { markEditorOpen } from '#web/db/open-drafts.ts';
import { OPEN_NOTIFICATION_MESSAGE } from '#sw/page-contract.ts';
import { applyUpdate, openTappedNotifications } from './register-sw.ts';

describe('applying a waiting update', () => {
  it('never switches versions while an editor is open here, and reloads once the new one controls', async () => {
    const wb = { addEventListener: vi.fn(), messageSkipWaiting: vi.fn() };
    const release = markEditorOpen('draft-1');
    await vi.waitFor(async () => expect(await applyUpdate(wb as never)).toBe('editor-open'));
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();

    await release();
    expect(await applyUpdate(wb as never)).toBe('reloading');
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(wb.addEventListener).toHaveBeenCalledWith('controlling', expect.any(Function));
    expect(await applyUpdate(null)).toBe('unavailable');
  });
});

describe('a tapped push notification', () => {
  it('opens the page the worker names through the router, paths of the app only', () => {
    const worker = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: worker }));
    const openPath = vi.fn();
    openTappedNotifications(openPath);
    const post = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
    post({ type: OPEN_NOTIFICATION_MESSAGE, url: '/story/x-1#comment-4' });
    post({ type: OPEN_NOTIFICATION_MESSAGE, url: '//evil.example/x' });
    post({ type: 'other', url: '/drafts' });
    post(null);
    expect(openPath.mock.calls).toEqual([['/story/x-1#comment-4']]);
    vi.unstubAllGlobals();
  });
});
