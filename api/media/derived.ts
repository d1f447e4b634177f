import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './media-store.ts';

/**
 * A picture derived from a stored file (link preview, podcast artwork), made once and kept in the
 * media store under `key`: files never change under their id, so neither does what is made from
 * them. `make` writes the picture to a local staging path (`.part`, swept once stale after a crash);
 * the picture then goes to the store like any file. Answers the stored size.
 */
export async function ensureDerived(store: MediaStore, scratchDir: string, key: string, make: (output: string) => Promise<void>, contentType = 'image/jpeg'): Promise<number> {
  const known = await store.size(key);
  if (known !== null) return known;
  await mkdir(scratchDir, { recursive: true });
  const temp = path.join(scratchDir, `${randomBytes(12).toString('hex')}.part`);
  try {
    await make(temp);
    const { size } = await stat(temp);
    // Two requests may make it at once: both write the same picture, the last one stays.
    await store.putFile(key, temp, { contentType });
    return size;
  } finally {
    await rm(temp, { force: true });
  }
}
