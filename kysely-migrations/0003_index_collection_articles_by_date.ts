import type { Kysely } from 'kysely';

/**
 * A collection's articles are paged newest added first (`GET /api/collections/:id/articles`, keyset
 * on `added_at`, `article_id`): this index walks one collection in that order, whatever its size.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('collection_articles_added_idx').on('collection_articles').columns(['collection_id', 'added_at', 'article_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('collection_articles_added_idx').execute();
}
