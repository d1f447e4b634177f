import type { ByteSource } from './byte-source.ts';
import { id3v2Size, readMpegFrame } from './mpeg-audio.ts';

const u32be = (b: Uint8Array, o: number) => new DataView(b.buffer, b.byteOffset).getUint32(o);
const u32le = (b: Uint8Array, o: number) => new DataView(b.buffer, b.byteOffset).getUint32(o, true);
const ascii = (b: Uint8Array, start: number, end: number) => String.fromCharCode(...b.subarray(start, end));

/** WAV: the `data` chunk's size over the byte rate of the `fmt ` chunk. */
export async function wavDuration(source: ByteSource): Promise<number | null> {
  let byteRate = 0;
  let offset = 12;
  // A WAV has a handful of chunks; the bound keeps a crafted file from making us loop for long.
  for (let i = 0; i < 64 && offset + 8 <= source.size; i++) {
    const header = await source.read(offset, 20);
    if (header.length < 8) return null;
    const id = ascii(header, 0, 4);
    const size = u32le(header, 4);
    // fmt: format (2), channels (2), sample rate (4), then bytes per second.
    if (id === 'fmt ' && header.length >= 20) byteRate = u32le(header, 16);
    if (id === 'data') {
      if (!byteRate) return null;
      // Streamed WAVs leave the size at 0 or 0xFFFFFFFF: then the data runs to the end of the file.
      const available = source.size - offset - 8;
      const dataSize = size === 0 || size > available ? available : size;
      return dataSize / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** First MPEG frame after any ID3v2 tag: two consecutive valid headers, searched in the first 64 KB. */
async function firstFrame(source: ByteSource) {
  let start = 0;
  // Some encoders write more than one ID3v2 tag in a row; a few is plenty for real files.
  for (let i = 0, tag = id3v2Size(await source.read(0, 10)); i < 8 && tag > 0; i++, tag = id3v2Size(await source.read(start, 10))) {
    start += tag;
  }
  const window = await source.read(start, 64 * 1024);
  for (let i = 0; i + 4 <= window.length; i++) {
    const frame = readMpegFrame(window, i);
    if (frame && (i + frame.frameLength + 4 > window.length || readMpegFrame(window, i + frame.frameLength))) {
      return { frame, offset: start + i, bytes: await source.read(start + i, 256) };
    }
  }
  return null;
}

/** MP3: frame count from a Xing/Info or VBRI header, else a constant-bitrate estimate from the size. */
export async function mp3Duration(source: ByteSource): Promise<number | null> {
  const found = await firstFrame(source);
  if (!found) return null;
  const { frame, offset, bytes } = found;
  const sideInfo = frame.version === 1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = 4 + sideInfo;
  const tag = ascii(bytes, xing, xing + 4);
  if ((tag === 'Xing' || tag === 'Info') && bytes.length >= xing + 12 && u32be(bytes, xing + 4) & 1) {
    return (u32be(bytes, xing + 8) * frame.samplesPerFrame) / frame.sampleRate;
  }
  if (ascii(bytes, 36, 40) === 'VBRI' && bytes.length >= 36 + 18) {
    return (u32be(bytes, 36 + 14) * frame.samplesPerFrame) / frame.sampleRate;
  }
  const id3v1 = source.size >= 128 && ascii(await source.read(source.size - 128, 3), 0, 3) === 'TAG' ? 128 : 0;
  return ((source.size - offset - id3v1) * 8) / (frame.bitrateKbps * 1000);
}

/** Ogg page header fields we need (RFC 3533). */
function oggPage(bytes: Uint8Array, offset: number) {
  if (offset + 27 > bytes.length || ascii(bytes, offset, offset + 4) !== 'OggS' || bytes[offset + 4] !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
  return { granule: view.getBigInt64(6, true), serial: view.getUint32(14, true), segments: bytes[offset + 26]! };
}

/** Ogg Vorbis or Opus: the last page's granule position over the stream's sample rate. */
export async function oggDuration(source: ByteSource): Promise<number | null> {
  const head = await source.read(0, 512);
  const first = oggPage(head, 0);
  if (!first) return null;
  const packet = 27 + first.segments;
  let rate: number;
  let preSkip = 0;
  if (head[packet] === 1 && ascii(head, packet + 1, packet + 7) === 'vorbis' && head.length >= packet + 16) {
    rate = u32le(head, packet + 12);
  } else if (ascii(head, packet, packet + 8) === 'OpusHead' && head.length >= packet + 12) {
    // Opus granules always count 48 kHz samples, including the encoder's pre-skip.
    rate = 48000;
    preSkip = new DataView(head.buffer, head.byteOffset).getUint16(packet + 10, true);
  } else {
    return null;
  }
  if (!rate) return null;
  // A page is at most 65,307 bytes, so the last one starts within the last 64 KB + a header.
  const tailStart = Math.max(0, source.size - 66 * 1024);
  const tail = await source.read(tailStart, source.size - tailStart);
  for (let i = tail.length - 27; i >= 0; i--) {
    const page = oggPage(tail, i);
    // Granule -1 means no packet ends on that page; keep looking further back.
    if (page && page.serial === first.serial && page.granule >= 0n) return (Number(page.granule) - preSkip) / rate;
  }
  return null;
}
