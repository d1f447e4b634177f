/**
 * EBML element headers (the container format of WebM, RFC 8794), for the one thing no library
 * covers: the duration of a recording that does not state it (`webm-duration.ts`). Element ids and
 * sizes are variable-length integers; a size whose value bits are all ones means "unknown" (live
 * recordings write the Segment and Clusters that way).
 */

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
