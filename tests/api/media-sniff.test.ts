import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bufferSource } from '#api/media/byte-source.ts';
import { mediaDuration } from '#api/media/duration.ts';
import { SNIFF_BYTES, sniffMedia } from '#api/media/sniff.ts';
import { htmlBytes, jpegBytes, mp3Bytes, mp4Bytes, oggBytes, pngBytes, svgBytes, wavBytes, webmBytes, webpBytes, zipBytes } from '#tests/utils/media-fixtures.ts';

const text = (s: string) => new TextEncoder().encode(s);
const duration = (bytes: Uint8Array, mime: string) => mediaDuration(bufferSource(bytes), mime);

describe('sniffMedia', () => {
  it.each([
    ['jpeg', jpegBytes(), 'image/jpeg', 'image'],
    ['jpeg with a script after the header', jpegBytes('<script>alert(1)</script>'), 'image/jpeg', 'image'],
    ['png', pngBytes(), 'image/png', 'image'],
    ['webp', webpBytes(), 'image/webp', 'image'],
    ['wav', wavBytes({ seconds: 0.1 }), 'audio/wav', 'audio'],
    ['mp3 with ID3', mp3Bytes({ frames: 3, id3: true }), 'audio/mpeg', 'audio'],
    ['mp3 frames only', mp3Bytes({ frames: 3 }), 'audio/mpeg', 'audio'],
    ['ogg vorbis', oggBytes({ codec: 'vorbis', seconds: 1 }), 'audio/ogg', 'audio'],
    ['ogg opus', oggBytes({ codec: 'opus', seconds: 1 }), 'audio/ogg', 'audio'],
    ['m4a', mp4Bytes({ brand: 'M4A ' }), 'audio/mp4', 'audio'],
    ['mp4', mp4Bytes({ brand: 'isom' }), 'video/mp4', 'video'],
    ['webm with video', webmBytes({ tracks: [1, 2] }), 'video/webm', 'video'],
    ['webm with audio only', webmBytes({ tracks: [2] }), 'audio/webm', 'audio'],
  ])('recognises %s', (_label, bytes, mime, kind) => {
    expect(sniffMedia(bytes)).toEqual({ mime, kind });
  });

  it('ignores the declared type for everything but sound-only containers', () => {
    expect(sniffMedia(jpegBytes(), 'video/mp4')).toEqual({ mime: 'image/jpeg', kind: 'image' });
    expect(sniffMedia(htmlBytes(), 'image/jpeg')).toBeNull();
  });

  it('treats webm without visible tracks as video unless declared audio/webm', () => {
    const bytes = webmBytes({ tracks: [], withoutTracks: true });
    expect(sniffMedia(bytes, null)?.mime).toBe('video/webm');
    expect(sniffMedia(bytes, 'audio/webm;codecs=opus')).toEqual({ mime: 'audio/webm', kind: 'audio' });
    // Visible tracks win over the declared type.
    expect(sniffMedia(webmBytes({ tracks: [1] }), 'audio/webm')?.kind).toBe('video');
  });

  it('takes an mp4 declared as audio as audio (Safari records audio/mp4)', () => {
    expect(sniffMedia(mp4Bytes({ brand: 'iso5' }), 'audio/mp4')).toEqual({ mime: 'audio/mp4', kind: 'audio' });
  });

  it.each([
    ['svg', svgBytes()],
    ['html', htmlBytes()],
    ['a script', text('#!/bin/sh\nrm -rf /\n')],
    ['javascript', text('alert(1)')],
    ['zip', zipBytes()],
    ['gzip', new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0])],
    ['pdf', text('%PDF-1.7\n')],
    ['gif', text('GIF89a\x01\x00\x01\x00')],
    ['heic', mp4Bytes({ brand: 'heic' })],
    ['avi', text('RIFF\x10\x00\x00\x00AVI LIST')],
    ['ogg theora', oggBytes({ codec: 'theora', seconds: 1 })],
    ['AAC ADTS', new Uint8Array([0xff, 0xf1, 0x50, 0x80, 0, 0x1f, 0xfc])],
    ['a lone MPEG sync word followed by junk', new Uint8Array([0xff, 0xfb, 0x90, 0, ...new Array(600).fill(0x41)])],
    ['empty', new Uint8Array()],
    ['random text', text('hello world, this is not a picture')],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });

  it('needs no more than SNIFF_BYTES', () => {
    expect(SNIFF_BYTES).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('mediaDuration', () => {
  it('reads WAV from the header, also when the data size was left at 0', async () => {
    expect(await duration(wavBytes({ seconds: 1.5 }), 'audio/wav')).toBe(1.5);
    expect(await duration(wavBytes({ seconds: 0.75, streamed: true }), 'audio/wav')).toBe(0.75);
  });

  it('reads MP3 from a Xing frame count, or estimates a constant bitrate from the size', async () => {
    // 100 frames × 1152 samples / 44,100 Hz
    expect(await duration(mp3Bytes({ frames: 100, xing: true, id3: true }), 'audio/mpeg')).toBe(2.612);
    const cbr = mp3Bytes({ frames: 100, kbps: 128 });
    expect(await duration(cbr, 'audio/mpeg')).toBeCloseTo((cbr.length * 8) / 128000, 3);
  });

  it('reads OGG from the last granule position (Vorbis rate, Opus 48 kHz minus pre-skip)', async () => {
    expect(await duration(oggBytes({ codec: 'vorbis', seconds: 3.25 }), 'audio/ogg')).toBe(3.25);
    expect(await duration(oggBytes({ codec: 'opus', seconds: 2 }), 'audio/ogg')).toBe(2);
  });

  it('reads MP4 from mvhd, before or after the media data, version 0 or 1', async () => {
    expect(await duration(mp4Bytes({ seconds: 12.5 }), 'video/mp4')).toBe(12.5);
    expect(await duration(mp4Bytes({ seconds: 7, moovAtEnd: true, mdatBytes: 200_000 }), 'video/mp4')).toBe(7);
    expect(await duration(mp4Bytes({ brand: 'M4A ', seconds: 4, version1: true }), 'audio/mp4')).toBe(4);
  });

  it('reads WebM from Segment Info (Duration × TimecodeScale), null when a recorder left it out', async () => {
    expect(await duration(webmBytes({ tracks: [1], durationMs: 2500 }), 'video/webm')).toBe(2.5);
    expect(await duration(webmBytes({ tracks: [2], durationMs: 40, timecodeScale: 100_000_000 }), 'audio/webm')).toBe(4);
    expect(await duration(webmBytes({ tracks: [2] }), 'audio/webm')).toBeNull();
  });

  it('gives null for images and for damaged headers instead of throwing', async () => {
    expect(await duration(jpegBytes(), 'image/jpeg')).toBeNull();
    const truncated = mp4Bytes({ seconds: 3 }).subarray(0, 40);
    expect(await duration(truncated, 'video/mp4')).toBeNull();
    expect(await duration(wavBytes({ seconds: 1 }).subarray(0, 30), 'audio/wav')).toBeNull();
    expect(await duration(oggBytes({ codec: 'vorbis', seconds: 1 }).subarray(0, 20), 'audio/ogg')).toBeNull();
    expect(await duration(new Uint8Array([0xff, 0xfb]), 'audio/mpeg')).toBeNull();
  });
});

// Real files made by encoders, when the seed generator has put some there.
const seedDir = path.join(fileURLToPath(new URL('../..', import.meta.url)), 'api/seed/media');
const seedFiles = existsSync(seedDir) ? readdirSync(seedDir).filter((f) => /\.(mp3|webm|jpe?g|png|webp|ogg|wav|mp4|m4a)$/i.test(f)) : [];

describe.skipIf(seedFiles.length === 0)('seed media files', () => {
  it.each(seedFiles)('%s is accepted, and a sound or video has a plausible duration', async (file) => {
    const bytes = new Uint8Array(readFileSync(path.join(seedDir, file)));
    const sniffed = sniffMedia(bytes.subarray(0, SNIFF_BYTES), /\.webm$/i.test(file) ? 'audio/webm' : null);
    expect(sniffed, file).not.toBeNull();
    if (sniffed!.kind === 'image') return;
    const seconds = await duration(bytes, sniffed!.mime);
    // MediaRecorder-style WebM may have no duration; anything else from an encoder states one.
    if (seconds !== null || sniffed!.mime !== 'audio/webm') expect(seconds).toBeGreaterThan(0);
  });
});
