import { afterEach, describe, expect, it } from 'vitest';
import { reportOffline, reportOnline } from '#web/sync/network-status.ts';
import { ApiRequestError, NetworkError } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  afterEach(() => reportOnline());

  it('retries a network failure twice on a flaky link', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, new NetworkError('reset')))).toEqual([true, true, false]);
  });

  it('does not retry a network failure once the app knows it is offline', () => {
    reportOffline();
    expect(shouldRetry(0, new NetworkError('offline'))).toBe(false);
  });

  it('never retries a client error, and retries a server error', () => {
    expect(shouldRetry(0, new ApiRequestError(404, 'not_found', 'No.'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(503, 'unavailable', 'Later.'))).toBe(true);
  });
});
