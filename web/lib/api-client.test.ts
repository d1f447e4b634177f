import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '#tests/utils/fake-token.ts';
import { fakeApi } from '#tests/utils/render-app.tsx';
import { keepSessionFresh, refreshSession, REFRESH_RETRY_MS } from './api-client.ts';
import { ACCESS_TOKEN_KEY, currentSession, REFRESH_TOKEN_KEY, setSession, USER_DATA_KEY, type Session } from './session.ts';

function testSession({ expiresInMs = 15 * 60_000, refreshToken = 'refresh-1' } = {}): Session {
  return {
    tokenInfo: { token: fakeToken(expiresInMs), refreshToken, expiresAt: '', username: 'ada@example.com' },
    user: { id: 'a'.repeat(32), slug: 'ada-obi', firstName: 'Ada', lastName: 'Obi', presentation: null, picture: null },
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refreshed = (n: number) => ({ tokenInfo: { token: fakeToken(15 * 60_000), refreshToken: `refresh-${n}`, expiresAt: '', username: 'ada@example.com' } });
const refreshCalls = (requests: Request[]) => requests.filter((r) => r.url.endsWith('/api/auth/refresh'));
const flush = () => vi.advanceTimersByTimeAsync(0);

// The keeper is started by boot in the app (nothing starts at import), here by each test.
let stopKeeper: () => void;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  stopKeeper = keepSessionFresh();
});
afterEach(() => {
  stopKeeper();
  setSession(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('silent refresh (the page-wide keeper boot starts)', () => {
  it('renews the token a minute before it expires and stores the rotated tokens', async () => {
    let n = 1;
    const { requests } = fakeApi({ '/api/auth/refresh': () => refreshed(++n) });
    setSession(testSession({ expiresInMs: 5 * 60_000 }));
    await vi.advanceTimersByTimeAsync(4 * 60_000 - 1_000);
    expect(refreshCalls(requests)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(await refreshCalls(requests)[0]!.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(currentSession()?.tokenInfo.refreshToken).toBe('refresh-2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    // The next renewal follows the new token's expiry (15 min), not a loop.
    await vi.advanceTimersByTimeAsync(13 * 60_000);
    expect(refreshCalls(requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(refreshCalls(requests)).toHaveLength(2);
  });

  it('renews at once on start when the stored access token has already expired', async () => {
    const { requests } = fakeApi({ '/api/auth/refresh': refreshed(2) });
    setSession(testSession({ expiresInMs: -60_000 }));
    await flush();
    expect(refreshCalls(requests)).toHaveLength(1);
  });

  it('sends one refresh at a time, however many callers ask', async () => {
    let answer!: (r: Response) => void;
    const { requests } = fakeApi({ '/api/auth/refresh': () => new Promise<Response>((resolve) => (answer = resolve)) });
    setSession(testSession());
    const calls = [refreshSession(), refreshSession(), refreshSession()];
    await flush();
    expect(refreshCalls(requests)).toHaveLength(1);
    answer(json(200, refreshed(2)));
    expect(await Promise.all(calls)).toEqual([true, true, true]);
  });

  it('signs out everywhere in the page when the server refuses the refresh token (401)', async () => {
    fakeApi({ '/api/auth/refresh': json(401, { error: { code: 'invalid_refresh_token', message: 'Ended.' } }) });
    setSession(testSession());
    expect(await refreshSession()).toBe(false);
    expect(currentSession()).toBeNull();
    expect([USER_DATA_KEY, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
  });

  it('keeps the session when offline, and tries again 30 s later', async () => {
    let online = false;
    const { requests } = fakeApi({ '/api/auth/refresh': () => (online ? refreshed(2) : Promise.reject(new TypeError('Failed to fetch'))) });
    setSession(testSession({ expiresInMs: 30_000 }));
    await flush();
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(currentSession()?.tokenInfo.refreshToken).toBe('refresh-1');
    online = true;
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(refreshCalls(requests)).toHaveLength(2);
    expect(currentSession()?.tokenInfo.refreshToken).toBe('refresh-2');
  });

  it('adopts the tokens another tab already rotated instead of spending a used refresh token', async () => {
    const { requests } = fakeApi({ '/api/auth/refresh': refreshed(9) });
    const mine = testSession({ expiresInMs: 30 * 60_000 });
    setSession(mine);
    const other = testSession({ refreshToken: 'refresh-from-other-tab' });
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(other));
    localStorage.setItem(ACCESS_TOKEN_KEY, other.tokenInfo.token);
    localStorage.setItem(REFRESH_TOKEN_KEY, other.tokenInfo.refreshToken);
    expect(await refreshSession()).toBe(true);
    expect(refreshCalls(requests)).toHaveLength(0);
    expect(currentSession()?.tokenInfo.refreshToken).toBe('refresh-from-other-tab');
  });
});
