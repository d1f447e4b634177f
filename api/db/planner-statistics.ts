import type SQLite from 'better-sqlite3';

/**
 * Planner statistics. Without `sqlite_stat1` SQLite guesses every index equally selective and can
 * pick a plan that scans `articles` (issue #11: 1.4 s for a search whose FTS part took 0.5 ms).
 * SQLite's advice for long-lived connections: `PRAGMA optimize=0x10002` on open, then `PRAGMA
 * optimize` now and then; `analysis_limit` makes each ANALYZE sample an index instead of reading
 * it all, so this costs milliseconds at a million articles.
 */
export const ANALYSIS_LIMIT = 1000;
export const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/** On open: analyze what has no statistics yet (or changed a lot since), with the sampling limit. */
export function optimizeOnOpen(sqlite: SQLite.Database): void {
  sqlite.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  const analyzed = sqlite.prepare("select 1 from sqlite_master where name = 'sqlite_stat1'").get();
  // A database never analyzed gets a full (sampled) ANALYZE; afterwards `optimize` redoes only
  // the tables whose size changed enough to matter.
  if (!analyzed) sqlite.exec('ANALYZE');
  else sqlite.pragma('optimize = 0x10002');
}

/** `PRAGMA optimize` every hour on a long-lived connection; returns the function that stops it. */
export function scheduleOptimize(sqlite: SQLite.Database, everyMs = OPTIMIZE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    try {
      sqlite.pragma('optimize');
    } catch (error) {
      // A busy database skips one round; the next hour tries again.
      console.warn('[db] PRAGMA optimize failed:', error);
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
