import { type Kysely, PostgresAdapter } from 'kysely';

/** Frozen copy of `isPostgres` (api/db/dialect.ts, issue #26): a migration imports nothing from the app. */
function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Frozen copy of `columnTypes` (api/db/dialect.ts, issue #26): the column types whose spelling differs. */
function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    autoId: pg ? ('serial' as const) : ('integer' as const),
    double: pg ? ('double precision' as const) : ('real' as const),
    bytes: pg ? ('bigint' as const) : ('integer' as const),
  };
}

/**
 * Where each user is in each article: the playback position of a podcast or video, the reading
 * position of a long text (a fraction of its length), and whether they finished it. One row per
 * (user, article); `client_updated_at` is when the device recorded it, so an old offline replay
 * never overwrites a newer position sent from another device.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { double } = columnTypes(db);
  await db.schema
    .createTable('progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('position', double, (c) => c.notNull())
    .addColumn('duration', double)
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addColumn('client_updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('progress_pk', ['user_id', 'article_id'])
    .execute();
  // "Continue listening": a user's unfinished items, most recently moved first.
  await db.schema.createIndex('progress_recent_idx').on('progress').columns(['user_id', 'finished', 'client_updated_at', 'article_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('progress').execute();
}
