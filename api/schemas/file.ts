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

/**
 * The widths (px) the server makes of a stored picture, as WebP, asked for with `?w=` on its path
 * (api/media/resized.ts). A fixed set, so the copies a server keeps stay bounded and a page's
 * `srcset` (web/lib/image-sources.ts) hits copies already made.
 */
export const IMAGE_WIDTHS = [96, 160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A stored file; `path` is where it is served (`/media/<id>/<name>`). */
export const FileSchema = v.object({
  id: v.string(),
  path: v.string(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
  kind: v.picklist(FILE_KINDS),
  durationSeconds: v.optional(v.nullable(v.number())),
  /** An audio file's waveform once the server made it: `PEAK_COUNT` levels in 0…1 (api/media/peaks.ts). */
  peaks: v.optional(v.array(v.number())),
  /**
   * Set when the server decoded the whole file and it does not play (garbage behind a valid first
   * frame): its articles are kept from readers and the author is asked for another file.
   */
  unreadable: v.optional(v.literal(true)),
});
export type StoredFile = v.InferOutput<typeof FileSchema>;

/** `PUT /api/files/:id`: the id is made on the device (UUIDv7, 32 lowercase hex digits). */
export const FileIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'invalid_id')) });

/** `POST /api/files` answers the stored files in the order they were sent. */
export const FileBatchSchema = v.object({ items: v.array(FileSchema) });
export type FileBatch = v.InferOutput<typeof FileBatchSchema>;

/** `GET /api/files/:id/peaks`: the waveform of an audio file, `PEAK_COUNT` levels in 0…1. */
export const PeaksSchema = v.object({ peaks: v.array(v.number()) });
export type Peaks = v.InferOutput<typeof PeaksSchema>;
