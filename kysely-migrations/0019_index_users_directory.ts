import { sql, type Kysely } from 'kysely';

/**
 * The user directory in its own order (issue #25): activated users by `(first_name, last_name, id)`,
 * a partial index so accounts never activated take no room in it. A directory page is a range of
 * this index after the previous page's last key (keyset cursor, api/repositories/users-directory.ts),
 * so page 500 costs what page 1 costs; a search walks the same range and tests the names held in the
 * index (`slug` is included so the test reads no table row). Same SQL on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_directory_idx on users (first_name, last_name, id, slug, activated_at) where activated_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_directory_idx`.execute(db);
}
