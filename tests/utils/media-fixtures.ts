import sharp from 'sharp';

/**
 * Small media files built in code that the parsers accept (uploads are proven by parsing, issue
 * #10): images encoded by sharp, sound and video containers with real headers, tracks and frames,
 * whose payload is zeros. Real files made by encoders are in `api/seed/media/`.
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

const picture = () => sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 120, b: 40 } } });
const JPEG = new Uint8Array(await picture().jpeg().toBuffer());
const PNG = new Uint8Array(await picture().png().toBuffer());
const WEBP = new Uint8Array(await picture().webp().toBuffer());

/** A real 24×16 JPEG; `trailer` is appended after its end (a polyglot that decodes as an image). */
export function jpegBytes(trailer = ''): Bytes {
  return concat(JPEG, ascii(trailer));
}

export function pngBytes(): Bytes {
  return concat(PNG);
}

export function webpBytes(): Bytes {
  return concat(WEBP);
}

/** JPEG magic bytes followed by something else: what a magic-number sniffer took for a JPEG. */
export function fakeJpegBytes(payload: string): Bytes {
  return concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), ascii('JFIF\0'), new Uint8Array(9), ascii(payload), new Uint8Array([0xff, 0xd9]));
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

const u16be = (n: number) => new Uint8Array([n >>> 8, n & 255]);
const fullBox = (type: string, ...body: Uint8Array[]) => box(type, new Uint8Array(4), ...body);

/** One track: AAC sound (`soun`) or H.264 video (`vide`), `seconds` long, one sample in `mdat`. */
function mp4Track(kind: 'soun' | 'vide', id: number, seconds: number): Bytes {
  const timescale = kind === 'soun' ? 44100 : 1000;
  const duration = Math.round(seconds * timescale);
  const tkhd = box(
    'tkhd',
    new Uint8Array([0, 0, 0, 7]),
    u32be(0),
    u32be(0),
    u32be(id),
    u32be(0),
    u32be(Math.round(seconds * 1000)),
    new Uint8Array(8),
    new Uint8Array(8),
    new Uint8Array(36),
    u32be(kind === 'vide' ? 320 << 16 : 0),
    u32be(kind === 'vide' ? 240 << 16 : 0),
  );
  const mdhd = fullBox('mdhd', u32be(0), u32be(0), u32be(timescale), u32be(duration), u16be(0x55c4), u16be(0));
  const hdlr = fullBox('hdlr', u32be(0), ascii(kind), new Uint8Array(12), new Uint8Array(1));
  const entry =
    kind === 'soun'
      ? box('mp4a', new Uint8Array(6), u16be(1), new Uint8Array(8), u16be(2), u16be(16), u16be(0), u16be(0), u32be(44100 * 65536))
      : box('avc1', new Uint8Array(6), u16be(1), new Uint8Array(16), u16be(320), u16be(240), u32be(0x480000), u32be(0x480000), u32be(0), u16be(1), new Uint8Array(32), u16be(0x18), u16be(0xffff));
  const stbl = box(
    'stbl',
    fullBox('stsd', u32be(1), entry),
    fullBox('stts', u32be(1), u32be(1), u32be(duration)),
    fullBox('stsc', u32be(1), u32be(1), u32be(1), u32be(1)),
    fullBox('stsz', u32be(16), u32be(1)),
    fullBox('stco', u32be(1), u32be(0)),
  );
  const header = kind === 'soun' ? fullBox('smhd', u32be(0)) : box('vmhd', new Uint8Array([0, 0, 0, 1]), new Uint8Array(8));
  const dinf = box('dinf', fullBox('dref', u32be(1), box('url ', new Uint8Array([0, 0, 0, 1]))));
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', header, dinf, stbl)));
}

/**
 * ISO-BMFF with `brand`, an mvhd of `seconds` and real track headers: sound only for `M4A `
 * brands (or `audioOnly`), else video and sound. `moovAtEnd` puts the index after the media data,
 * as cameras do.
 */
export function mp4Bytes(o: { brand?: string; seconds?: number; moovAtEnd?: boolean; mdatBytes?: number; version1?: boolean; audioOnly?: boolean }): Bytes {
  const brand = (o.brand ?? 'isom').padEnd(4, ' ');
  const ftyp = box('ftyp', ascii(brand), u32be(512), ascii('isomiso2mp41'));
  const seconds = o.seconds ?? 1;
  const timescale = 1000;
  const duration = Math.round(seconds * timescale);
  const rest = concat(u32be(0x10000), u16be(0x100), new Uint8Array(10), new Uint8Array(36), new Uint8Array(24), u32be(3));
  const mvhdBody = o.version1
    ? concat(new Uint8Array([1, 0, 0, 0]), new Uint8Array(16), u32be(timescale), u32be(0), u32be(duration), rest)
    : concat(new Uint8Array(4), new Uint8Array(8), u32be(timescale), u32be(duration), rest);
  const audioOnly = o.audioOnly ?? brand.startsWith('M4A');
  const tracks = audioOnly ? [mp4Track('soun', 1, seconds)] : [mp4Track('vide', 1, seconds), mp4Track('soun', 2, seconds)];
  const moov = box('moov', box('mvhd', mvhdBody), ...tracks);
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

const f64be = (n: number) => {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, n);
  return out;
};

/** A cluster of unknown size (as MediaRecorder writes) at `timecode`, with one block per offset. */
function cluster(timecode: number, offsets: number[]): Bytes {
  const blocks = offsets.map((offset) => ebml([0xa3], new Uint8Array([0x81]), u16be(offset & 0xffff), new Uint8Array([0x80]), new Uint8Array(40)));
  return concat(new Uint8Array([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, ebml([0xe7], u32be(timecode)), ...blocks);
}

/**
 * WebM with tracks of the given types (1 video VP8, 2 audio Opus) and blocks up to `lengthMs`, in
 * two clusters; without `durationMs` the header states no duration, like a MediaRecorder file.
 */
export function webmBytes(o: { tracks: number[]; durationMs?: number; lengthMs?: number; timecodeScale?: number }): Bytes {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], ascii('webm')));
  const info = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], u32be(o.timecodeScale ?? 1_000_000)), o.durationMs !== undefined ? ebml([0x44, 0x89], f64be(o.durationMs)) : new Uint8Array());
  const entries = o.tracks.map((type, i) =>
    ebml(
      [0xae],
      ebml([0xd7], new Uint8Array([i + 1])),
      ebml([0x73, 0xc5], new Uint8Array([i + 1])),
      ebml([0x83], new Uint8Array([type])),
      ebml([0x86], ascii(type === 1 ? 'V_VP8' : 'A_OPUS')),
      type === 1 ? ebml([0xe0], ebml([0xb0], u16be(320)), ebml([0xba], u16be(240))) : ebml([0xe1], ebml([0xb5], f64be(48000)), ebml([0x9f], new Uint8Array([1]))),
    ),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ...entries);
  const length = o.lengthMs ?? 1000;
  const second = Math.max(0, length - 100);
  return concat(header, new Uint8Array([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, tracks, cluster(0, [0, 20, 40]), cluster(second, [0, length - second]));
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
