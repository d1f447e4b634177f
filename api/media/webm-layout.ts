import type { ByteSource } from './byte-source.ts';
import { readElementHeader, type EbmlElement } from './ebml.ts';

const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMECODE_SCALE_ID = 0x2ad7b1;
const CLUSTER_ID = 0x1f43b675;
const CLUSTER_TIMECODE_ID = 0xe7;
const SIMPLE_BLOCK_ID = 0xa3;
const BLOCK_GROUP_ID = 0xa0;
const BLOCK_ID = 0xa1;
/** Elements read whole to look inside (Info, a BlockGroup's header part); anything bigger is skipped. */
const SMALL_ELEMENT_MAX = 64 * 1024;
/** Bounds the walk over a crafted file of millions of tiny elements. */
const ELEMENTS_MAX = 2_000_000;

/** Where a WebM's headers end, and how long its blocks run. */
export interface WebmLayout {
  /** Offset of the first Cluster: the bytes before it hold the EBML header, Info and Tracks. */
  headersEnd: number | null;
  /** Highest block timestamp in seconds, null when there is no block. */
  blocksSeconds: number | null;
}

/**
 * What music-metadata cannot read in a browser recording. MediaRecorder streams its file: it never
 * writes Segment Info's Duration, and writes Segment and Clusters with an "unknown" size, which
 * music-metadata 11 fails on (it tries to skip 2^56 bytes). So the caller parses only the headers
 * (`headersEnd`) with music-metadata, and takes the duration from here when none is stated: the
 * highest Cluster Timecode + Block relative timecode, × TimecodeScale (an unknown-size Cluster runs
 * to the next one).
 */
export async function readWebmLayout(source: ByteSource): Promise<WebmLayout> {
  const read = async (offset: number): Promise<(EbmlElement & { offset: number }) | null> => {
    const bytes = await source.read(offset, 12);
    const header = readElementHeader(bytes, 0);
    return header ? { ...header, offset, dataStart: offset + header.dataStart } : null;
  };
  const readUint = async (element: EbmlElement): Promise<number | null> => {
    if (element.size === null || element.size < 1 || element.size > 6) return null;
    const bytes = await source.read(element.dataStart, element.size);
    return bytes.reduce((value, byte) => value * 256 + byte, 0);
  };
  const blockTimecode = async (dataStart: number): Promise<number | null> => {
    // Track number (a vint), then a signed 16-bit timecode relative to the Cluster's.
    const bytes = await source.read(dataStart, 10);
    const trackLength = bytes[0] ? Math.clz32(bytes[0]) - 23 : 0;
    if (trackLength < 1 || trackLength > 8 || bytes.length < trackLength + 2) return null;
    return new DataView(bytes.buffer, bytes.byteOffset + trackLength, 2).getInt16(0);
  };

  const none: WebmLayout = { headersEnd: null, blocksSeconds: null };
  let offset = 0;
  const ebmlHeader = await read(offset);
  if (!ebmlHeader || ebmlHeader.size === null) return none;
  const segment = await read(ebmlHeader.dataStart + ebmlHeader.size);
  if (!segment || segment.id !== SEGMENT_ID) return none;
  const segmentEnd = segment.size === null ? source.size : Math.min(source.size, segment.dataStart + segment.size);

  let scale = 1_000_000;
  let clusterTime = 0;
  let latest: number | null = null;
  let headersEnd: number | null = null;
  offset = segment.dataStart;
  for (let count = 0; offset < segmentEnd && count < ELEMENTS_MAX; count++) {
    const element = await read(offset);
    if (!element) break;
    const end = element.size === null ? segmentEnd : element.dataStart + element.size;
    if (element.id === CLUSTER_ID) {
      headersEnd ??= element.offset;
      // Step into the Cluster: its children are read below, at the same level as the Segment's.
      offset = element.dataStart;
      continue;
    }
    if (element.id === INFO_ID && element.size !== null && element.size <= SMALL_ELEMENT_MAX) {
      for (let inner = element.dataStart; inner < end;) {
        const child = await read(inner);
        if (!child || child.size === null) break;
        if (child.id === TIMECODE_SCALE_ID) scale = (await readUint(child)) ?? scale;
        inner = child.dataStart + child.size;
      }
    } else if (element.id === CLUSTER_TIMECODE_ID) {
      clusterTime = (await readUint(element)) ?? clusterTime;
    } else if (element.id === SIMPLE_BLOCK_ID || element.id === BLOCK_GROUP_ID) {
      let blockStart: number | null = element.dataStart;
      if (element.id === BLOCK_GROUP_ID) {
        const block = await read(element.dataStart);
        blockStart = block?.id === BLOCK_ID ? block.dataStart : null;
      }
      const relative = blockStart === null ? null : await blockTimecode(blockStart);
      if (relative !== null) latest = Math.max(latest ?? 0, clusterTime + relative);
    }
    if (element.size === null) break;
    offset = end;
  }
  return { headersEnd, blocksSeconds: latest === null ? null : (latest * scale) / 1e9 };
}
