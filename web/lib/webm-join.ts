/**
 * Joins two WebM recordings into one (issue #13: "the author picks or appends takes"), without
 * decoding: the second's Clusters follow the first's, their timestamps moved to start where the
 * first ends. Both must hold the same single audio track (codec and audio settings): takes of the
 * recorder's speech preset do. The result streams like a MediaRecorder file (Segment and added
 * Clusters of unknown size, no Duration, SeekHead or Cues, which the appended part would
 * contradict), so players and the server time it from its blocks.
 */

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMECODE_SCALE_ID = 0x2ad7b1;
const DURATION_ID = 0x4489;
const TRACKS_ID = 0x1654ae6b;
const TRACK_ENTRY_ID = 0xae;
const CODEC_ID = 0x86;
const AUDIO_ID = 0xe1;
const TRACK_NUMBER_ID = 0xd7;
const CLUSTER_ID = 0x1f43b675;
const TIMECODE_ID = 0xe7;
const SIMPLE_BLOCK_ID = 0xa3;
const BLOCK_GROUP_ID = 0xa0;
const BLOCK_ID = 0xa1;
const BLOCK_DURATION_ID = 0x9b;
/** Top-level Segment children: where an unknown-size Cluster ends. */
const TOP_LEVEL = new Set([CLUSTER_ID, 0x1c53bb6b, 0x1254c367, 0x114d9b74, INFO_ID, TRACKS_ID, 0x1043a770, 0x1941a469]);
/** An Opus frame, when a recording has a single block to measure from. */
const DEFAULT_FRAME_MS = 20;
const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];

/** Why two recordings cannot be joined: not WebM, or not the same audio format. */
export class WebmJoinError extends Error {
  constructor(readonly reason: 'not-webm' | 'different-format') {
    super(reason === 'not-webm' ? 'Only WebM recordings can be joined.' : 'The recordings are not in the same audio format.');
  }
}

interface Element {
  id: number;
  start: number;
  dataStart: number;
  /** End of the element (an unknown size runs to the next top-level element or the parent's end). */
  end: number;
  known: boolean;
}

function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  return 0;
}

function readHeader(bytes: Uint8Array, offset: number): Omit<Element, 'end'> & { size: number | null } {
  const idLength = vintLength(bytes[offset] ?? 0);
  const sizeOffset = offset + idLength;
  const sizeLength = vintLength(bytes[sizeOffset] ?? 0);
  if (idLength === 0 || idLength > 4 || sizeLength === 0 || sizeOffset + sizeLength > bytes.length) throw new WebmJoinError('not-webm');
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[offset + i]!;
  let size = bytes[sizeOffset]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + bytes[sizeOffset + i]!;
    allOnes &&= bytes[sizeOffset + i] === 0xff;
  }
  return { id, start: offset, dataStart: sizeOffset + sizeLength, size: allOnes ? null : size, known: !allOnes };
}

/** The children of [from, to); an unknown-size child ends at the next top-level id. */
function children(bytes: Uint8Array, from: number, to: number): Element[] {
  const out: Element[] = [];
  let offset = from;
  while (offset < to) {
    let header: ReturnType<typeof readHeader>;
    try {
      header = readHeader(bytes, offset);
    } catch {
      // A recording cut mid-element (a crash): what came before is kept.
      break;
    }
    let end: number;
    if (header.size !== null) end = Math.min(to, header.dataStart + header.size);
    else {
      end = header.dataStart;
      while (end < to) {
        let inner: ReturnType<typeof readHeader>;
        try {
          inner = readHeader(bytes, end);
        } catch {
          end = to;
          break;
        }
        if (TOP_LEVEL.has(inner.id) || inner.size === null) break;
        end = inner.dataStart + inner.size;
      }
      end = Math.min(end, to);
    }
    out.push({ ...header, end });
    offset = end;
  }
  return out;
}

const uint = (bytes: Uint8Array, e: Element) => bytes.subarray(e.dataStart, e.end).reduce((v, b) => v * 256 + b, 0);

const idBytes = (id: number) => {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return out;
};

/** An element with an 8-byte size. */
function element(id: number, data: Uint8Array[]): Uint8Array[] {
  const length = data.reduce((n, d) => n + d.length, 0);
  const size = [0x01];
  for (let i = 6; i >= 0; i--) size.push(Math.floor(length / 256 ** i) % 256);
  return [new Uint8Array([...idBytes(id), ...size]), ...data];
}

interface Parsed {
  bytes: Uint8Array;
  header: Uint8Array;
  info: Element;
  tracks: Element;
  clusters: Element[];
  scale: number;
  /** Timestamps (in TimecodeScale units) of the first block and just after the last one. */
  first: number;
  end: number;
}

/** The block timestamps of a Cluster, and the end of its last block when a BlockGroup states it. */
function blockTimes(bytes: Uint8Array, cluster: Element): { times: number[]; stated?: number; base: number } {
  const parts = children(bytes, cluster.dataStart, cluster.end);
  const timecode = parts.find((p) => p.id === TIMECODE_ID);
  const base = timecode ? uint(bytes, timecode) : 0;
  const times: number[] = [];
  let stated: number | undefined;
  const relative = (dataStart: number) => {
    const trackLength = vintLength(bytes[dataStart] ?? 0);
    return new DataView(bytes.buffer, bytes.byteOffset + dataStart + trackLength, 2).getInt16(0);
  };
  for (const p of parts) {
    if (p.id === SIMPLE_BLOCK_ID) times.push(base + relative(p.dataStart));
    if (p.id === BLOCK_GROUP_ID) {
      const inner = children(bytes, p.dataStart, p.end);
      const block = inner.find((e) => e.id === BLOCK_ID);
      const duration = inner.find((e) => e.id === BLOCK_DURATION_ID);
      if (!block) continue;
      const at = base + relative(block.dataStart);
      times.push(at);
      if (duration) stated = Math.max(stated ?? 0, at + uint(bytes, duration));
    }
  }
  return { times, stated, base };
}

function parse(bytes: Uint8Array): Parsed {
  const ebml = readHeader(bytes, 0);
  if (ebml.id !== EBML_ID || ebml.size === null) throw new WebmJoinError('not-webm');
  const headerEnd = ebml.dataStart + ebml.size;
  const segment = readHeader(bytes, headerEnd);
  if (segment.id !== SEGMENT_ID) throw new WebmJoinError('not-webm');
  const segmentEnd = segment.size === null ? bytes.length : Math.min(bytes.length, segment.dataStart + segment.size);
  const top = children(bytes, segment.dataStart, segmentEnd);
  const info = top.find((e) => e.id === INFO_ID);
  const tracks = top.find((e) => e.id === TRACKS_ID);
  const clusters = top.filter((e) => e.id === CLUSTER_ID);
  if (!info || !tracks || clusters.length === 0) throw new WebmJoinError('not-webm');
  const scaleElement = children(bytes, info.dataStart, info.end).find((e) => e.id === TIMECODE_SCALE_ID);
  let first = Infinity;
  let last = -Infinity;
  let stated = -Infinity;
  let step = Infinity;
  for (const cluster of clusters) {
    const found = blockTimes(bytes, cluster);
    for (const [i, t] of found.times.entries()) {
      first = Math.min(first, t);
      last = Math.max(last, t);
      if (i > 0 && t > found.times[i - 1]!) step = Math.min(step, t - found.times[i - 1]!);
    }
    if (found.stated !== undefined) stated = Math.max(stated, found.stated);
  }
  if (!Number.isFinite(first)) throw new WebmJoinError('not-webm');
  const scale = scaleElement ? uint(bytes, scaleElement) : 1_000_000;
  const frame = Number.isFinite(step) ? step : Math.round((DEFAULT_FRAME_MS * 1_000_000) / scale);
  return { bytes, header: bytes.subarray(0, headerEnd), info, tracks, clusters, scale, first, end: Math.max(last + frame, stated) };
}

/** What must match for the blocks of one to play under the other's track header. */
function trackSignature({ bytes, tracks }: Parsed): string {
  const entries = children(bytes, tracks.dataStart, tracks.end).filter((e) => e.id === TRACK_ENTRY_ID);
  return entries
    .map((entry) =>
      children(bytes, entry.dataStart, entry.end)
        .filter((e) => e.id === CODEC_ID || e.id === AUDIO_ID || e.id === TRACK_NUMBER_ID)
        .map((e) => `${e.id}:${Array.from(bytes.subarray(e.dataStart, e.end)).join(',')}`)
        .join(';'),
    )
    .join('|');
}

/** The length of a WebM recording in milliseconds, from its blocks. */
export function webmDurationMs(bytes: Uint8Array): number {
  const parsed = parse(bytes);
  return ((parsed.end - parsed.first) * parsed.scale) / 1_000_000;
}

/**
 * `first` then `second` as one WebM, and its length in milliseconds. Throws `WebmJoinError` when
 * either is not WebM or their tracks differ.
 */
export function joinWebm(first: Uint8Array, second: Uint8Array): { bytes: Uint8Array<ArrayBuffer>; durationMs: number } {
  const a = parse(first);
  const b = parse(second);
  if (trackSignature(a) !== trackSignature(b) || a.scale !== b.scale) throw new WebmJoinError('different-format');
  const shift = a.end - b.first;
  const infoChildren = children(first, a.info.dataStart, a.info.end).filter((e) => e.id !== DURATION_ID);
  const parts: Uint8Array[] = [
    a.header,
    new Uint8Array([...idBytes(SEGMENT_ID), ...UNKNOWN_SIZE]),
    ...element(
      INFO_ID,
      infoChildren.map((e) => first.subarray(e.start, e.end)),
    ),
    first.subarray(a.tracks.start, a.tracks.end),
    ...a.clusters.map((c) => first.subarray(c.start, c.end)),
  ];
  for (const cluster of b.clusters) {
    const kept = children(second, cluster.dataStart, cluster.end);
    const timecode = kept.find((e) => e.id === TIMECODE_ID);
    const moved = (timecode ? uint(second, timecode) : 0) + shift;
    parts.push(new Uint8Array([...idBytes(CLUSTER_ID), ...UNKNOWN_SIZE]));
    parts.push(...element(TIMECODE_ID, [new Uint8Array(idBytes(moved).length ? idBytes(moved) : [0])]));
    for (const e of kept) if (e.id !== TIMECODE_ID) parts.push(second.subarray(e.start, e.end));
  }
  const length = parts.reduce((n, p) => n + p.length, 0);
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  return { bytes, durationMs: ((a.end - a.first + (b.end - b.first)) * a.scale) / 1_000_000 };
}
