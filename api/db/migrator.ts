import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from '../../kysely-migrations/0001_create_schema.ts';
import * as m0002 from '../../kysely-migrations/0002_create_search_index.ts';
import * as m0003 from '../../kysely-migrations/0003_index_collection_articles_by_date.ts';
import * as m0005 from '../../kysely-migrations/0005_create_media_jobs.ts';

/**
 * The migrations of `kysely-migrations/` (frozen, `NNNN_verb_object.ts`), imported statically so the
 * same list runs under tsx, Vitest and any bundler (Kysely's file provider uses a native import()
 * that cannot load .ts files under Vitest). Add each new migration here.
 */
export const migrations: Record<string, Migration> = {
  '0001_create_schema': m0001,
  '0002_create_search_index': m0002,
  '0003_index_collection_articles_by_date': m0003,
  '0005_create_media_jobs': m0005,
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
