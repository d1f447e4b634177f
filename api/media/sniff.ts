import type { FileKind } from '../schemas/file.ts';
import { EBML_HEADER_ID, readElementHeader, webmTrackTypes } from './ebml.ts';
import { looksLikeMpegAudio } from './mpeg-audio.ts';

/** What the bytes are: the MIME type served back and the kind that sets the size limit. */
export interface Sniffed {
  mime: string;
  kind: FileKind;
}

/**
 * How many leading bytes the sniffer wants before deciding: the magic numbers need 12, but a WebM's
 * Tracks element (audio-only or video?) sits after its header and Info, within a few kilobytes.
 */
export const SNIFF_BYTES = 64 * 1024;

/** ISO-BMFF brands that are still images (HEIF, AVIF) or raw photos, not playable video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'crx ']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ']);
/** Declared types that mark an MP4 or WebM as sound only (browser recordings are sent this way). */
const AUDIO_DECLARED = /^audio\//;

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function mediaType(declaredType: string | null | undefined): string {
  return (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
}

function sniffMp4(head: Uint8Array, declared: string): Sniffed | null {
  const brand = ascii(head, 8, 12);
  if (IMAGE_BRANDS.has(brand)) return null;
  if (AUDIO_BRANDS.has(brand) || AUDIO_DECLARED.test(declared)) return { mime: 'audio/mp4', kind: 'audio' };
  return { mime: 'video/mp4', kind: 'video' };
}

function sniffWebm(head: Uint8Array, declared: string): Sniffed {
  const tracks = webmTrackTypes(head);
  // Track types are authoritative when we can see them; otherwise trust a declared audio type, as
  // MediaRecorder audio is `audio/webm` and a wrong guess only tightens the limit to audio's.
  const audioOnly = tracks ? tracks.length > 0 && !tracks.includes(1) : AUDIO_DECLARED.test(declared);
  return audioOnly ? { mime: 'audio/webm', kind: 'audio' } : { mime: 'video/webm', kind: 'video' };
}

/** An Ogg stream whose first packet is a Theora header is video, which the product does not take. */
function oggIsVideo(head: Uint8Array): boolean {
  const segments = head[26] ?? 0;
  const packet = 27 + segments;
  return head[packet] === 0x80 && ascii(head, packet + 1, packet + 7) === 'theora';
}

/**
 * Decides a file's type from its first bytes (magic numbers), never from its name or the declared
 * Content-Type, which only settles whether a WebM or MP4 holds sound only. Null for anything the
 * product does not accept: SVG, HTML, scripts, archives, other images and unknown bytes.
 */
export function sniffMedia(head: Uint8Array, declaredType?: string | null): Sniffed | null {
  const declared = mediaType(declaredType);
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', kind: 'image' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', kind: 'image' };
  if (ascii(head, 0, 4) === 'RIFF' && head.length >= 12) {
    const form = ascii(head, 8, 12);
    if (form === 'WEBP') return { mime: 'image/webp', kind: 'image' };
    if (form === 'WAVE') return { mime: 'audio/wav', kind: 'audio' };
    return null;
  }
  if (ascii(head, 0, 4) === 'OggS') return oggIsVideo(head) ? null : { mime: 'audio/ogg', kind: 'audio' };
  if (ascii(head, 4, 8) === 'ftyp' && head.length >= 12) return sniffMp4(head, declared);
  if (readElementHeader(head, 0)?.id === EBML_HEADER_ID) return sniffWebm(head, declared);
  if (looksLikeMpegAudio(head)) return { mime: 'audio/mpeg', kind: 'audio' };
  return null;
}
