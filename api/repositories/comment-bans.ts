import type { DB } from '../db/connection.ts';
import { canModerate, type Ban, type BanInput } from '../schemas/comments.ts';
import type { Actor } from './comment-rows.ts';
import { logModeration } from './moderation-log.ts';
import { enqueueNotifications } from './notification-jobs.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { resolveUserReports } from './user-reports.ts';

/** The ban from commenting running at `now` for this user, if any (issue #28). */
export async function findActiveBan(db: DB, userId: string, now: Date): Promise<{ reason: string; until: string | null } | undefined> {
  const row = await db
    .selectFrom('comment_bans')
    .select(['reason', 'until'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
    .executeTakeFirst();
  return row && { reason: row.reason, until: row.until };
}

/**
 * `PUT /api/users/:id/comment-ban` (moderators): bans a member from commenting, logged. Moderators
 * and admins are not banned (an admin takes the role away first).
 */
export async function banUser(db: DB, actor: Actor, userId: string, input: BanInput, now: Date): Promise<Outcome<Ban>> {
  if (!canModerate(actor.role)) return refuse({ reason: 'not_allowed', action: 'ban users from commenting' });
  const target = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  if (!target) return refuse({ reason: 'not_found', entity: 'user' });
  if (canModerate(target.role)) return refuse({ reason: 'not_allowed', action: 'ban a moderator or an admin' });
  return done(
    await db.transaction().execute(async (trx) => {
      const ban = await saveBan(trx, userId, actor.id, input, now);
      // The reports that led to the ban are dealt with: the user leaves the queue.
      await resolveUserReports(trx, userId, now);
      await enqueueNotifications(trx, { event: 'moderation', subjectId: userId, actorId: actor.id, detail: 'banned' }, now);
      await logModeration(trx, { actorId: actor.id, action: 'ban', targetUserId: userId, reason: input.reason, detail: ban.until ? `until ${ban.until}` : 'no expiry' }, now);
      return ban;
    }),
  );
}

/** `DELETE /api/users/:id/comment-ban` (moderators): lifts the ban, logged when there was one. */
export async function unbanUser(db: DB, actor: Actor, userId: string, reason: string, now: Date): Promise<Outcome<null>> {
  if (!canModerate(actor.role)) return refuse({ reason: 'not_allowed', action: 'lift bans' });
  await db.transaction().execute(async (trx) => {
    if (await removeBan(trx, userId)) await logModeration(trx, { actorId: actor.id, action: 'unban', targetUserId: userId, reason }, now);
  });
  return done(null);
}

/** Bans (or bans again, replacing reason and expiry) a user from commenting. */
async function saveBan(db: DB, userId: string, bannedBy: string, input: BanInput, now: Date): Promise<Ban> {
  const until = input.until ? new Date(input.until).toISOString() : null;
  const values = { user_id: userId, reason: input.reason, until, banned_by: bannedBy, created_at: now.toISOString() };
  await db
    .insertInto('comment_bans')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reason: input.reason, until, banned_by: bannedBy, created_at: values.created_at }))
    .execute();
  return { userId, reason: input.reason, until, createdAt: values.created_at };
}

/** Lifts a ban; true when there was one. */
async function removeBan(db: DB, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('comment_bans').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
