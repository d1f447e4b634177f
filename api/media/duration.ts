import type { ByteSource } from './byte-source.ts';
import { mp3Duration, oggDuration, wavDuration } from './duration-audio.ts';
import { DURATION_ID, SEGMENT_INFO_ID, TIMECODE_SCALE_ID, children, dataEnd, findChild, findSegment, readFloat, readUint } from './ebml.ts';

/** MP4: the `mvhd` box inside `moov` (which may sit after a large `mdat`, at the end of the file). */
export async function mp4Duration(source: ByteSource): Promise<number | null> {
  const box = async (offset: number, end: number) => {
    const header = await source.read(offset, 16);
    if (header.length < 8) return null;
    const view = new DataView(header.buffer, header.byteOffset, header.length);
    let size = view.getUint32(0);
    let headerSize = 8;
    if (size === 1 && header.length >= 16) {
      size = Number(view.getBigUint64(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize) return null;
    return { type: String.fromCharCode(...header.subarray(4, 8)), start: offset + headerSize, end: Math.min(offset + size, end) };
  };
  const find = async (type: string, start: number, end: number) => {
    // Bounded so a file of tiny crafted boxes cannot keep us reading for long.
    for (let offset = start, i = 0; offset + 8 <= end && i < 1000; i++) {
      const found = await box(offset, end);
      if (!found) return null;
      if (found.type === type) return found;
      offset = found.end;
    }
    return null;
  };
  const moov = await find('moov', 0, source.size);
  const mvhd = moov && (await find('mvhd', moov.start, moov.end));
  if (!mvhd) return null;
  const data = await source.read(mvhd.start, 32);
  const view = new DataView(data.buffer, data.byteOffset, data.length);
  if (data[0] === 1 && data.length >= 32) {
    const duration = view.getBigUint64(24);
    return duration === 0xffffffffffffffffn ? null : Number(duration) / view.getUint32(20);
  }
  if (data.length < 20) return null;
  const duration = view.getUint32(16);
  return duration === 0xffffffff ? null : duration / view.getUint32(12);
}

/**
 * WebM: Segment Info's Duration × TimecodeScale. MediaRecorder writes no Duration (it streams and
 * never goes back to patch the header), so browser recordings give null here.
 */
export async function webmDuration(source: ByteSource): Promise<number | null> {
  const head = await source.read(0, 64 * 1024);
  const segment = findSegment(head);
  if (!segment) return null;
  const info = findChild(head, segment.dataStart, dataEnd(segment, head.length), SEGMENT_INFO_ID);
  if (!info || info.size === null) return null;
  const infoEnd = dataEnd(info, head.length);
  let scale = 1_000_000;
  let duration: number | null = null;
  for (const element of children(head, info.dataStart, infoEnd)) {
    if (element.id === TIMECODE_SCALE_ID) scale = readUint(head, element) ?? scale;
    if (element.id === DURATION_ID) duration = readFloat(head, element);
  }
  return duration === null ? null : (duration * scale) / 1e9;
}

const READERS: Record<string, (source: ByteSource) => Promise<number | null>> = {
  'audio/wav': wavDuration,
  'audio/mpeg': mp3Duration,
  'audio/ogg': oggDuration,
  'audio/mp4': mp4Duration,
  'video/mp4': mp4Duration,
  'audio/webm': webmDuration,
  'video/webm': webmDuration,
};

/**
 * Duration in seconds (rounded to the millisecond) when the container states it; null when it does
 * not, when the type has none (images) or when the header is damaged. Never throws for bad bytes.
 */
export async function mediaDuration(source: ByteSource, mime: string): Promise<number | null> {
  const reader = READERS[mime];
  if (!reader) return null;
  let seconds: number | null;
  try {
    seconds = await reader(source);
  } catch (error) {
    // Damaged headers can point past the data we have (RangeError from DataView): no duration then.
    if (error instanceof RangeError) return null;
    throw error;
  }
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0 || seconds > 1e7) return null;
  // Kept to the millisecond; a lone frame header estimates less than that, which is no duration.
  const rounded = Math.round(seconds * 1000) / 1000;
  return rounded > 0 ? rounded : null;
}
