import { sql } from 'kysely';
import type { DB } from './connection.ts';

/** Throws when the database does not answer a trivial query (the readiness check). */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
