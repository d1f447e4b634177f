import { useMutation } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import type { PasswordChangeInputSchema, User } from '#api/schemas/user.ts';
import type * as v from 'valibot';
import { showToast } from '#web/components/toast/toast-atoms.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { currentSession, sessionAtom } from '#web/lib/session.ts';

/**
 * A password change (`PUT /api/users/me`), online only: it needs the server's verdict on the
 * current password there and then, and a password is never stored on the device. Answers the user.
 */
export async function changePassword(input: v.InferOutput<typeof PasswordChangeInputSchema>): Promise<User> {
  return readResponse(api.users.me.$put({ json: input }));
}

/**
 * Presentation and phone through the outbox (issue #12): written on the device and in the session's
 * user at once, `PUT /api/users/me` queued and sent when the network allows. Answers the user.
 */
export async function saveDetails(details: { presentation: string; phoneNumber: string }): Promise<User> {
  const { updateProfileDetails } = await import('#web/sync/mutations/profile.ts');
  await updateProfileDetails(details);
  return currentSession()!.user;
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
