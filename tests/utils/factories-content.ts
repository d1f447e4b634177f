import type { DB } from '#api/db/connection.ts';
import type { AdvertisementsTable } from '#api/db/types.ts';
import { writeSearchRow } from '#api/repositories/article-search.ts';
import type { FileKind } from '#api/schemas/file.ts';
import { newId } from '#api/schemas/ids.ts';
import { slugify } from '#api/schemas/slug.ts';
import { sessionToken } from './session-token.ts';
import type { TestApp } from './test-app.ts';

/** Rows for content tests, inserted directly with Kysely (no other engineer's code in the way). */

let sequence = 0;
const next = () => ++sequence;
const at = (t: Pick<TestApp, 'deps'>) => t.deps.now().toISOString();

export interface ContentUser {
  id: string;
  email: string;
  slug: string;
  headers: Record<string, string>;
}

/** An activated user with a signed access token, and the default `Favorites` collection. */
export async function insertUser(t: Pick<TestApp, 'db' | 'deps'>, overrides: { firstName?: string; lastName?: string; withFavorites?: boolean } = {}): Promise<ContentUser> {
  const n = next();
  const id = newId();
  const email = `author${n}@example.test`;
  const firstName = overrides.firstName ?? 'Amina';
  const lastName = overrides.lastName ?? `Diallo${n}`;
  const slug = `${slugify(`${firstName} ${lastName}`)}-${n}`;
  const now = at(t);
  await t.db
    .insertInto('users')
    .values({ id, slug, email, first_name: firstName, last_name: lastName, password_hash: 'unused', language: 'fr', activated_at: now, created_at: now, updated_at: now })
    .execute();
  if (overrides.withFavorites !== false) {
    await t.db.insertInto('collections').values({ id: newId(), user_id: id, name: 'Favorites', is_default: 1, created_at: now, updated_at: now }).execute();
  }
  const token = await sessionToken(t, { id, email });
  return { id, email, slug, headers: { Authorization: `Bearer ${token}` } };
}

export async function insertTribe(db: DB, name = `Tribe ${next()}`): Promise<number> {
  const row = await db
    .insertInto('tribes')
    .values({ name, slug: slugify(name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTheme(db: DB, title = `Thème ${next()}`): Promise<number> {
  const row = await db
    .insertInto('themes')
    .values({ title, title_en: `${title} (en)`, code: `${slugify(title)}-${next()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const MIME: Record<FileKind, string> = { image: 'image/png', audio: 'audio/webm', video: 'video/mp4' };

/** A file row (no bytes) uploaded by `ownerId`; articles may only name their author's files. */
export async function insertFile(t: Pick<TestApp, 'db' | 'deps'>, kind: FileKind, ownerId: string | null, name = `file ${next()}.bin`): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('files')
    .values({ id, owner_id: ownerId, name, mime: MIME[kind], size: 1234, kind, duration_seconds: kind === 'image' ? null : 12.5, sha256: id, created_at: at(t) })
    .execute();
  return id;
}

export async function insertAd(db: DB, overrides: Partial<AdvertisementsTable> = {}): Promise<string> {
  const n = next();
  const id = overrides.id ?? `ad-${n}`;
  await db
    .insertInto('advertisements')
    .values({
      id,
      format: 'native',
      title: `Formation ${n}`,
      description: 'Une formation en ligne.',
      image_url: '/assets/ads/school.png',
      link: 'https://school.example.test',
      button_text: "S'inscrire",
      price: '100 €',
      discount: null,
      category: 'education',
      sponsor: 'École',
      language: 'fr',
      created_at: new Date().toISOString(),
      ...overrides,
    })
    .execute();
  return id;
}

/** A text body long enough for the 200-word rule, made of words no test searches for. */
export function longText(words = 210): string {
  return Array.from({ length: words }, (_, i) => `mot${i % 50}`).join(' ');
}

/** A valid `PUT /api/articles/:id` body for a text article. */
export function articleBody(refs: { tribe: number[]; themes: number[] }, overrides: Record<string, unknown> = {}) {
  return { type: 1, textType: 0, title: 'Un article de test', subTitle: '', content: longText(), ...refs, ...overrides };
}

/** An article inserted directly (with its tribes, themes and search row), for lists and search. */
export async function insertArticle(
  db: DB,
  a: { userId: string; tribe?: number[]; themes?: number[]; title?: string; content?: string; type?: number; language?: 'fr' | 'en'; createdAt: string; deleted?: boolean },
): Promise<string> {
  const id = newId();
  const title = a.title ?? `Article ${next()}`;
  const { next: searchId } = await db
    .selectFrom('articles')
    .select((eb) => eb(eb.fn.coalesce(eb.fn.max('search_id'), eb.lit(0)), '+', 1).as('next'))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('articles')
    .values({
      id,
      search_id: Number(searchId),
      slug: slugify(title),
      user_id: a.userId,
      type: a.type ?? 1,
      text_type: 0,
      language: a.language ?? 'fr',
      title,
      sub_title: '',
      content: a.content ?? longText(),
      version: 1,
      created_at: a.createdAt,
      updated_at: a.createdAt,
      deleted_at: a.deleted ? a.createdAt : null,
      cover_image_id: null,
      audio_file_id: null,
      video_file_id: null,
      tags_json: '[]',
      references_json: '[]',
      inspired_by_json: '[]',
    })
    .execute();
  for (const tribe_id of a.tribe ?? []) await db.insertInto('article_tribes').values({ article_id: id, tribe_id }).execute();
  for (const theme_id of a.themes ?? []) await db.insertInto('article_themes').values({ article_id: id, theme_id }).execute();
  if (!a.deleted) await writeSearchRow(db, { searchId: Number(searchId), title, subTitle: '', content: a.content ?? longText(), tags: [] });
  return id;
}

/** JSON request helper: `call(t, 'PUT', '/api/articles/…', { headers, body })`. */
export function call(t: Pick<TestApp, 'app'>, method: string, path: string, init: { headers?: Record<string, string>; body?: unknown } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}
