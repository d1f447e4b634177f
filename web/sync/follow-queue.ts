import { db as defaultDb, type TribesDb } from '#web/db/database.ts';
import type { FollowOperation } from '#web/db/operations.ts';

/**
 * The follows and unfollows of `userId` still waiting in the outbox, oldest first: the Follow
 * buttons lay them over the server's list (web/features/follows/follow-state.ts), so a tap shows at
 * once, offline and after a reload, until the server has it.
 */
export async function queuedFollowOps(userId: string, database: TribesDb = defaultDb): Promise<FollowOperation[]> {
  const entries = await database.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('seq');
  return entries.flatMap((e) => (e.op.type === 'follow.put' || e.op.type === 'follow.delete' ? [e.op] : []));
}
