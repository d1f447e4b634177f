import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { scryptCost, verifyPassword } from '#api/auth/passwords.ts';
import { countWords, TEXT_MIN_WORDS } from '#api/schemas/article.ts';
import type { DB } from '#api/db/connection.ts';
import { isPostgres } from '#api/db/dialect.ts';
import { bodyTsQuery } from '#api/repositories/article-search-pg.ts';
import { makeTestDb } from '#tests/utils/test-db.ts';
import { diskMediaStore } from '#api/media/media-store.ts';
import { DEMO_AUTHOR_EMAILS, DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fresh, migrated database (in memory, or PostgreSQL in `api-pg`) and an empty temporary media directory. */
async function fresh(): Promise<{ db: DB; mediaDir: string }> {
  const db = await makeTestDb();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  cleanups.push(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return { db, mediaDir: path.join(dir, 'media') };
}

/** Titles of the articles whose body index holds `word` (FTS5 MATCH, or a tsquery on PostgreSQL). */
async function bodySearch(db: DB, word: string): Promise<string[]> {
  const match = isPostgres(db) ? sql`f.document @@ ${bodyTsQuery(word)}` : sql`articles_fts match ${word}`;
  const { rows } = await sql<{ title: string }>`select a.title from articles_fts f join articles a on a.search_id = f.rowid where ${match}`.execute(db);
  return rows.map((r) => r.title);
}

async function seeded(): Promise<{ db: DB; mediaDir: string }> {
  const env = await fresh();
  expect(await seedDemo(env.db, diskMediaStore(env.mediaDir))).toEqual({ seeded: true });
  return env;
}

async function count(db: DB, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

const TABLES = ['tribes', 'themes', 'users', 'files', 'articles', 'article_tribes', 'article_themes', 'article_images', 'article_sections', 'comments', 'collections', 'advertisements'];

describe('seedDemo', () => {
  it('adds about 700 distinct tribes, the themes in order and activated authors with pictures', async () => {
    const { db } = await seeded();
    const tribes = await db.selectFrom('tribes').select(['name', 'slug']).execute();
    expect(tribes.length).toBeGreaterThanOrEqual(680);
    expect(new Set(tribes.map((t) => t.slug)).size).toBe(tribes.length);
    expect(tribes.find((t) => t.name === 'Bamiléké')?.slug).toBe('bamileke');

    const themes = await db.selectFrom('themes').selectAll().orderBy('position').execute();
    expect(themes.length).toBeGreaterThanOrEqual(10);
    expect(themes[0]).toMatchObject({ title: 'Culture', code: 'culture', position: 0 });

    const users = await db
      .selectFrom('users')
      .innerJoin('files', 'files.id', 'users.picture_file_id')
      .select(['users.id', 'email', 'slug', 'activated_at', 'presentation', 'files.kind', 'files.owner_id'])
      .execute();
    expect(users.map((u) => u.email).sort()).toEqual([...DEMO_AUTHOR_EMAILS].sort());
    expect(users.length).toBeGreaterThanOrEqual(6);
    for (const u of users) {
      expect(u.activated_at).toBeTruthy();
      expect(u.presentation!.length).toBeGreaterThanOrEqual(50);
      expect(u.presentation!.length).toBeLessThanOrEqual(250);
      expect(u).toMatchObject({ kind: 'image', owner_id: u.id });
    }
    expect(users.map((u) => u.slug)).toContain('aicha-bello');
    const favorites = await db.selectFrom('collections').where('is_default', '=', 1).where('name', '=', 'Favorites').select('user_id').execute();
    expect(favorites.map((f) => f.user_id).sort()).toEqual(users.map((u) => u.id).sort());
  });

  it('publishes 60 articles of every type, both text types and both languages, by the rules of the editor', async () => {
    const { db } = await seeded();
    const articles = await db.selectFrom('articles').selectAll().execute();
    expect(articles.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(articles.map((a) => `${a.type}/${a.text_type}/${a.language}`));
    for (const kind of ['1/0/fr', '1/0/en', '1/1/fr', '1/1/en', '2/0/fr', '2/0/en', '3/0/fr', '3/0/en']) expect(kinds).toContain(kind);
    expect(articles.map((a) => a.search_id).sort((x, y) => x - y)).toEqual(articles.map((_, i) => i + 1));
    // Some demo articles are linked translations: same author, the other language (issue #14).
    const translations = articles.filter((a) => a.translation_of);
    expect(translations.length).toBeGreaterThanOrEqual(2);
    for (const a of translations) {
      const original = articles.find((o) => o.id === a.translation_of)!;
      expect([original.user_id, original.language === a.language]).toEqual([a.user_id, false]);
    }

    const sections = await db.selectFrom('article_sections').selectAll().execute();
    const tribes = await db.selectFrom('article_tribes').selectAll().execute();
    const themes = await db.selectFrom('article_themes').selectAll().execute();
    for (const a of articles) {
      expect(a.title.length, a.title).toBeGreaterThanOrEqual(5);
      expect(a.cover_image_id, a.title).toBeTruthy();
      expect(tribes.filter((t) => t.article_id === a.id)).toHaveLength(1);
      expect(themes.filter((t) => t.article_id === a.id).length).toBeGreaterThanOrEqual(1);
      const own = sections.filter((s) => s.article_id === a.id);
      if (a.type === 1 && a.text_type === 0) {
        expect(countWords(a.content), a.title).toBeGreaterThanOrEqual(TEXT_MIN_WORDS);
        expect(a.content).toContain('\n\n');
      }
      if (a.type === 1 && a.text_type === 1) {
        expect(own.length, a.title).toBeGreaterThanOrEqual(2);
        expect(own.length, a.title).toBeLessThanOrEqual(5);
        for (const s of own) expect(s.heading && s.content && s.image_file_id && s.image_caption).toBeTruthy();
      } else {
        expect(own).toHaveLength(0);
      }
      if (a.type === 2) expect(a.audio_file_id, a.title).toBeTruthy();
      if (a.type === 3) expect(a.video_file_id, a.title).toBeTruthy();
      expect(Array.isArray(JSON.parse(a.tags_json))).toBe(true);
    }

    const times = articles.map((a) => Date.parse(a.created_at));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2026-11-01T00:00:00Z'));
    expect(Math.min(...times)).toBeGreaterThan(Date.parse('2026-04-01T00:00:00Z'));
    expect(await count(db, 'comments')).toBeGreaterThan(0);
    // A comment's language is the one it is written in (its writer's), not its article's.
    const english = await db
      .selectFrom('comments')
      .innerJoin('articles', 'articles.id', 'comments.article_id')
      .select(['comments.language as comment', 'articles.language as article'])
      .where('comments.content', 'like', 'Same story on our side of the country%')
      .executeTakeFirstOrThrow();
    expect(english).toEqual({ comment: 'en', article: 'fr' });
  });

  it('copies every media file under its id, with the size and hash of its row and its duration', async () => {
    const { db, mediaDir } = await seeded();
    const files = await db.selectFrom('files').selectAll().execute();
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const bytes = readFileSync(path.join(mediaDir, f.id));
      expect(bytes.length, f.name).toBe(f.size);
      expect(statSync(path.join(mediaDir, f.id)).size).toBe(f.size);
      expect(createHash('sha256').update(bytes).digest('hex'), f.name).toBe(f.sha256);
      expect(f.id).toMatch(/^[0-9a-f]{32}$/);
      if (f.kind !== 'image') expect(f.duration_seconds, f.name).toBeGreaterThan(5);
    }
    expect(new Set(files.map((f) => f.kind))).toEqual(new Set(['image', 'audio', 'video']));
    // Every article's media belong to its author, so the author can edit the article as it is.
    const foreign = await db.selectFrom('articles').innerJoin('files', 'files.id', 'articles.cover_image_id').whereRef('files.owner_id', '!=', 'articles.user_id').select('articles.title').execute();
    expect(foreign).toEqual([]);
  });

  it('adds school ads in every format and both languages, with at least 3 native ads per language', async () => {
    const { db } = await seeded();
    const ads = await db.selectFrom('advertisements').selectAll().execute();
    for (const language of ['fr', 'en']) {
      const own = ads.filter((a) => a.language === language);
      expect(new Set(own.map((a) => a.format))).toEqual(new Set(['banner', 'card', 'native', 'sidebar', 'square']));
      expect(own.filter((a) => a.format === 'native').length).toBeGreaterThanOrEqual(3);
    }
    const files = new Set((await db.selectFrom('files').select('id').execute()).map((f) => f.id));
    for (const ad of ads) {
      expect(ad.link).toMatch(/^https:\/\/example\.com\//);
      expect(files.has(ad.image_url.split('/')[2]!), ad.image_url).toBe(true);
    }
  });

  it('does nothing the second time, nor on a database that has users', async () => {
    const { db, mediaDir } = await seeded();
    const before = await Promise.all(TABLES.map((t) => count(db, t)));
    expect(await seedDemo(db, diskMediaStore(mediaDir))).toEqual({ seeded: false });
    expect(await Promise.all(TABLES.map((t) => count(db, t)))).toEqual(before);

    const used = await fresh();
    const at = new Date().toISOString();
    await used.db
      .insertInto('users')
      .values({ id: 'a'.repeat(32), slug: 'someone', email: 'someone@example.com', first_name: 'Some', last_name: 'One', password_hash: 'x', language: 'en', created_at: at, updated_at: at })
      .execute();
    expect(await seedDemo(used.db, diskMediaStore(used.mediaDir))).toEqual({ seeded: false });
    expect(await count(used.db, 'articles')).toBe(0);
  });

  it('gives the same ids and dates on every fresh database', async () => {
    const one = await seeded();
    const two = await seeded();
    const rows = (db: DB) => db.selectFrom('articles').select(['id', 'search_id', 'slug', 'created_at', 'cover_image_id']).orderBy('id').execute();
    expect(await rows(two.db)).toEqual(await rows(one.db));
  });

  it('indexes articles for search: an accented word is found without its accent, and story sections too', async () => {
    const { db } = await seeded();
    const search = (word: string) => bodySearch(db, word);
    expect(await search('eleve')).toContain("Le bilinguisme commence à l'école");
    expect(await search('ecriture')).toContain('Njoya, le roi qui inventa une écriture');
    expect(await search('parrot')).toContain("The Tortoise and the Birds' Feast");
    expect(await count(db, 'articles_fts')).toBe(await count(db, 'articles'));
  });

  it('gives every demo podcast its transcript and chapters, and indexes the transcript for search', async () => {
    const { db } = await seeded();
    const podcasts = await db
      .selectFrom('articles')
      .leftJoin('article_transcripts', 'article_transcripts.article_id', 'articles.id')
      .select(['articles.title', 'article_transcripts.transcript_format', 'article_transcripts.chapter_count'])
      .where('articles.type', '=', 2)
      .execute();
    expect(podcasts.length).toBeGreaterThan(0);
    for (const p of podcasts) expect(p, p.title).toMatchObject({ transcript_format: 'cues', chapter_count: expect.any(Number) });
    expect(Math.min(...podcasts.map((p) => p.chapter_count!))).toBeGreaterThanOrEqual(3);
    // "sculpta" is said in the Kulu tale's MP3 and written nowhere else.
    expect((await bodySearch(db, 'sculpta')).sort()).toEqual(['Contes du soir : pourquoi raconte-t-on la nuit ?', 'Kulu la tortue et le puits de la sécheresse']);
  });

  it('lets every demo author sign in with the demo password', async () => {
    const { db } = await seeded();
    const users = await db.selectFrom('users').select('password_hash').execute();
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
    expect(users[0]!.password_hash).toMatch(new RegExp(`^scrypt\\$${scryptCost().N}\\$8\\$1\\$`));
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.password_hash)).toBe(true);
  });
});
