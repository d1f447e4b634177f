import type { StoredFile } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import type { User } from '#api/schemas/user.ts';
import { api, readResponse } from '#web/lib/api-client.ts';
import { updateProfile } from './update-profile.ts';

/**
 * `PUT /api/files/:id` with the raw bytes, under an id made here (architecture.md: ids are made
 * where things are made), so a retry after a lost answer stores nothing twice.
 */
export async function uploadFile(file: File, id = newId()): Promise<StoredFile> {
  // The body is the raw bytes (the route reads them itself, no validator): passed as the request's own.
  return readResponse(
    api.files[':id'].$put(
      { param: { id } },
      { headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) }, init: { body: file } },
    ),
  );
}

/** Uploads the picture, then makes it the profile picture (`PUT /api/users/me {picture}`). */
export async function changePicture(file: File): Promise<User> {
  const stored = await uploadFile(file);
  return updateProfile({ picture: stored.id });
}
