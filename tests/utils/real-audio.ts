import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { mediaFilePath } from '#api/media/commit.ts';
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

/**
 * A real WebM/Opus recording made by ffmpeg (see `speechLike`), stored as an uploaded file of `ownerId`.
 */
export async function insertRecording(t: Pick<TestApp, 'db' | 'deps'>, ownerId: string, seconds = 8): Promise<string> {
  const id = newId();
  const file = mediaFilePath(t.deps.config.mediaDir, id);
  await mkdir(t.deps.config.mediaDir, { recursive: true });
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', speechLike(seconds), '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', file]);
  const bytes = await readFile(file);
  await t.db
    .insertInto('files')
    .values({
      id, owner_id: ownerId, name: 'interview.webm', mime: 'audio/webm', size: bytes.length, kind: 'audio', duration_seconds: seconds,
      sha256: createHash('sha256').update(bytes).digest('hex'), created_at: t.deps.now().toISOString(),
    })
    .execute();
  return id;
}
