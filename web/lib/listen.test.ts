import { describe, expect, it, vi } from 'vitest';
import { listen } from './listen.ts';

describe('listen', () => {
  it('adds each handler under its event type, and removes every one of them', () => {
    const target = new EventTarget();
    const play = vi.fn();
    const pause = vi.fn();
    const stop = listen(target, { play, pause });
    target.dispatchEvent(new Event('play'));
    target.dispatchEvent(new Event('pause'));
    target.dispatchEvent(new Event('pause'));
    expect([play.mock.calls.length, pause.mock.calls.length]).toEqual([1, 2]);
    stop();
    target.dispatchEvent(new Event('play'));
    target.dispatchEvent(new Event('pause'));
    expect([play.mock.calls.length, pause.mock.calls.length]).toEqual([1, 2]);
  });
});
