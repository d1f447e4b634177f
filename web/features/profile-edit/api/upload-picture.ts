import type { User } from '#api/schemas/user.ts';
import { currentSession } from '#web/lib/session.ts';

/**
 * Keeps the picture on the device and queues it through the outbox (issue #12: every edit works
 * offline): its upload (`file.put`), then `PUT /api/users/me {picture}` naming it, sent in that
 * order when the network allows. The header shows the server's picture once the drain refreshes the
 * current user; the own profile page shows the queued one meanwhile. Answers the session's user.
 */
export async function changePicture(file: File): Promise<User> {
  const [{ addLocalFile }, { updateProfilePicture }] = await Promise.all([import('#web/sync/mutations/files.ts'), import('#web/sync/mutations/profile.ts')]);
  const id = await addLocalFile(file, file.name, file.type || 'application/octet-stream');
  await updateProfilePicture(id);
  return currentSession()!.user;
}
