import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '#api/auth/passwords.ts';
import type { DB } from '#api/db/connection.ts';
import type { MediaStore } from '#api/media/media-store.ts';
import { insertDemoContent, isUnused } from '#api/repositories/demo-content.ts';
import { loadSeedAuthors, loadSeedCatalog, type SeedCatalog } from './data/catalog.ts';
import { buildContentRows, planFiles, type MediaFacts, type PlannedFile } from './data/rows.ts';

/**
 * Demo content for an empty database (`SEED=demo`, the default): about 700 tribes, the themes,
 * 8 authors with pictures, 60 articles (text, stories, podcasts, videos) in French and English,
 * comments and school advertisements, with real media from `api/seed/media/` (made by
 * `tests/utils/make-seed-media.sh`). The data lives in `api/seed/data/`.
 */

/** Password of every demo author (log in with any of `DEMO_AUTHOR_EMAILS`). */
export const DEMO_PASSWORD = 'Demo-pass1!';

/** Emails of the demo authors, in the order of `data/authors.json`. */
export const DEMO_AUTHOR_EMAILS: readonly string[] = Object.freeze(loadSeedAuthors().map((a) => a.email));

/** The committed media files that seeding copies into the media store. */
export const SEED_MEDIA_DIR = fileURLToPath(new URL('./media', import.meta.url));

async function readMediaFacts(catalog: SeedCatalog): Promise<Map<string, MediaFacts>> {
  const entries = await Promise.all(
    catalog.media.map(async (m): Promise<[string, MediaFacts]> => {
      const bytes = await readFile(path.join(SEED_MEDIA_DIR, m.name));
      return [m.name, { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }];
    }),
  );
  return new Map(entries);
}

/** The media store keeps each file under its id, without extension (as uploads are stored). */
async function copyMedia(files: PlannedFile[], media: MediaStore): Promise<void> {
  await Promise.all(files.map((f) => media.putFile(f.row.id, path.join(SEED_MEDIA_DIR, f.source), { contentType: f.row.mime, keepSource: true })));
}

/**
 * Fills an empty database with the demo content and copies its media into the media store, each
 * file stored under its id. Does nothing and answers `{ seeded: false }` when the
 * database already has users or articles. Everything is written in one transaction; the media are
 * copied first, so a failed copy leaves the database untouched.
 */
export async function seedDemo(db: DB, media: MediaStore): Promise<{ seeded: boolean }> {
  if (!(await isUnused(db))) return { seeded: false };
  const catalog = loadSeedCatalog();
  const files = planFiles(catalog, await readMediaFacts(catalog));
  await copyMedia(files, media);
  // scrypt is the slow part of seeding (about 128 MB and a few hundred ms): one hash for all authors.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await insertDemoContent(db, catalog, (ids) => ({
    files: files.map((f) => f.row),
    ...buildContentRows(catalog, { passwordHash, ...ids }),
  }));
  return { seeded };
}
