import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry, START_RELOAD_KEY, START_RETRY_CAP_MS, startRetryDelay, statusLine, type StartRetryEnv } from './start-retry.ts';

const texts = { offline: 'Vous êtes hors ligne', retrying: 'Nouvel essai…' };

/** The page's environment: a real event target for `online`, faked timers, a scripted `navigator.onLine`. */
function env(onLine: { value: boolean }, storage: Map<string, string> | null = new Map()) {
  const events = new EventTarget() as unknown as StartRetryEnv['events'];
  const shown: (string | null)[] = [];
  const reload = vi.fn();
  const page: StartRetryEnv = {
    events,
    onLine: () => onLine.value,
    show: (text) => void shown.push(text),
    setTimeout: (task, ms) => setTimeout(task, ms),
    clearTimeout: (id) => clearTimeout(id),
    reload,
    storage: storage && { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) },
  };
  return { page, shown, reload, online: () => (events as unknown as EventTarget).dispatchEvent(new Event('online')) };
}

/** A browser that keeps a failed module fetch: every import of that URL fails the same way. */
const cachedFailure = () => vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));

describe("the app's code asked for again when it did not arrive (issue #25)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the reader, and starts as soon as the network returns', async () => {
    const onLine = { value: false };
    const { page, shown, online } = env(onLine);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({});
    const started = importWithRetry(load, texts, page);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([texts.offline]);
    expect(load).toHaveBeenCalledTimes(1);
    onLine.value = true;
    online();
    await started;
    expect(load).toHaveBeenCalledTimes(2);
    // The status goes once the app's code has arrived.
    expect(shown).toEqual([texts.offline, null]);
  });

  it('online but failing, tries again with a growing, capped backoff (once the tab has had its reload)', async () => {
    const { page, shown } = env({ value: true }, new Map([[START_RELOAD_KEY, '1']]));
    const load = vi.fn().mockRejectedValueOnce(new Error('cut')).mockRejectedValueOnce(new Error('cut')).mockRejectedValueOnce(new Error('cut')).mockResolvedValueOnce({});
    const started = importWithRetry(load, texts, page);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    await started;
    expect(load).toHaveBeenCalledTimes(4);
    expect(shown).toEqual([texts.retrying, texts.retrying, texts.retrying, null]);
    expect(startRetryDelay(30)).toBe(START_RETRY_CAP_MS);
  });

  it('reloads the page once when the retry fails with the network back (a failed module fetch kept by the browser)', async () => {
    const onLine = { value: false };
    const storage = new Map<string, string>();
    const { page, reload, online } = env(onLine, storage);
    const load = cachedFailure();
    const started = importWithRetry(load, texts, page);
    await vi.advanceTimersByTimeAsync(0);
    // Offline: no reload (it would show the browser's offline page), the retry waits for the network.
    expect(reload).not.toHaveBeenCalled();
    onLine.value = true;
    online();
    await started;
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.has(START_RELOAD_KEY)).toBe(true);
  });

  it('never reloads twice in a tab: after the reload, a failing import goes on retrying in place', async () => {
    const storage = new Map([[START_RELOAD_KEY, '1']]);
    const { page, reload, shown } = env({ value: true }, storage);
    const load = cachedFailure().mockRejectedValueOnce(new Error('cut')).mockRejectedValueOnce(new Error('cut')).mockResolvedValueOnce({});
    const started = importWithRetry(load, texts, page);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    await started;
    expect(reload).not.toHaveBeenCalled();
    expect(shown).toEqual([texts.retrying, texts.retrying, null]);
    // Once started, the mark goes: a later cut in this tab may recover by a reload again.
    expect(storage.has(START_RELOAD_KEY)).toBe(false);
  });

  it('does not reload where the tab cannot remember it did (storage refused)', async () => {
    const { page, reload } = env({ value: true }, null);
    const load = cachedFailure().mockRejectedValueOnce(new Error('cut')).mockRejectedValueOnce(new Error('cut')).mockResolvedValueOnce({});
    const started = importWithRetry(load, texts, page);
    await vi.advanceTimersByTimeAsync(3000);
    await started;
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows nothing when the code arrives the first time', async () => {
    const { page, shown } = env({ value: true });
    await importWithRetry(async () => ({}), texts, page);
    expect(shown).toEqual([]);
  });

  it('the status line is a polite live region, filled after it is in the page, and removed', async () => {
    const show = statusLine(document);
    show(texts.offline);
    const line = document.querySelector('.start-status')!;
    expect(line.getAttribute('role')).toBe('status');
    expect(line.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(50);
    expect(line.textContent).toBe(texts.offline);
    show(texts.retrying);
    expect(line.textContent).toBe(texts.retrying);
    show(null);
    expect(document.querySelector('.start-status')).toBeNull();
  });
});
