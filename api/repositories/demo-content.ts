import type { Insertable, Transaction } from 'kysely';
import { slugify } from '../schemas/slug.ts';
import type { DB } from '../db/connection.ts';
import type { Database } from '../db/types.ts';

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** The demo content's rows, but tribes and themes, whose generated ids reach them through `ReferenceIds`. */
export interface DemoRows {
  files: Row<'files'>[];
  users: Row<'users'>[];
  collections: Row<'collections'>[];
  articles: Row<'articles'>[];
  articleTribes: Row<'article_tribes'>[];
  articleThemes: Row<'article_themes'>[];
  articleImages: Row<'article_images'>[];
  articleSections: Row<'article_sections'>[];
  articleTranscripts: Row<'article_transcripts'>[];
  search: Row<'articles_fts'>[];
  comments: Row<'comments'>[];
  commentLikes: Row<'comment_likes'>[];
  ads: Row<'advertisements'>[];
}

/** Ids the database gave to tribes (by name) and themes (by code). */
export interface ReferenceIds {
  tribeIds: ReadonlyMap<string, number>;
  themeIds: ReadonlyMap<string, number>;
}

export interface DemoReference {
  tribes: readonly string[];
  themes: readonly { title: string; title_en: string; code: string }[];
}

/** Empty means no users and no articles: a database someone has used is never seeded. */
export async function isUnused(db: DB): Promise<boolean> {
  const users = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const articles = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  return !users && !articles;
}

/**
 * Multi-row inserts, chunked so that no statement binds more than 900 values (below SQLite's oldest
 * default limit of 999, whatever the build).
 */
async function insertRows<T extends keyof Database & string>(trx: Transaction<Database>, table: T, rows: readonly Row<T>[], options: { ignoreConflicts?: boolean } = {}): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(900 / Object.keys(rows[0]!).length));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot check a values list against a table chosen by a type parameter; the rows are
    // typed against that same table above.
    const query = trx.insertInto(table).values(rows.slice(start, start + size) as never);
    await (options.ignoreConflicts ? query.onConflict((oc) => oc.doNothing()) : query).execute();
  }
}

/** Inserts tribes and themes (kept if already there) and answers the ids the database gave them. */
async function insertReference(trx: Transaction<Database>, reference: DemoReference): Promise<ReferenceIds> {
  const { tribes, themes } = reference;
  await insertRows(
    trx,
    'tribes',
    tribes.map((name) => ({ name, slug: slugify(name) })),
    { ignoreConflicts: true },
  );
  const themeRows = themes.map((t, position) => ({ title: t.title, title_en: t.title_en, code: t.code, position }));
  await insertRows(trx, 'themes', themeRows, { ignoreConflicts: true });
  const [tribeRows, storedThemes] = await Promise.all([trx.selectFrom('tribes').select(['id', 'name']).execute(), trx.selectFrom('themes').select(['id', 'code']).execute()]);
  return { tribeIds: new Map(tribeRows.map((r) => [r.name, r.id])), themeIds: new Map(storedThemes.map((r) => [r.code, r.id])) };
}

/**
 * Writes the demo content in one transaction, unless the database is in use (then answers false
 * and writes nothing). `build` makes the rows once tribes and themes have their ids.
 */
export async function insertDemoContent(db: DB, reference: DemoReference, build: (ids: ReferenceIds) => DemoRows): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await isUnused(trx))) return false;
    const rows = build(await insertReference(trx, reference));
    await insertRows(trx, 'files', rows.files, { ignoreConflicts: true });
    await insertRows(trx, 'users', rows.users);
    await insertRows(trx, 'collections', rows.collections);
    await insertRows(trx, 'articles', rows.articles);
    await insertRows(trx, 'article_tribes', rows.articleTribes);
    await insertRows(trx, 'article_themes', rows.articleThemes);
    await insertRows(trx, 'article_images', rows.articleImages);
    await insertRows(trx, 'article_sections', rows.articleSections);
    await insertRows(trx, 'article_transcripts', rows.articleTranscripts);
    await insertRows(trx, 'articles_fts', rows.search);
    await insertRows(trx, 'comments', rows.comments);
    await insertRows(trx, 'comment_likes', rows.commentLikes);
    await insertRows(trx, 'advertisements', rows.ads, { ignoreConflicts: true });
    return true;
  });
}
