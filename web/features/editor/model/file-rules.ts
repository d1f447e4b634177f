import { FILES_PER_UPLOAD_MAX, MAX_BYTES_BY_KIND, type FileKind } from '#api/schemas/file.ts';

/** The types the server accepts by kind (api.md, "Files and media"), for the file picker too. */
export const ACCEPTED_TYPES: Record<FileKind, string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  audio: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/x-m4a', 'audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave'],
  video: ['video/mp4', 'video/webm'],
};

export const ACCEPT_ATTRIBUTE: Record<FileKind, string> = {
  image: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
  audio: '.webm,.ogg,.oga,.m4a,.mp3,.wav,audio/*',
  video: '.mp4,.webm,video/mp4,video/webm',
};

/** Why a picked file was not added. */
export type DropReason = 'too_large' | 'wrong_type' | 'too_many' | 'no_room';

export interface DroppedFile {
  name: string;
  size: number;
  reason: DropReason;
}

export interface PickResult {
  accepted: File[];
  dropped: DroppedFile[];
}

function typeMatches(file: File, kind: FileKind): boolean {
  if (ACCEPTED_TYPES[kind].includes(file.type)) return true;
  // Some systems give no type for a known extension; the server checks the bytes anyway.
  if (file.type === '' || file.type === 'application/octet-stream') return ACCEPT_ATTRIBUTE[kind].split(',').some((ext) => ext.startsWith('.') && file.name.toLowerCase().endsWith(ext));
  return false;
}

/**
 * Sorts the files of one pick (spec §5 and §9): at most 5 per upload, at most `room` more of this
 * kind (3 cover images in all, one audio, one video), each of the right type and within its size
 * limit (images 2 MB, audio 10 MB, video 30 MB). The rest are dropped, each with its reason, so
 * the author is told which files were left out and why.
 */
export function pickFiles(files: readonly File[], kind: FileKind, room: number): PickResult {
  const accepted: File[] = [];
  const dropped: DroppedFile[] = [];
  files.forEach((file, index) => {
    const drop = (reason: DropReason) => dropped.push({ name: file.name, size: file.size, reason });
    if (index >= FILES_PER_UPLOAD_MAX) drop('too_many');
    else if (!typeMatches(file, kind)) drop('wrong_type');
    else if (file.size > MAX_BYTES_BY_KIND[kind]) drop('too_large');
    else if (accepted.length >= room) drop('no_room');
    else accepted.push(file);
  });
  return { accepted, dropped };
}
