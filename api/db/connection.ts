import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type DB = Kysely<Database>;

/**
 * Kysely's SQLite driver calls `prepare()` for every query; preparing costs about 40 % of feed
 * throughput (issue #3). Statements are cached by SQL text, so each distinct query is prepared once
 * per connection. better-sqlite3 statements are reusable and the driver runs one query at a time.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (source: string) => {
          let statement = cache.get(source);
          if (!statement) {
            statement = prepare(source);
            if (cache.size >= max) cache.delete(cache.keys().next().value as string);
            cache.set(source, statement);
          }
          return statement;
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens the SQLite file (or `:memory:`) with the pragmas of architecture.md. */
export function openSqlite(filename: string | Buffer): SQLite.Database {
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  return sqlite;
}

/**
 * Transactions start with `BEGIN IMMEDIATE`: they take the write lock first, waiting for it under
 * `busy_timeout`. Kysely's plain `BEGIN` is deferred: with several processes on one file (instances
 * sharing `DATA_DIR`), a transaction that read before another process committed fails at its first
 * write with SQLITE_BUSY at once (the busy timeout cannot help a stale snapshot), which the client
 * would see as a 500.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** A Kysely instance over an opened SQLite database, with prepared statements cached. */
export function createDb(sqlite: SQLite.Database): DB {
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Settings of a PostgreSQL deployment (`DATABASE_URL`, `DATABASE_POOL_MAX`). */
export interface PostgresSettings {
  /** `postgres://user:password@host:port/database` (any libpq URL `pg` accepts). */
  url: string;
  /** Most connections this instance opens; each instance has its own pool. */
  poolMax: number;
  /** An idle connection is closed after this long (tests close theirs quickly). */
  idleTimeoutMs?: number;
}

// `pg` hands int8 and numeric back as strings (they may exceed a JS number). Counts, sums and
// sizes here stay far below 2^53, and every caller expects numbers, as better-sqlite3 gives.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * A Kysely instance over a pool of PostgreSQL connections. A connection that breaks while idle (the
 * server restarted, a failover) is reported and dropped, never an uncaught error that ends the
 * process; the next query opens a new one, so the instance recovers when the database comes back.
 */
export function createPostgresDb(settings: PostgresSettings): DB {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolMax,
    idleTimeoutMillis: settings.idleTimeoutMs ?? 30_000,
    // A request waits at most this long for a connection (database down, or pool exhausted): it
    // then fails and is answered 503 (api/http/database-unavailable.ts) rather than hanging.
    connectionTimeoutMillis: 5_000,
    types: pgTypes,
  });
  pool.on('error', (error) => console.warn('[db] idle PostgreSQL connection lost:', error.message));
  // A connection cut while a query holds it emits `error` on the client too: without a listener,
  // Node would end the process. The query itself fails (and its request answers 503).
  pool.on('connect', (client) => client.on('error', (error) => console.warn('[db] PostgreSQL connection lost:', error.message)));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
