import { afterEach, describe, expect, it, vi } from 'vitest';
import { endImportTask, whenIdle, yieldToMain } from './main-thread.ts';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('runs the task later, in a task of its own, unless cancelled', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(['kept']);
  });

  it('asks the browser for an idle moment, with its deadline, where it can', () => {
    const requestIdleCallback = vi.fn((_task: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    whenIdle(() => undefined, 1500)();
    expect(requestIdleCallback.mock.calls[0]![1]).toEqual({ timeout: 1500 });
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});

describe('yieldToMain', () => {
  it('resolves in a later task, not in the same one', async () => {
    let taskRan = false;
    setTimeout(() => (taskRan = true), 0);
    await yieldToMain();
    // A microtask would have resolved before the task queued first.
    expect(taskRan).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});

describe('endImportTask', () => {
  it('yields with scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await endImportTask();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('resolves without a timer elsewhere, so fake timers never hold an import', async () => {
    vi.useFakeTimers();
    try {
      await expect(endImportTask()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
