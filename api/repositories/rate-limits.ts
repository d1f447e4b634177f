import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';

export interface RateLimitState {
  count: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

function toState(row: { count: number; window_started_at: string; locked_until: string | null }): RateLimitState {
  return {
    count: Number(row.count),
    windowStartedAt: new Date(row.window_started_at),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
  };
}

/** The end of the lock on `key`, when one is still running at `now`. */
export async function findActiveLock(db: DB, key: string, now: Date): Promise<Date | null> {
  const row = await db.selectFrom('rate_limits').select('locked_until').where('key', '=', key).where('locked_until', '>', now.toISOString()).executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : null;
}

/**
 * Counts one event on `key` in a fixed window, in a single upsert so concurrent requests cannot lose
 * a count. A window older than `windowMs`, or a lock that has ended, starts the count again at 1.
 */
export async function countEvent(db: DB, key: string, windowMs: number, now: Date): Promise<RateLimitState> {
  const at = now.toISOString();
  const windowFloor = new Date(now.getTime() - windowMs).toISOString();
  const restart = sql<boolean>`(rate_limits.window_started_at <= ${windowFloor} or (rate_limits.locked_until is not null and rate_limits.locked_until <= ${at}))`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_started_at: at, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${restart} then 1 else rate_limits.count + 1 end`,
        window_started_at: sql<string>`case when ${restart} then ${at} else rate_limits.window_started_at end`,
        locked_until: sql<string | null>`case when ${restart} then null else rate_limits.locked_until end`,
      }),
    )
    .returning(['count', 'window_started_at', 'locked_until'])
    .executeTakeFirstOrThrow();
  return toState(row);
}

export async function lockKey(db: DB, key: string, until: Date): Promise<void> {
  await db.updateTable('rate_limits').set({ locked_until: until.toISOString() }).where('key', '=', key).execute();
}

export async function clearKey(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
