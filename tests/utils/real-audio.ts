import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mediaStoreOf } from '#api/media/media-store.ts';
import { runFfmpeg } from '#api/renditions/ffmpeg.ts';
import { newId } from '#api/schemas/ids.ts';
import type { TestApp } from './test-app.ts';

/**
 * An ffmpeg source like a quiet home recording of speech: pink noise with a syllable rhythm, about
 * −30 LUFS, with bursts 12 dB louder (a laugh, a plosive) that the limiter has to hold.
 */
export function speechLike(seconds: number, amplitude = 0.08): string {
  return `anoisesrc=c=pink:a=${amplitude}:d=${seconds}:seed=7,tremolo=f=3:d=0.8,volume='if(lt(mod(t,3),0.15),4,1)':eval=frame`;
}

/** A staging path in the app's local media folder, as the upload routes use. */
async function stagingFile(t: Pick<TestApp, 'deps'>, id: string): Promise<string> {
  await mkdir(t.deps.config.mediaDir, { recursive: true });
  return path.join(t.deps.config.mediaDir, `${id}.part`);
}

/**
 * The recording of `seconds` (seeded noise, so the same bytes every time), written to `file`. Made
 * by ffmpeg once per test process and length, then copied: the API projects make one for about 30
 * tests on each database (issue #26: the unit stage's time).
 */
const recordings = new Map<number, Promise<Buffer>>();
async function recording(seconds: number, file: string): Promise<Buffer> {
  let made = recordings.get(seconds);
  if (!made) {
    made = runFfmpeg(['-y', '-f', 'lavfi', '-i', speechLike(seconds), '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', file]).then(() => readFile(file));
    // A failed run is not kept: the next test tries again and reports its own error.
    made.catch(() => recordings.delete(seconds));
    recordings.set(seconds, made);
  }
  const bytes = await made;
  await writeFile(file, bytes);
  return bytes;
}

/**
 * A real WebM/Opus recording made by ffmpeg (see `speechLike`), stored (in the app's media store)
 * as an uploaded file of `ownerId`.
 */
export async function insertRecording(t: Pick<TestApp, 'db' | 'deps'>, ownerId: string, seconds = 8): Promise<string> {
  const id = newId();
  const file = await stagingFile(t, id);
  const bytes = await recording(seconds, file);
  await mediaStoreOf(t.deps).putFile(id, file, { contentType: 'audio/webm' });
  await t.db
    .insertInto('files')
    .values({
      id,
      owner_id: ownerId,
      name: 'interview.webm',
      mime: 'audio/webm',
      size: bytes.length,
      kind: 'audio',
      duration_seconds: seconds,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      created_at: t.deps.now().toISOString(),
    })
    .execute();
  return id;
}

/** A real 800×600 PNG made by sharp (a gradient, so the artwork crop has something to find), stored as an upload of `ownerId`. */
export async function insertImage(t: Pick<TestApp, 'db' | 'deps'>, ownerId: string): Promise<string> {
  const id = newId();
  const width = 800;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i % width) % 256, Math.floor(i / width) % 256, 120], i * 3);
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const file = await stagingFile(t, id);
  await writeFile(file, bytes);
  await mediaStoreOf(t.deps).putFile(id, file, { contentType: 'image/png' });
  await t.db
    .insertInto('files')
    .values({
      id,
      owner_id: ownerId,
      name: 'cover.png',
      mime: 'image/png',
      size: bytes.length,
      kind: 'image',
      duration_seconds: null,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      created_at: t.deps.now().toISOString(),
    })
    .execute();
  return id;
}
