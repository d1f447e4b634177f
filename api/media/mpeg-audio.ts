/**
 * MPEG audio frame headers (MP1/MP2/MP3), used to recognise an MP3 without an ID3 tag and to read
 * its duration. Reference: the frame header layout in ISO/IEC 11172-3 and 13818-3.
 */

export interface MpegFrame {
  /** 1 for MPEG-1, 2 for MPEG-2 and 2.5 (same tables). */
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  bitrateKbps: number;
  sampleRate: number;
  samplesPerFrame: number;
  frameLength: number;
  mono: boolean;
}

const BITRATES: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] } as const;

/** The frame header at `offset`, or null when those 4 bytes are not a valid, fixed-bitrate header. */
export function readMpegFrame(bytes: Uint8Array, offset: number): MpegFrame | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const versionBits = (b1 >> 3) & 3;
  const layerBits = (b1 >> 1) & 3;
  // 01 is a reserved version; layer 00 is reserved (and is what AAC's ADTS headers carry).
  if (versionBits === 1 || layerBits === 0) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  // Index 0 is "free format" (no length to check), 15 and rate 3 are invalid.
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const bitrateKbps = BITRATES[`${version === 1 ? 1 : 2}-${layer}`]![bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version][rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samplesPerFrame = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const frameLength =
    layer === 1
      ? (Math.floor((12 * bitrateKbps * 1000) / sampleRate) + padding) * 4
      : Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { version, layer, bitrateKbps, sampleRate, samplesPerFrame, frameLength, mono: b3 >> 6 === 3 };
}

/** Size of an ID3v2 tag at `offset` (header, body and optional footer), or 0 when there is none. */
export function id3v2Size(bytes: Uint8Array, offset = 0): number {
  if (offset + 10 > bytes.length) return 0;
  if (bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33) return 0;
  const sizeBytes = bytes.subarray(offset + 6, offset + 10);
  if (sizeBytes.some((b) => b & 0x80)) return 0;
  const size = sizeBytes.reduce((total, b) => total * 128 + b, 0);
  const footer = bytes[offset + 5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * True when `bytes` start like an MPEG audio stream: an ID3v2 tag, or a frame header followed by a
 * second one exactly one frame later (one lone sync word is too easy to hit by chance).
 */
export function looksLikeMpegAudio(bytes: Uint8Array): boolean {
  if (id3v2Size(bytes) > 0 && bytes[3]! < 0xff) return true;
  const frame = readMpegFrame(bytes, 0);
  if (!frame) return false;
  // A file shorter than two frames has only the one header to check.
  if (frame.frameLength + 4 > bytes.length) return true;
  return readMpegFrame(bytes, frame.frameLength) !== null;
}
