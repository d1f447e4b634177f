import type { StoredFile } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import type { User } from '#api/schemas/user.ts';
import { apiFetch, readJson } from '#web/lib/api-client.ts';
import { updateProfile } from './update-profile.ts';

/**
 * `PUT /api/files/:id` with the raw bytes, under an id made here (architecture.md: ids are made
 * where things are made), so a retry after a lost answer stores nothing twice.
 */
export async function uploadFile(file: File, id = newId()): Promise<StoredFile> {
  const res = await apiFetch(`/api/files/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    body: file,
  });
  return readJson<StoredFile>(res);
}

/** Uploads the picture, then makes it the profile picture (`PUT /api/users/me {picture}`). */
export async function changePicture(file: File): Promise<User> {
  const stored = await uploadFile(file);
  return updateProfile({ picture: stored.id });
}
