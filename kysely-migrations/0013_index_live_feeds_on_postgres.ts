import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only (issue #15): the feed indexes of 0001, 0006 and 0010 become partial indexes of live
 * rows. Their key holds `deleted_at` so that SQLite walks `deleted_at is null` as one range in feed
 * order; PostgreSQL's planner does not take `is null` as fixing the column, so with that key it
 * sorted every live row of a feed before keeping a page (found by tests/api/pg-plans.test.ts). The
 * same names, the same keys without `deleted_at`, `where deleted_at is null`: each feed page is again
 * an index walk in feed order that stops after the page. Nothing changes on SQLite.
 */
const FEED_INDEXES: Array<[table: string, index: string, columns: string[]]> = [
  ['articles', 'articles_feed_idx', ['created_at', 'id']],
  ['articles', 'articles_type_feed_idx', ['type', 'created_at', 'id']],
  ['articles', 'articles_user_feed_idx', ['user_id', 'created_at', 'id']],
  ['articles', 'articles_lang_feed_idx', ['language', 'created_at', 'id']],
  ['articles', 'articles_lang_type_feed_idx', ['language', 'type', 'created_at', 'id']],
  ...(['tribe', 'theme'] as const).flatMap((link): Array<[string, string, string[]]> => {
    const table = `article_${link}s`;
    const key = `${link}_id`;
    return [
      [table, `${table}_feed_idx`, [key, 'created_at', 'article_id']],
      [table, `${table}_type_feed_idx`, [key, 'type', 'created_at', 'article_id']],
      [table, `${table}_lang_feed_idx`, [key, 'language', 'created_at', 'article_id']],
      [table, `${table}_lang_type_feed_idx`, [key, 'language', 'type', 'created_at', 'article_id']],
    ];
  }),
];

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, index, columns] of FEED_INDEXES) {
    await db.schema.dropIndex(index).execute();
    await db.schema.createIndex(index).on(table).columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, index, columns] of FEED_INDEXES) {
    await db.schema.dropIndex(index).execute();
    const withDeleted = [...columns.slice(0, -2), 'deleted_at', ...columns.slice(-2)];
    await db.schema.createIndex(index).on(table).columns(withDeleted).execute();
  }
}
