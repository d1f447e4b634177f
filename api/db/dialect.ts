import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Whether `db` (a database, a transaction, or a migration's handle) talks to PostgreSQL rather than
 * the embedded SQLite file. The few queries and migrations whose SQL differs branch on it; everything
 * else is the same portable Kysely code on both.
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Column types whose spelling differs, for migrations: an auto-numbered key (`integer primary key
 * autoincrement` on SQLite, `serial` on PostgreSQL, see `autoId`), a double (SQLite's `real` is
 * 8 bytes; PostgreSQL's is 4, which would turn 12.3 seconds into 12.300000190734863), and byte
 * counts (a 4 GB video does not fit PostgreSQL's 4-byte `integer`; SQLite integers are 8 bytes).
 */
export function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    autoId: pg ? ('serial' as const) : ('integer' as const),
    double: pg ? ('double precision' as const) : ('real' as const),
    bytes: pg ? ('bigint' as const) : ('integer' as const),
  };
}

/** The column modifier of an auto-numbered primary key (`serial` numbers itself on PostgreSQL). */
export function autoIdColumn(db: Kysely<any>) {
  const pg = isPostgres(db);
  return (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
}
