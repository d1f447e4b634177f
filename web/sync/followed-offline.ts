import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import { getMeta, setMeta } from '#web/db/meta.ts';
import { queuedFollowOps } from './follow-queue.ts';
import { pendingFollows } from './follow-state.ts';

/** Where the device keeps what a reader follows (keys as `followKey` makes them), per account. */
const metaKey = (userId: string) => `followed:${userId}`;

/**
 * Keeps what `userId` follows as the server last said, so the Following feed can be drawn from
 * the kept articles with no network (issue #29).
 */
export async function rememberFollowed(userId: string, keys: Iterable<string>, database: TribesDb = defaultDb): Promise<void> {
  await setMeta(metaKey(userId), [...keys], database);
}

/**
 * What `userId` follows now, as far as this device knows: the server's last list, with the follows
 * and unfollows still queued here laid over it. Undefined when the device never had the list.
 */
export async function followedOnDevice(userId: string, database: TribesDb = defaultDb): Promise<Set<string> | undefined> {
  const [kept, queued] = await Promise.all([getMeta<string[]>(metaKey(userId), database), queuedFollowOps(userId, database)]);
  const pending = pendingFollows(queued);
  if (!kept && pending.size === 0) return undefined;
  const followed = new Set(kept);
  for (const [key, on] of pending) {
    if (on) followed.add(key);
    else followed.delete(key);
  }
  return followed;
}
