import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

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

/** Frozen copy of `autoIdColumn` (api/db/dialect.ts, issue #26): `serial` numbers itself on PostgreSQL. */
function autoIdColumn(db: Kysely<any>) {
  const pg = isPostgres(db);
  return (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
}

/**
 * The whole product's schema. Portable SQL through Kysely's schema builder; only the search index
 * (FTS5) is SQLite-specific, and lives in its own migration so another database can replace it.
 * Frozen once landed: change the schema with a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The few types PostgreSQL spells differently (api/db/dialect.ts); the same SQL as ever on SQLite.
  const types = columnTypes(db);
  const autoId = autoIdColumn(db);
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', types.bytes, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', types.double)
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('presentation', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('picture_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('activated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('replaced_by_id', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  // Activation and reset codes: stored hashed, single use, expiring.
  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull()) // 'activation' | 'reset'
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Rate-limit counters (failed logins per account and per address, recovery requests per email),
  // kept in the database so a restart does not lift a lockout.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await db.schema
    .createTable('tribes')
    .addColumn('id', types.autoId, autoId)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('themes')
    .addColumn('id', types.autoId, autoId)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Integer key of the article in the search index (FTS5 rows are keyed by integers).
    .addColumn('search_id', 'integer', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull()) // 1 text, 2 audio, 3 video
    .addColumn('text_type', 'integer', (c) => c.notNull().defaultTo(0)) // 0 text, 1 story
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sub_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_image_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('audio_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('video_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('tags_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('references_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('inspired_by_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // Feed order is (created_at desc, id desc); each filter has an index ending in that order so a
  // keyset page costs the same at page 500 as at page 1.
  await db.schema.createIndex('articles_feed_idx').on('articles').columns(['deleted_at', 'created_at', 'id']).execute();
  await db.schema.createIndex('articles_type_feed_idx').on('articles').columns(['type', 'deleted_at', 'created_at', 'id']).execute();
  await db.schema.createIndex('articles_user_feed_idx').on('articles').columns(['user_id', 'deleted_at', 'created_at', 'id']).execute();

  await db.schema
    .createTable('article_tribes')
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tribe_id', 'integer', (c) => c.notNull().references('tribes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tribes_pk', ['article_id', 'tribe_id'])
    .execute();
  await db.schema.createIndex('article_tribes_tribe_idx').on('article_tribes').columns(['tribe_id', 'article_id']).execute();

  await db.schema
    .createTable('article_themes')
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('theme_id', 'integer', (c) => c.notNull().references('themes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_themes_pk', ['article_id', 'theme_id'])
    .execute();
  await db.schema.createIndex('article_themes_theme_idx').on('article_themes').columns(['theme_id', 'article_id']).execute();

  await db.schema
    .createTable('article_images')
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_images_pk', ['article_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('article_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_sections_article_idx').on('article_sections').columns(['article_id', 'position']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_article_idx').on('comments').columns(['article_id', 'created_at']).execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)) // the user's "Favorites"
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('collections_user_idx').on('collections').columns(['user_id', 'deleted_at']).execute();

  await db.schema
    .createTable('collection_articles')
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('article_id', 'text', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_articles_pk', ['collection_id', 'article_id'])
    .execute();
  await db.schema.createIndex('collection_articles_article_idx').on('collection_articles').columns(['article_id']).execute();

  await db.schema
    .createTable('advertisements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('format', 'text', (c) => c.notNull()) // banner | card | native | sidebar | square
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('button_text', 'text', (c) => c.notNull())
    .addColumn('price', 'text')
    .addColumn('discount', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sponsor', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('advertisements_format_idx').on('advertisements').columns(['format']).execute();

  await db.schema
    .createTable('ad_impressions')
    .addColumn('id', types.autoId, autoId)
    .addColumn('ad_id', 'text', (c) => c.notNull().references('advertisements.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_impressions_ad_idx').on('ad_impressions').columns(['ad_id']).execute();

  // First response per (scope, key) for unsafe calls; scope is the user id, or the client address
  // for anonymous calls. Kept at least 24 h.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('content_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').columns(['created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'ad_impressions',
    'advertisements',
    'collection_articles',
    'collections',
    'comments',
    'article_sections',
    'article_images',
    'article_themes',
    'article_tribes',
    'articles',
    'themes',
    'tribes',
    'rate_limits',
    'auth_codes',
    'refresh_tokens',
    'users',
    'files',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
