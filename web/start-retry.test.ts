import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry, START_RETRY_CAP_MS, startRetryDelay, statusLine, type StartRetryEnv } from './start-retry.ts';

const texts = { offline: 'Vous êtes hors ligne', retrying: 'Nouvel essai…' };

/** The page's environment: a real event target for `online`, faked timers, a scripted `navigator.onLine`. */
function env(onLine: { value: boolean }) {
  const events = new EventTarget() as unknown as StartRetryEnv['events'];
  const shown: (string | null)[] = [];
  const page: StartRetryEnv = {
    events,
    onLine: () => onLine.value,
    show: (text) => void shown.push(text),
    setTimeout: (task, ms) => setTimeout(task, ms),
    clearTimeout: (id) => clearTimeout(id),
  };
  return { page, shown, online: () => (events as unknown as EventTarget).dispatchEvent(new Event('online')) };
}

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

  it('online but failing, tries again with a growing, capped backoff', async () => {
    const { page, shown } = env({ value: true });
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
