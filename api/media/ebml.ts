/**
 * Just enough EBML (the container format of WebM and Matroska, RFC 8794) to find a few elements in
 * the first bytes of a file: element ids and sizes are variable-length integers; a size whose value
 * bits are all ones means "unknown" (live recordings write the Segment and Clusters that way).
 */

export const EBML_HEADER_ID = 0x1a45dfa3;
export const SEGMENT_ID = 0x18538067;
export const SEGMENT_INFO_ID = 0x1549a966;
export const TIMECODE_SCALE_ID = 0x2ad7b1;
export const DURATION_ID = 0x4489;
export const TRACKS_ID = 0x1654ae6b;
export const TRACK_ENTRY_ID = 0xae;
export const TRACK_TYPE_ID = 0x83;
export const CLUSTER_ID = 0x1f43b675;

export interface EbmlElement {
  id: number;
  /** Offset of the element's data (after id and size). */
  dataStart: number;
  /** Size of the data; null when unknown (the element runs to the end of its parent). */
  size: number | null;
}

function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  return 0;
}

/** Reads an element header at `offset`; null when the bytes end first or are not EBML. */
export function readElementHeader(bytes: Uint8Array, offset: number): EbmlElement | null {
  const idLength = vintLength(bytes[offset] ?? 0);
  if (idLength === 0 || idLength > 4 || offset + idLength >= bytes.length) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[offset + i]!;
  const sizeOffset = offset + idLength;
  const sizeLength = vintLength(bytes[sizeOffset] ?? 0);
  if (sizeLength === 0 || sizeOffset + sizeLength > bytes.length) return null;
  let size = bytes[sizeOffset]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const byte = bytes[sizeOffset + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, dataStart: sizeOffset + sizeLength, size: allOnes ? null : size };
}

/**
 * The direct children of the element whose data spans [start, end). Stops at the end of the bytes
 * or after a child of unknown size (it is the last one we can place).
 */
export function* children(bytes: Uint8Array, start: number, end: number): Generator<EbmlElement> {
  let offset = start;
  const limit = Math.min(end, bytes.length);
  while (offset < limit) {
    const element = readElementHeader(bytes, offset);
    if (!element) return;
    yield element;
    if (element.size === null) return;
    offset = element.dataStart + element.size;
  }
}

/** The first child with `id` inside [start, end), if the bytes reach it. */
export function findChild(bytes: Uint8Array, start: number, end: number, id: number): EbmlElement | undefined {
  for (const element of children(bytes, start, end)) if (element.id === id) return element;
  return undefined;
}

/** End offset of an element's data, bounded by the bytes we have and by its parent. */
export function dataEnd(element: EbmlElement, parentEnd: number): number {
  return element.size === null ? parentEnd : Math.min(element.dataStart + element.size, parentEnd);
}

/** An unsigned integer element's value (up to 6 bytes stays exact in a double). */
export function readUint(bytes: Uint8Array, element: EbmlElement): number | null {
  if (element.size === null || element.size < 1 || element.size > 6 || element.dataStart + element.size > bytes.length) return null;
  let value = 0;
  for (let i = 0; i < element.size; i++) value = value * 256 + bytes[element.dataStart + i]!;
  return value;
}

/** A float element's value (4 or 8 bytes, big-endian). */
export function readFloat(bytes: Uint8Array, element: EbmlElement): number | null {
  if (element.size !== 4 && element.size !== 8) return null;
  if (element.dataStart + element.size > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.dataStart, element.size);
  return element.size === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

/** The Segment element after the EBML header, if the bytes start with one. */
export function findSegment(bytes: Uint8Array): EbmlElement | undefined {
  const header = readElementHeader(bytes, 0);
  if (!header || header.id !== EBML_HEADER_ID || header.size === null) return undefined;
  const segment = readElementHeader(bytes, header.dataStart + header.size);
  return segment?.id === SEGMENT_ID ? segment : undefined;
}

/**
 * Track types declared in the Tracks element (1 video, 2 audio), or null when the Tracks element is
 * not within `bytes` (then the caller decides without it).
 */
export function webmTrackTypes(bytes: Uint8Array): number[] | null {
  const segment = findSegment(bytes);
  if (!segment) return null;
  const segmentEnd = dataEnd(segment, bytes.length);
  for (const element of children(bytes, segment.dataStart, segmentEnd)) {
    if (element.id === CLUSTER_ID) return null;
    if (element.id !== TRACKS_ID) continue;
    const tracksEnd = dataEnd(element, segmentEnd);
    if (element.size !== null && element.dataStart + element.size > bytes.length) return null;
    const types: number[] = [];
    for (const entry of children(bytes, element.dataStart, tracksEnd)) {
      if (entry.id !== TRACK_ENTRY_ID) continue;
      const type = findChild(bytes, entry.dataStart, dataEnd(entry, tracksEnd), TRACK_TYPE_ID);
      const value = type ? readUint(bytes, type) : null;
      if (value !== null) types.push(value);
    }
    return types;
  }
  return null;
}
