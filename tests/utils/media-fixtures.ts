/**
 * Small media files built in code: just the bytes the sniffer and duration readers look at (magic
 * numbers, headers, a few frames), with zero padding where content would be. Real files made by
 * encoders are checked separately when `api/seed/media/` has some.
 */

/** Bytes backed by an ArrayBuffer, which `fetch` and `Request` accept as a body. */
export type Bytes = Uint8Array<ArrayBuffer>;

const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const ascii = (text: string) => new TextEncoder().encode(text);
const u32be = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const u32le = (n: number) => u32be(n).reverse();
const u16le = (n: number) => new Uint8Array([n & 255, n >>> 8]);

/** `bytes` followed by zeros up to `size` bytes (an "oversized" file of the same type). */
export function padTo(bytes: Uint8Array, size: number): Bytes {
  return concat(bytes, new Uint8Array(Math.max(0, size - bytes.length)));
}

export function jpegBytes(extra = ''): Bytes {
  return concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), ascii('JFIF\0'), new Uint8Array(9), ascii(extra), new Uint8Array([0xff, 0xd9]));
}

export function pngBytes(): Bytes {
  return concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), u32be(13), ascii('IHDR'), new Uint8Array(17));
}

export function webpBytes(): Bytes {
  return concat(ascii('RIFF'), u32le(30), ascii('WEBPVP8 '), u32le(18), new Uint8Array(18));
}

/** PCM WAV of silence; `streamed` writes 0 as the data size, as live recorders do. */
export function wavBytes(o: { seconds: number; sampleRate?: number; streamed?: boolean }): Bytes {
  const rate = o.sampleRate ?? 8000;
  const data = Math.round(o.seconds * rate) * 2;
  const fmt = concat(ascii('fmt '), u32le(16), u16le(1), u16le(1), u32le(rate), u32le(rate * 2), u16le(2), u16le(16));
  return concat(ascii('RIFF'), u32le(36 + data), ascii('WAVE'), fmt, ascii('data'), u32le(o.streamed ? 0 : data), new Uint8Array(data));
}

/** MPEG-1 Layer III at 44.1 kHz, stereo: `frames` frames of `kbps`, optionally an ID3v2 tag and a Xing frame. */
export function mp3Bytes(o: { frames: number; kbps?: number; xing?: boolean; id3?: boolean }): Bytes {
  const kbps = o.kbps ?? 128;
  const index = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320].indexOf(kbps);
  const length = Math.floor((144 * kbps * 1000) / 44100);
  const frame = () => padTo(new Uint8Array([0xff, 0xfb, index << 4, 0x00]), length);
  const frames = Array.from({ length: o.frames }, frame);
  if (o.xing) {
    // The Xing frame carries no audio; its count is of the frames that follow.
    const info = frame();
    info.set(concat(ascii('Xing'), u32be(1), u32be(o.frames)), 4 + 32);
    frames.unshift(info);
  }
  const id3 = o.id3 ? concat(ascii('ID3'), new Uint8Array([4, 0, 0, 0, 0, 0, 20]), new Uint8Array(20)) : new Uint8Array();
  return concat(id3, ...frames);
}

function oggPage(o: { granule: bigint; serial: number; sequence: number; type: number; packet: Uint8Array }): Bytes {
  const lacing: number[] = [];
  for (let left = o.packet.length; ; left -= 255) {
    lacing.push(Math.min(left, 255));
    if (left < 255) break;
  }
  const granule = new Uint8Array(8);
  new DataView(granule.buffer).setBigInt64(0, o.granule, true);
  const header = concat(ascii('OggS'), new Uint8Array([0, o.type]), granule, u32le(o.serial), u32le(o.sequence), u32le(0));
  return concat(header, new Uint8Array([lacing.length, ...lacing]), o.packet);
}

/** Ogg Vorbis (44.1 kHz) or Opus (48 kHz granules, 312 samples of pre-skip) lasting `seconds`. */
export function oggBytes(o: { codec: 'vorbis' | 'opus' | 'theora'; seconds: number }): Bytes {
  const serial = 0x1234;
  const id =
    o.codec === 'vorbis'
      ? concat(new Uint8Array([1]), ascii('vorbis'), u32le(0), new Uint8Array([2]), u32le(44100), new Uint8Array(14))
      : o.codec === 'opus'
        ? concat(ascii('OpusHead'), new Uint8Array([1, 2]), u16le(312), u32le(48000), new Uint8Array(3))
        : concat(new Uint8Array([0x80]), ascii('theora'), new Uint8Array(35));
  const rate = o.codec === 'vorbis' ? 44100 : 48000;
  const last = BigInt(Math.round(o.seconds * rate) + (o.codec === 'opus' ? 312 : 0));
  return concat(
    oggPage({ granule: 0n, serial, sequence: 0, type: 2, packet: id }),
    oggPage({ granule: last / 2n, serial, sequence: 1, type: 0, packet: new Uint8Array(300) }),
    oggPage({ granule: last, serial, sequence: 2, type: 4, packet: new Uint8Array(100) }),
    // A trailing page with no finished packet (granule -1) must be skipped.
    oggPage({ granule: -1n, serial, sequence: 3, type: 4, packet: new Uint8Array(10) }),
  );
}

const box = (type: string, ...body: Uint8Array[]) => {
  const content = concat(...body);
  return concat(u32be(8 + content.length), ascii(type), content);
};

/** ISO-BMFF with `brand` and an mvhd of `seconds`; `moovAtEnd` puts it after the media data, as cameras do. */
export function mp4Bytes(o: { brand?: string; seconds?: number; moovAtEnd?: boolean; mdatBytes?: number; version1?: boolean }): Bytes {
  const ftyp = box('ftyp', ascii((o.brand ?? 'isom').padEnd(4, ' ')), u32be(512), ascii('isomiso2mp41'));
  const timescale = 1000;
  const duration = Math.round((o.seconds ?? 1) * timescale);
  const mvhdBody = o.version1
    ? concat(new Uint8Array([1, 0, 0, 0]), new Uint8Array(16), u32be(timescale), u32be(0), u32be(duration), new Uint8Array(80))
    : concat(new Uint8Array(4), new Uint8Array(8), u32be(timescale), u32be(duration), new Uint8Array(80));
  const moov = box('moov', box('mvhd', mvhdBody), box('trak', new Uint8Array(8)));
  const mdat = box('mdat', new Uint8Array(o.mdatBytes ?? 64));
  return o.moovAtEnd ? concat(ftyp, mdat, moov) : concat(ftyp, moov, mdat);
}

function ebml(id: number[], ...body: Uint8Array[]): Bytes {
  const content = concat(...body);
  const size = content.length;
  // An 8-byte size is always valid; the first byte 0x01 marks the length.
  const sizeBytes = new Uint8Array([0x01, 0, 0, 0, 0, 0, 0, 0]);
  new DataView(sizeBytes.buffer).setUint32(4, size);
  return concat(new Uint8Array(id), sizeBytes, content);
}
const UNKNOWN_SIZE = new Uint8Array([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/** WebM with tracks of the given types (1 video, 2 audio); without `durationMs`, like a MediaRecorder file. */
export function webmBytes(o: { tracks: number[]; durationMs?: number; timecodeScale?: number; withoutTracks?: boolean }): Bytes {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], ascii('webm')));
  const duration = new Uint8Array(8);
  if (o.durationMs !== undefined) new DataView(duration.buffer).setFloat64(0, o.durationMs);
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    ebml([0x2a, 0xd7, 0xb1], u32be(o.timecodeScale ?? 1_000_000)),
    o.durationMs !== undefined ? ebml([0x44, 0x89], duration) : new Uint8Array(),
  );
  const entries = o.tracks.map((type, i) => ebml([0xae], ebml([0xd7], new Uint8Array([i + 1])), ebml([0x83], new Uint8Array([type]))));
  const tracks = o.withoutTracks ? new Uint8Array() : ebml([0x16, 0x54, 0xae, 0x6b], ...entries);
  const cluster = concat(new Uint8Array([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, ebml([0xe7], new Uint8Array([0])), new Uint8Array(200));
  return concat(header, new Uint8Array([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, tracks, cluster);
}

export const svgBytes = () => ascii('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
export const htmlBytes = () => ascii('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const zipBytes = () => concat(ascii('PK\x03\x04'), new Uint8Array(60));

/** A `multipart/form-data` body with the given parts. */
export function multipartBody(parts: { name: string; filename?: string; type?: string; data: Uint8Array | string }[], boundary = 'x-test-boundary-7MA4YWxkTrZu0gW') {
  const chunks = parts.flatMap((part) => [
    ascii(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename.replace(/"/g, '%22')}"` : ''}\r\n`),
    ascii(part.type ? `Content-Type: ${part.type}\r\n\r\n` : '\r\n'),
    typeof part.data === 'string' ? ascii(part.data) : part.data,
    ascii('\r\n'),
  ]);
  return { body: concat(...chunks, ascii(`--${boundary}--\r\n`)), contentType: `multipart/form-data; boundary=${boundary}` };
}
