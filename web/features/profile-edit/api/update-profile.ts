import { useMutation } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import type { ProfileUpdateInput, User } from '#api/schemas/user.ts';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { sessionAtom } from '#web/lib/session.ts';

/** `PUT /api/users/me` with one of its three forms; answers the updated user. */
export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return readResponse(api.users.me.$put({ json: input }));
}

/**
 * Puts the updated user into the session, so everything showing it (the header avatar, the
 * spec's stored `userImage`) changes at once, and the stored session keeps the new picture.
 */
export const sessionUserAtom = atom(null, (get, set, user: User) => {
  const session = get(sessionAtom);
  if (session) set(sessionAtom, { ...session, user: { ...session.user, ...user } });
});

/** A profile update whose success refreshes the session's user and shows `operationSuccess`. */
export function useProfileMutation<T>(send: (input: T) => Promise<User>, onSaved?: (user: User) => void) {
  const setSessionUser = useSetAtom(sessionUserAtom);
  return useMutation({
    mutationFn: send,
    onSuccess: (user) => {
      setSessionUser(user);
      showToast('operationSuccess', 'success');
      onSaved?.(user);
    },
  });
}
