import { IMAGE_MAX_BYTES } from '#api/schemas/file.ts';
import type { Message } from '#web/components/form-message.tsx';

/** Profile pictures: jpeg, jpg or png (spec §5), at most 2 MB (the server's image limit). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
export const PICTURE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const PICTURE_MAX_BYTES = IMAGE_MAX_BYTES;

function isAllowedType(file: File): boolean {
  // Some systems give no type for a file; its extension decides then (the server checks the bytes).
  if (file.type) return (PICTURE_TYPES as readonly string[]).includes(file.type);
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** Why a picture cannot be used, or null when it can: none chosen, wrong type, too large. */
export function checkPicture(file: File | null): Message | null {
  if (!file) return { key: 'noImageSelected' };
  if (!isAllowedType(file)) return { key: 'profileEdit.imageType' };
  if (file.size > PICTURE_MAX_BYTES) return { key: 'profileEdit.imageSize' };
  return null;
}
