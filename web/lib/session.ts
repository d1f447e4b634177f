import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import type { TokenInfo, User } from '#api/schemas/user.ts';
import { appStore } from './app-store.ts';

/** localStorage keys of the spec's auth state (§3): user data, and tokens under `NG-AUTH-`. */
export const USER_DATA_KEY = 'userData';
export const ACCESS_TOKEN_KEY = 'NG-AUTH-accessToken';
export const REFRESH_TOKEN_KEY = 'NG-AUTH-refreshToken';

/** The signed-in session: tokens and the user they belong to. */
export interface Session {
  tokenInfo: TokenInfo;
  user: User;
}

/** `exp` of a JWT in milliseconds, or 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * The stored session, restored on start unless its token is missing, or expired with no refresh
 * token to renew it (spec §4). An expired access token with a refresh token keeps the reader
 * signed in, so an offline start stays signed in; the token is renewed when the network returns.
 */
export function restoreSession(storage: Storage = localStorage, now = Date.now()): Session | null {
  try {
    const raw = storage.getItem(USER_DATA_KEY);
    const token = storage.getItem(ACCESS_TOKEN_KEY);
    if (!raw || !token) return null;
    const session = JSON.parse(raw) as Session;
    const refreshToken = storage.getItem(REFRESH_TOKEN_KEY) ?? session.tokenInfo.refreshToken;
    if (tokenExpiry(token) <= now && !refreshToken) return null;
    return { ...session, tokenInfo: { ...session.tokenInfo, token, refreshToken } };
  } catch {
    return null;
  }
}

export function persistSession(session: Session | null, storage: Storage = localStorage): void {
  try {
    if (!session) {
      storage.removeItem(USER_DATA_KEY);
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
      return;
    }
    storage.setItem(USER_DATA_KEY, JSON.stringify(session));
    storage.setItem(ACCESS_TOKEN_KEY, session.tokenInfo.token);
    storage.setItem(REFRESH_TOKEN_KEY, session.tokenInfo.refreshToken);
  } catch {
    // Storage full or blocked: the session still lives in memory for this visit.
  }
}

// Read from storage on first use, not at import (boot decides when the app starts).
const baseSessionAtom = atomWithLazy<Session | null>(() => (typeof localStorage === 'undefined' ? null : restoreSession()));

/** The session; writing it also persists it (null signs out). */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (_get, set, next: Session | null) => {
    persistSession(next);
    set(baseSessionAtom, next);
  },
);

/** Signed in or not comes from the token info (spec §4). */
export const isAuthenticatedAtom = atom((get) => get(sessionAtom) !== null);

export function currentSession(): Session | null {
  return appStore.get(sessionAtom);
}

export function setSession(session: Session | null): void {
  appStore.set(sessionAtom, session);
}

/**
 * Keeps tabs in step (boot calls it once): a sign-in or sign-out in one tab applies to the others.
 * Returns the function that stops listening.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    if (event.key === null || event.key === USER_DATA_KEY || event.key === ACCESS_TOKEN_KEY) appStore.set(baseSessionAtom, restoreSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
