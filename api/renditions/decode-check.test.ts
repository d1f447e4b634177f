import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeVerdict } from './decode-check.ts';
import { runFfmpeg } from './ffmpeg.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'decode-check-'));

/** A real CBR MP3 (128 kbit/s, no Xing frame, so its duration is estimated from its size) of `seconds`. */
async function cbrMp3(seconds: number): Promise<Buffer> {
  const file = path.join(dir, `tone-${seconds}.mp3`);
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`, '-c:a', 'libmp3lame', '-b:a', '128k', '-write_xing', '0', '-id3v2_version', '0', file]);
  return readFileSync(file);
}

function write(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** Bytes no decoder reads as audio: a fixed pseudo-random run with the MP3 sync pattern avoided. */
function garbage(length: number): Buffer {
  const out = Buffer.alloc(length);
  let x = 12345;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = (x >>> 16) & 0x7f;
  }
  return out;
}

describe('decodeVerdict', () => {
  it('finds a real MP3 readable, with its decoded duration', async () => {
    const verdict = await decodeVerdict(write('good.mp3', await cbrMp3(3)), 3);
    expect(verdict).toMatchObject({ readable: true });
    expect(verdict.readable && verdict.decodedSeconds).toBeCloseTo(3, 0);
  });

  it('finds unreadable a file that decodes, with errors, under half of the duration its size states', async () => {
    const good = await cbrMp3(1);
    // 1 s of sound, then 9 s worth of bytes (at 128 kbit/s) that are not MP3 frames.
    const verdict = await decodeVerdict(write('mostly-garbage.mp3', Buffer.concat([good, garbage(9 * 16_000)])), 10);
    expect(verdict).toEqual({ readable: false, reason: expect.stringMatching(/^Only 1\.\d s of the 10\.0 s/) });
  });

  it('keeps a file whose stated duration is wrong but which decodes without an error', async () => {
    expect(await decodeVerdict(write('short.mp3', await cbrMp3(2)), 10)).toMatchObject({ readable: true });
  });

  it('finds unreadable a frame header followed by garbage, and a file ffmpeg cannot open', async () => {
    const headed = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), garbage(200_000)]);
    expect(await decodeVerdict(write('headed.mp3', headed), 12.5)).toMatchObject({ readable: false });
    expect(await decodeVerdict(write('text.mp3', Buffer.from('not audio at all')), null)).toMatchObject({ readable: false });
  });
});
