import { ProfileDetailsInputSchema, ProfilePictureInputSchema } from '#api/schemas/user.ts';
import * as v from 'valibot';
import { db } from '#web/db/database.ts';
import { currentSession, setSession } from '#web/lib/session.ts';
import { enqueue, mutate } from '../outbox.ts';
import { requireUserId } from './current-user.ts';

/**
 * Updates the presentation and phone number (`PUT /api/users/me`), checked by the same schema as
 * the server (throws `ValiError` for the form). Kept in `meta` and queued in one transaction, then
 * shown at once through the session's user. Password changes are not queued: they need the
 * server's answer there and then, and a password is never stored on the device.
 */
export async function updateProfileDetails(details: { presentation: string; phoneNumber: string }): Promise<void> {
  const userId = requireUserId();
  const input = v.parse(ProfileDetailsInputSchema, details);
  await mutate([], async () => {
    await db.meta.put({ key: `profile:${userId}`, value: { ...input, updatedAt: Date.now() } });
    await enqueue({ userId, op: { type: 'profile.put', body: input }, label: { key: 'sync.op.profile' } });
  });
  const session = currentSession();
  if (session?.user.id === userId) setSession({ ...session, user: { ...session.user, ...input } });
}

/** Sets the profile picture to a file added with `addLocalFile` (uploaded first by the runner). */
export async function updateProfilePicture(fileId: string): Promise<void> {
  const userId = requireUserId();
  const input = v.parse(ProfilePictureInputSchema, { picture: fileId });
  await mutate([], async () => {
    await db.meta.put({ key: `profilePicture:${userId}`, value: { fileId, updatedAt: Date.now() } });
    await enqueue({ userId, op: { type: 'profile.put', body: input }, label: { key: 'sync.op.profilePicture' } });
  });
}
