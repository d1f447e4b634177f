import { describe, expect, it, vi } from 'vitest';
import { markEditorOpen } from '#web/db/open-drafts.ts';
import { applyUpdate } from './register-sw.ts';

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
