import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import { newId } from '../schemas/ids.ts';
import type { ModerationLogEntry, ModerationLogPage } from '../schemas/comments.ts';
import { findUsersByIds } from './users.ts';

export interface LogLine {
  actorId: string;
  action: ModerationLogEntry['action'];
  commentId?: string | null;
  targetUserId?: string | null;
  reason?: string;
  detail?: string | null;
}

/** Writes one line of the audit log (issue #28: who, what, when, why), in the action's transaction. */
export async function logModeration(db: DB, line: LogLine, now: Date): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      id: newId(now.getTime()),
      actor_id: line.actorId,
      action: line.action,
      comment_id: line.commentId ?? null,
      target_user_id: line.targetUserId ?? null,
      reason: line.reason ?? '',
      detail: line.detail ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f]{32})$/;

/** `GET /api/moderation/log`: newest first, keyset on (created_at, id); `undefined` for a foreign cursor. */
export async function listModerationLog(db: DB, limit: number, cursor: string | undefined): Promise<ModerationLogPage | undefined> {
  let select = db.selectFrom('moderation_log').selectAll();
  if (cursor !== undefined) {
    const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!match) return undefined;
    select = select.where(sql<boolean>`(created_at, id) < (${match[1]}, ${match[2]})`);
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const users = await findUsersByIds(
    db,
    page.flatMap((r) => (r.target_user_id ? [r.actor_id, r.target_user_id] : [r.actor_id])),
  );
  const pick = (id: string | null) => {
    const u = id ? users.get(id) : undefined;
    return u ? { id: u.id, slug: u.slug, firstName: u.firstName, lastName: u.lastName, presentation: u.presentation, picture: u.picture } : null;
  };
  const items = page.flatMap((r): ModerationLogEntry[] => {
    const actor = pick(r.actor_id);
    return actor
      ? [
          {
            id: r.id,
            actor,
            action: r.action as ModerationLogEntry['action'],
            commentId: r.comment_id,
            targetUser: pick(r.target_user_id),
            reason: r.reason,
            detail: r.detail,
            createdAt: r.created_at,
          },
        ]
      : [];
  });
  const last = page.at(-1);
  return { items, total: null, nextCursor: rows.length > limit && last ? Buffer.from(`${last.created_at}|${last.id}`, 'utf8').toString('base64url') : null };
}
