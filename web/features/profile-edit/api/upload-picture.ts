import type { StoredFile } from '#api/schemas/file.ts';
import type { User } from '#api/schemas/user.ts';
import { keepPickedFile } from '#web/db/local-files.ts';
import { currentSession } from '#web/lib/session.ts';
import { uploadAndWait } from '#web/sync/page-uploads.ts';
import { updateProfile } from './update-profile.ts';

/**
 * Keeps the picture on the device and sends it through the app's one resumable uploader, waiting
 * for the server's File (an id made here, so a retry after a lost answer stores nothing twice).
 */
export async function uploadFile(file: File): Promise<StoredFile> {
  const userId = currentSession()?.user.id;
  if (!userId) throw new Error('Sign in to continue.');
  return uploadAndWait(await keepPickedFile(userId, file, file.name));
}

/** Uploads the picture, then makes it the profile picture (`PUT /api/users/me {picture}`). */
export async function changePicture(file: File): Promise<User> {
  const stored = await uploadFile(file);
  return updateProfile({ picture: stored.id });
}
