import type { DB } from '../db/connection.ts';
import { newId } from '../schemas/ids.ts';
import { canModerate, type ReportInput, type UserReportGroup } from '../schemas/comments.ts';
import type { Actor } from './comment-rows.ts';
import { logModeration } from './moderation-log.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { countEvent } from './rate-limits.ts';
import { findUsersByIds } from './users.ts';

/**
 * Reports of users (issue #28: "Report a comment (or a user) with a reason"), beside the reports of
 * comments: the same reasons, one open report per reader and target, and one rate limit for both
 * kinds, so reports cannot flood the moderators' queue.
 */
export const REPORT_RATE = { count: 10, windowMs: 10 * 60_000 };

/** Counts one report of `actor` against the limit; the refusal when past it. */
export async function limitReports(db: DB, actor: Actor, now: Date): Promise<Outcome<null>> {
  const state = await countEvent(db, `report:${actor.id}`, REPORT_RATE.windowMs, now);
  if (state.count <= REPORT_RATE.count) return done(null);
  const retryAfterSeconds = Math.max(1, Math.ceil((state.windowStartedAt.getTime() + REPORT_RATE.windowMs - now.getTime()) / 1000));
  return refuse({ reason: 'rate_limited', retryAfterSeconds });
}

/**
 * `POST /api/users/:id/reports`. Reporting yourself is refused (403, as reporting your own
 * comment); a reader banned from commenting may still report (a ban stops writing, not warning).
 */
export async function reportUser(db: DB, actor: Actor, userId: string, input: ReportInput, now: Date): Promise<Outcome<null>> {
  if (userId === actor.id) return refuse({ reason: 'not_allowed', action: 'report yourself' });
  const target = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!target) return refuse({ reason: 'not_found', entity: 'user' });
  const limited = await limitReports(db, actor, now);
  if (!limited.ok) return limited;
  await db
    .insertInto('user_reports')
    .values({ id: newId(now.getTime()), user_id: userId, reporter_id: actor.id, reason: input.reason, text: input.text, created_at: now.toISOString(), resolved_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'reporter_id']).where('resolved_at', 'is', null).doUpdateSet({ reason: input.reason, text: input.text, created_at: now.toISOString() }))
    .execute();
  return done(null);
}

/** Closes the open reports of a user (a ban deals with them too); true when there were some. */
export async function resolveUserReports(db: DB, userId: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('user_reports').set({ resolved_at: now.toISOString() }).where('user_id', '=', userId).where('resolved_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The moderation action `dismiss_user`: the user's open reports are dealt with, logged. */
export async function dismissUserReports(db: DB, actor: Actor, userId: string, reason: string, now: Date): Promise<Outcome<{ userId: string }>> {
  if (!canModerate(actor.role)) return refuse({ reason: 'not_allowed', action: 'dismiss reports of users' });
  const target = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!target) return refuse({ reason: 'not_found', entity: 'user' });
  await db.transaction().execute(async (trx) => {
    await resolveUserReports(trx, userId, now);
    await logModeration(trx, { actorId: actor.id, action: 'dismiss_user', targetUserId: userId, reason }, now);
  });
  return done({ userId });
}

/** The queue's reported users: open reports grouped by user, the group of the newest report first. */
export async function userReportGroups(db: DB, limit: number): Promise<UserReportGroup[]> {
  // The newest open reports, enough to fill `limit` groups in most queues without reading them all.
  const reports = await db
    .selectFrom('user_reports')
    .selectAll()
    .where('resolved_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit * 10)
    .execute();
  const userIds = [...new Set(reports.map((r) => r.user_id))].slice(0, limit);
  if (userIds.length === 0) return [];
  const users = await findUsersByIds(db, [...userIds, ...reports.map((r) => r.reporter_id)]);
  const publicUser = (id: string) => {
    const u = users.get(id);
    return u && { id: u.id, slug: u.slug, firstName: u.firstName, lastName: u.lastName, presentation: u.presentation, picture: u.picture };
  };
  return userIds.flatMap((userId): UserReportGroup[] => {
    const user = publicUser(userId);
    if (!user) return [];
    const mine = reports.filter((r) => r.user_id === userId);
    const items = mine.flatMap((r) => {
      const reporter = publicUser(r.reporter_id);
      return reporter ? [{ id: r.id, reason: r.reason as ReportInput['reason'], text: r.text, reporter, createdAt: r.created_at }] : [];
    });
    return [{ user, reports: items, lastReportedAt: mine[0]!.created_at }];
  });
}
