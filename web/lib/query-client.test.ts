import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportOffline, reportOnline } from '#web/sync/network-status.ts';
import { ApiRequestError, NetworkError } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

const retries = (error: unknown) => [0, 1, 2].map((count) => shouldRetry(count, error));

describe('shouldRetry', () => {
  afterEach(() => {
    reportOnline();
    vi.restoreAllMocks();
  });

  it('retries a network failure twice while the app believes it is online', () => {
    expect(retries(new NetworkError('reset'))).toEqual([true, true, false]);
  });

  it('retries once when a failed request made the app believe it is offline (a reset on a flaky link)', () => {
    reportOffline();
    expect(retries(new NetworkError('reset'))).toEqual([true, false, false]);
  });

  it('does not retry when the browser says it is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(retries(new NetworkError('offline'))).toEqual([false, false, false]);
  });

  it('never retries a client error, and retries a server error', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'not_found', 'No.'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(503, 'unavailable', 'Later.'))).toBe(true);
  });
});
