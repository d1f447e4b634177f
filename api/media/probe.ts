import { rename, stat } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer, parseFile, type IAudioMetadata } from 'music-metadata';
import sharp from 'sharp';
import { ApiError } from '../http/errors.ts';
import type { FileKind } from '../schemas/file.ts';
import { withFileSource } from './byte-source.ts';
import { readWebmLayout } from './webm-layout.ts';

/** Leading bytes handed to `file-type` before the rest of the upload is written (it needs ~4 KB). */
export const SNIFF_BYTES = 64 * 1024;
/** Decoding bombs: images above this many pixels are refused before being decoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** A container the product accepts, as `file-type` names it (its `ext`). */
interface Accepted {
  mime: string;
  kind: FileKind;
  ext: string;
  /** MP4 and WebM hold sound only or video: settled by their tracks once parsed. */
  audioOrVideo?: { audioMime: string; audioExt: string };
}

const ACCEPTED: Record<string, Accepted> = {
  jpg: { mime: 'image/jpeg', kind: 'image', ext: 'jpg' },
  png: { mime: 'image/png', kind: 'image', ext: 'png' },
  webp: { mime: 'image/webp', kind: 'image', ext: 'webp' },
  mp3: { mime: 'audio/mpeg', kind: 'audio', ext: 'mp3' },
  wav: { mime: 'audio/wav', kind: 'audio', ext: 'wav' },
  ogg: { mime: 'audio/ogg', kind: 'audio', ext: 'ogg' },
  oga: { mime: 'audio/ogg', kind: 'audio', ext: 'ogg' },
  opus: { mime: 'audio/ogg', kind: 'audio', ext: 'ogg' },
  m4a: { mime: 'audio/mp4', kind: 'audio', ext: 'm4a' },
  mp4: { mime: 'video/mp4', kind: 'video', ext: 'mp4', audioOrVideo: { audioMime: 'audio/mp4', audioExt: 'm4a' } },
  m4v: { mime: 'video/mp4', kind: 'video', ext: 'mp4', audioOrVideo: { audioMime: 'audio/mp4', audioExt: 'm4a' } },
  webm: { mime: 'video/webm', kind: 'video', ext: 'webm', audioOrVideo: { audioMime: 'audio/webm', audioExt: 'webm' } },
};

/** What the first bytes claim; `finish` proves it by parsing the whole file. */
export interface Detected {
  accepted: Accepted;
  /** The kind whose size limit applies while receiving (a declared `audio/*` WebM or MP4 gets audio's). */
  limitKind: FileKind;
}

/** The verdict on a complete file: its served type, stored extension, and duration for media. */
export interface Probed {
  mime: string;
  kind: FileKind;
  ext: string;
  durationSeconds: number | null;
  /** Size of the stored bytes (images are re-encoded). */
  size: number;
}

const unsupported = (label: string) =>
  new ApiError(415, 'unsupported_media_type', `"${label}" is not a supported file: images must be JPEG, PNG or WebP; audio WebM, Ogg, MP4, MP3 or WAV; video MP4 or WebM.`);
const unreadable = (label: string, kind: FileKind) => new ApiError(415, 'unreadable_media', `"${label}" is not a readable ${kind} file: it could not be decoded.`);

/**
 * The type the first bytes announce (by `file-type`, never the name or declared type), or a `415`.
 * The declared type only narrows a WebM or MP4 to audio's size limit while it streams.
 */
export async function detect(head: Uint8Array, declaredType: string | null, label: string): Promise<Detected> {
  const found = await fileTypeFromBuffer(head);
  const accepted = found ? ACCEPTED[found.ext] : undefined;
  if (!accepted) throw unsupported(label);
  const declaredAudio = /^audio\//i.test(declaredType ?? '');
  return { accepted, limitKind: accepted.audioOrVideo && declaredAudio ? 'audio' : accepted.kind };
}

/** Decodes and re-encodes an image in place: dimensions proven, trailing data and metadata gone. */
async function cleanImage(path: string, accepted: Accepted, label: string): Promise<number> {
  const format = accepted.ext === 'jpg' ? 'jpeg' : accepted.ext;
  try {
    const input = sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
    const meta = await input.metadata();
    if (meta.format !== format || !meta.width || !meta.height) throw unreadable(label, 'image');
    // rotate(): applies the EXIF orientation before the EXIF block (and any GPS position) is dropped.
    const cleaned = `${path}.clean`;
    await input
      .rotate()
      .toFormat(format as 'jpeg' | 'png' | 'webp', format === 'png' ? { compressionLevel: 9 } : { quality: 85 })
      .toFile(cleaned);
    await rename(cleaned, path);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable(label, 'image');
  }
  return (await stat(path)).size;
}

/** Parses sound or video: a real stream must exist; the duration is read, or computed for recordings. */
async function probeMedia(path: string, accepted: Accepted, label: string): Promise<{ mime: string; kind: FileKind; ext: string; durationSeconds: number }> {
  let format: IAudioMetadata['format'];
  let blocksSeconds: number | null = null;
  try {
    if (accepted.ext === 'webm') {
      const layout = await withFileSource(path, async (source) => {
        const found = await readWebmLayout(source);
        const head = found.headersEnd === null ? null : await source.read(0, found.headersEnd);
        return { ...found, head };
      });
      if (!layout.head) throw unreadable(label, accepted.kind);
      blocksSeconds = layout.blocksSeconds;
      ({ format } = await parseBuffer(layout.head, { mimeType: 'video/webm', size: layout.head.length }, { duration: true, skipCovers: true }));
    } else {
      ({ format } = await parseFile(path, { duration: true, skipCovers: true }));
    }
  } catch {
    throw unreadable(label, accepted.kind);
  }
  const hasVideo = format.hasVideo === true;
  const hasAudio = format.hasAudio === true && (format.sampleRate ?? 0) > 0;
  if (!hasAudio && !hasVideo) throw unreadable(label, accepted.kind);
  if (accepted.kind === 'audio' && hasVideo) throw unsupported(label);
  let seconds = format.duration ?? null;
  // A recording that states no duration: from its blocks (WebM), or its PCM data size (WAV).
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) seconds = blocksSeconds ?? (accepted.ext === 'wav' ? await pcmSeconds(path, format) : null);
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0 || seconds > 1e7) throw unreadable(label, accepted.kind);
  const durationSeconds = Math.round(seconds * 1000) / 1000;
  if (durationSeconds <= 0) throw unreadable(label, accepted.kind);
  if (accepted.audioOrVideo && !hasVideo) {
    return { mime: accepted.audioOrVideo.audioMime, kind: 'audio', ext: accepted.audioOrVideo.audioExt, durationSeconds };
  }
  return { mime: accepted.mime, kind: accepted.kind, ext: accepted.ext, durationSeconds };
}

/** A streamed WAV (data size 0, as live recorders write): PCM bytes after a 44-byte header ÷ byte rate. */
async function pcmSeconds(path: string, format: IAudioMetadata['format']): Promise<number | null> {
  const { sampleRate, numberOfChannels, bitsPerSample } = format;
  if (!sampleRate || !numberOfChannels || !bitsPerSample) return null;
  const data = (await stat(path)).size - 44;
  return data > 0 ? data / (sampleRate * numberOfChannels * (bitsPerSample / 8)) : null;
}

/**
 * Proves a complete upload is what its first bytes said, by parsing all of it with maintained
 * libraries: images are decoded by sharp (dimensions read) and re-encoded, which drops anything
 * appended or hidden in metadata (polyglots); sound and video are parsed by music-metadata and must
 * hold a real stream with a duration. Throws `415` otherwise.
 */
export async function probe(path: string, detected: Detected, label: string): Promise<Probed> {
  const { accepted } = detected;
  if (accepted.kind === 'image') {
    const size = await cleanImage(path, accepted, label);
    return { mime: accepted.mime, kind: 'image', ext: accepted.ext, durationSeconds: null, size };
  }
  const media = await probeMedia(path, accepted, label);
  return { ...media, size: (await stat(path)).size };
}
