import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthenticatedAtom, sessionAtom } from '#web/lib/session.ts';
import { fakeApi } from '#tests/utils/render-app.tsx';
import { authErrorAtom, authLoadingAtom, loginAtom, tokenInfoAtom, userImageAtom } from './auth-atoms.ts';
import { testSession } from '#tests/utils/auth-testing.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('auth state (spec §3, §4)', () => {
  it('starts signed out with the default user image', () => {
    const store = createStore();
    expect(store.get(tokenInfoAtom)).toBeNull();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(authLoadingAtom)).toBe(false);
    expect(store.get(userImageAtom)).toBe('default.png');
  });

  it('login sets loading, then stores tokenInfo and marks authenticated', async () => {
    const session = testSession({ user: { picture: '/media/f/me.png' } });
    fakeApi({ '/api/auth/login': session });
    const store = createStore();
    const pending = store.set(loginAtom, { username: 'ada@example.com', password: 'Secret#123' });
    expect(store.get(authLoadingAtom)).toBe(true);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(await pending).toBe(true);
    expect(store.get(authLoadingAtom)).toBe(false);
    expect(store.get(tokenInfoAtom)).toEqual(session.tokenInfo);
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(userImageAtom)).toBe('/media/f/me.png');
    expect(localStorage.getItem('NG-AUTH-accessToken')).toBe(session.tokenInfo.token);
  });

  it('a failed login keeps the server message, and the next attempt clears it', async () => {
    const answers = [new Response(JSON.stringify({ error: { code: 'account_not_activated', message: 'Not yet.' } }), { status: 403 }), testSession()];
    fakeApi({ '/api/auth/login': () => answers.shift() });
    const store = createStore();
    expect(await store.set(loginAtom, { username: 'ada@example.com', password: 'x' })).toBe(false);
    expect(store.get(authErrorAtom)).toEqual({ key: 'errors.account_not_activated', fallback: 'Not yet.' });
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    await store.set(loginAtom, { username: 'ada@example.com', password: 'y' });
    expect(store.get(authErrorAtom)).toBeNull();
  });

  it('changing the profile image in the session updates userImage', () => {
    const store = createStore();
    store.set(sessionAtom, testSession());
    const session = store.get(sessionAtom)!;
    store.set(sessionAtom, { ...session, user: { ...session.user, picture: '/media/new/me.jpg' } });
    expect(store.get(userImageAtom)).toBe('/media/new/me.jpg');
  });
});
