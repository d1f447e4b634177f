import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '#api/auth/passwords.ts';
import { slugify } from '#api/schemas/slug.ts';
import { loadSeedAuthors, loadSeedCatalog, type SeedCatalog, type SeedTheme } from './seed-data/catalog.ts';
import { buildContentRows, planFiles, type MediaFacts, type PlannedFile } from './seed-data/rows.ts';
import type { Database } from './types.ts';

/**
 * Demo content for an empty database (`SEED=demo`, the default): about 700 tribes, the themes,
 * 8 authors with pictures, 60 articles (text, stories, podcasts, videos) in French and English,
 * comments and school advertisements, with real media from `api/db/seed-media/` (made by
 * `tests/utils/make-seed-media.sh`). The data lives in `api/db/seed-data/`.
 */

/** Password of every demo author (log in with any of `DEMO_AUTHOR_EMAILS`). */
export const DEMO_PASSWORD = 'Demo-pass1!';

/** Emails of the demo authors, in the order of `seed-data/authors.json`. */
export const DEMO_AUTHOR_EMAILS: readonly string[] = Object.freeze(loadSeedAuthors().map((a) => a.email));

/** The committed media files that seeding copies into the media store. */
export const SEED_MEDIA_DIR = fileURLToPath(new URL('./seed-media', import.meta.url));

type Db = Kysely<Database> | Transaction<Database>;

/** Empty means no users and no articles: a database someone has used is never seeded. */
async function isEmpty(db: Db): Promise<boolean> {
  const users = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const articles = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  return !users && !articles;
}

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
async function copyMedia(files: PlannedFile[], mediaDir: string): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  await Promise.all(files.map((f) => copyFile(path.join(SEED_MEDIA_DIR, f.source), path.join(mediaDir, f.row.id))));
}

/**
 * Multi-row inserts, chunked so that no statement binds more than 900 values (below SQLite's oldest
 * default limit of 999, whatever the build).
 */
async function insertRows<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(900 / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot check a values list against a table chosen by a type parameter; the rows are
    // typed against that same table above.
    const query = trx.insertInto(table).values(rows.slice(start, start + size) as never);
    await (options.ignoreConflicts ? query.onConflict((oc) => oc.doNothing()) : query).execute();
  }
}

/** Inserts the tribes (kept if already there) and answers every tribe's id by name. */
async function insertTribes(trx: Transaction<Database>, names: string[]): Promise<Map<string, number>> {
  await insertRows(trx, 'tribes', names.map((name) => ({ name, slug: slugify(name) })), { ignoreConflicts: true });
  const rows = await trx.selectFrom('tribes').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Inserts the themes in menu order (kept if their code exists) and answers their ids by code. */
async function insertThemes(trx: Transaction<Database>, themes: SeedTheme[]): Promise<Map<string, number>> {
  const rows = themes.map((t, position) => ({ title: t.title, title_en: t.title_en, code: t.code, position }));
  await insertRows(trx, 'themes', rows, { ignoreConflicts: true });
  const stored = await trx.selectFrom('themes').select(['id', 'code']).execute();
  return new Map(stored.map((r) => [r.code, r.id]));
}

/**
 * Fills an empty database with the demo content and copies its media to `mediaDir` (created if
 * needed), each file stored under its id. Does nothing and answers `{ seeded: false }` when the
 * database already has users or articles. Everything is written in one transaction; the media are
 * copied first, so a failed copy leaves the database untouched.
 */
export async function seedDemo(db: Kysely<Database>, mediaDir: string): Promise<{ seeded: boolean }> {
  if (!(await isEmpty(db))) return { seeded: false };
  const catalog = loadSeedCatalog();
  const files = planFiles(catalog, await readMediaFacts(catalog));
  await copyMedia(files, mediaDir);
  // scrypt is the slow part of seeding (about 128 MB and a few hundred ms): one hash for all authors.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await isEmpty(trx))) return false;
    const tribeIds = await insertTribes(trx, catalog.tribes);
    const themeIds = await insertThemes(trx, catalog.themes);
    const rows = buildContentRows(catalog, { passwordHash, tribeIds, themeIds });
    await insertRows(trx, 'files', files.map((f) => f.row), { ignoreConflicts: true });
    await insertRows(trx, 'users', rows.users);
    await insertRows(trx, 'collections', rows.collections);
    await insertRows(trx, 'articles', rows.articles);
    await insertRows(trx, 'article_tribes', rows.articleTribes);
    await insertRows(trx, 'article_themes', rows.articleThemes);
    await insertRows(trx, 'article_images', rows.articleImages);
    await insertRows(trx, 'article_sections', rows.articleSections);
    await insertRows(trx, 'articles_fts', rows.search);
    await insertRows(trx, 'comments', rows.comments);
    await insertRows(trx, 'advertisements', rows.ads, { ignoreConflicts: true });
    return true;
  });
  return { seeded };
}
