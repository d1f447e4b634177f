import * as v from 'valibot';

/** Upload limits by kind (spec §9), checked on the server by content, not by name. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 30 * 1024 * 1024;
export const FILES_PER_UPLOAD_MAX = 5;
export const COVER_IMAGES_MAX = 3;

export const FILE_KINDS = ['image', 'audio', 'video'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const MAX_BYTES_BY_KIND: Record<FileKind, number> = { image: IMAGE_MAX_BYTES, audio: AUDIO_MAX_BYTES, video: VIDEO_MAX_BYTES };

/** A stored file; `path` is where it is served (`/media/<id>/<name>`). */
export const FileSchema = v.object({
  id: v.string(),
  path: v.string(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
  kind: v.picklist(FILE_KINDS),
  durationSeconds: v.optional(v.nullable(v.number())),
});
export type StoredFile = v.InferOutput<typeof FileSchema>;
