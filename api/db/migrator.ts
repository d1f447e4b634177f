import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from '../../kysely-migrations/0001_create_schema.ts';
import * as m0002 from '../../kysely-migrations/0002_create_search_index.ts';
import * as m0003 from '../../kysely-migrations/0003_index_collection_articles_by_date.ts';
import * as m0004 from '../../kysely-migrations/0004_create_progress.ts';
import * as m0005 from '../../kysely-migrations/0005_add_idempotency_leases.ts';
import * as m0006 from '../../kysely-migrations/0006_index_filtered_feeds.ts';
import * as m0007 from '../../kysely-migrations/0007_create_title_search_index.ts';
import * as m0008 from '../../kysely-migrations/0008_create_media_jobs.ts';
import * as m0009 from '../../kysely-migrations/0009_create_uploads.ts';
import * as m0010 from '../../kysely-migrations/0010_link_translations_and_languages.ts';
import * as m0011 from '../../kysely-migrations/0011_create_article_transcripts.ts';
import * as m0012 from '../../kysely-migrations/0012_add_audio_cuts.ts';
import * as m0013 from '../../kysely-migrations/0013_index_live_feeds_on_postgres.ts';
import * as m0015 from '../../kysely-migrations/0015_add_instance_leases.ts';
import * as m0016 from '../../kysely-migrations/0016_add_upload_locks.ts';
import * as m0018 from '../../kysely-migrations/0018_add_file_peaks.ts';
import * as m0019 from '../../kysely-migrations/0019_index_users_directory.ts';
import * as m0020 from '../../kysely-migrations/0020_add_file_unreadable.ts';
import * as m0021 from '../../kysely-migrations/0021_index_user_words.ts';
import * as m0022 from '../../kysely-migrations/0022_create_comment_threads.ts';
import * as m0023 from '../../kysely-migrations/0023_create_user_reports_comments_server.ts';
import * as m0024 from '../../kysely-migrations/0024_index_pinned_comments.ts';
import * as m0025 from '../../kysely-migrations/0025_create_follows.ts';
import * as m0026 from '../../kysely-migrations/0026_create_notifications.ts';
import * as m0027 from '../../kysely-migrations/0027_create_push_subscriptions.ts';
import * as m0028 from '../../kysely-migrations/0028_create_sessions.ts';

/**
 * The migrations of `kysely-migrations/` (frozen, `NNNN_verb_object.ts`), imported statically so the
 * same list runs under tsx, Vitest and any bundler (Kysely's file provider uses a native import()
 * that cannot load .ts files under Vitest). Add each new migration here.
 */
export const migrations: Record<string, Migration> = {
  '0001_create_schema': m0001,
  '0002_create_search_index': m0002,
  '0003_index_collection_articles_by_date': m0003,
  '0004_create_progress': m0004,
  '0005_add_idempotency_leases': m0005,
  '0006_index_filtered_feeds': m0006,
  '0007_create_title_search_index': m0007,
  '0008_create_media_jobs': m0008,
  '0009_create_uploads': m0009,
  '0010_link_translations_and_languages': m0010,
  '0011_create_article_transcripts': m0011,
  '0012_add_audio_cuts': m0012,
  '0013_index_live_feeds_on_postgres': m0013,
  '0015_add_instance_leases': m0015,
  '0016_add_upload_locks': m0016,
  '0018_add_file_peaks': m0018,
  '0019_index_users_directory': m0019,
  '0020_add_file_unreadable': m0020,
  '0021_index_user_words': m0021,
  '0022_create_comment_threads': m0022,
  '0023_create_user_reports_comments_server': m0023,
  '0024_index_pinned_comments': m0024,
  '0025_create_follows': m0025,
  '0026_create_notifications': m0026,
  '0027_create_push_subscriptions': m0027,
  '0028_create_sessions': m0028,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider });
}

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
