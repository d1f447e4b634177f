import { atom } from 'jotai';
import { apiErrorMessage, type Message } from '#web/components/form-message.tsx';
import { sessionAtom } from '#web/lib/session.ts';
import { login } from './api/login.ts';

/** The picture name the spec's auth state starts with (§3) when the user has none. */
export const DEFAULT_USER_IMAGE = 'default.png';

/** Spec §3 auth state, `tokenInfo`: from the session, null when signed out. */
export const tokenInfoAtom = atom((get) => get(sessionAtom)?.tokenInfo ?? null);

/** Spec §3 auth state, `userImage`: follows the session, so a new profile picture shows at once. */
export const userImageAtom = atom((get) => get(sessionAtom)?.user.picture ?? DEFAULT_USER_IMAGE);

/** Spec §3 auth state, `error`: the last sign-in failure, kept until the next attempt or screen switch. */
export const authErrorAtom = atom<Message | null>(null);

/** Spec §3 auth state, `isLoading`: a sign-in request is on its way. */
export const authLoadingAtom = atom(false);

/**
 * Signs in (spec §4): sets loading and clears the error, then on success stores the session (which
 * persists it and makes `isAuthenticatedAtom` true); on failure keeps the server's message.
 * Resolves to whether it worked.
 */
export const loginAtom = atom(null, async (_get, set, input: { username: string; password: string }) => {
  set(authLoadingAtom, true);
  set(authErrorAtom, null);
  try {
    set(sessionAtom, await login(input));
    return true;
  } catch (error) {
    set(authErrorAtom, apiErrorMessage(error));
    return false;
  } finally {
    set(authLoadingAtom, false);
  }
});
