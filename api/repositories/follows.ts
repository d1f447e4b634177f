import type { Selectable } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { FollowsTable } from '../db/community-types.ts';
import type { FollowItem, FollowListQuery, FollowTarget } from '../schemas/follows.ts';
import { newId } from '../schemas/ids.ts';
import type { ListResponse } from '../schemas/list.ts';
import type { User } from '../schemas/user.ts';
import { decodeKeysetCursor, encodeCursor } from './article-cursor.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { countEvent } from './rate-limits.ts';
import { findActiveUserBySlug, findUserRowsByIds, toPublicUser } from './users.ts';

/**
 * Follows of authors, tribes and themes (issue #29). A follow is one `follows` row
 * (kysely-migrations/0025); following again or unfollowing again changes nothing and succeeds, so
 * a write queued offline and replayed is harmless. The follower counters of users move in the
 * migration's triggers, in the statement that inserts or deletes the row.
 */

/** Follows and unfollows one reader may make in an hour: far above a person's use, a wall for scripts. */
export const FOLLOW_RATE = { count: 300, windowMs: 60 * 60_000 };

const COLUMN = { users: 'user_id', tribes: 'tribe_id', themes: 'theme_id' } as const;
const ENTITY = { users: 'user', tribes: 'tribe', themes: 'theme' } as const;

type FollowRow = Selectable<FollowsTable>;

/** Whether the target exists (users: activated accounts only, as profiles show them). */
async function targetExists(db: DB, target: FollowTarget): Promise<boolean> {
  if (target.kind === 'users') return (await db.selectFrom('users').select('id').where('id', '=', target.id).where('activated_at', 'is not', null).executeTakeFirst()) !== undefined;
  return (await db.selectFrom(target.kind).select('id').where('id', '=', target.id).executeTakeFirst()) !== undefined;
}

/** The checks both writes share: not oneself, an existing target, within the rate limit. */
async function checkWrite(db: DB, followerId: string, target: FollowTarget, now: Date): Promise<Outcome<null>> {
  if (target.kind === 'users' && target.id === followerId) return refuse({ reason: 'not_allowed', action: 'follow yourself' });
  if (!(await targetExists(db, target))) return refuse({ reason: 'not_found', entity: ENTITY[target.kind] });
  const state = await countEvent(db, `follow:${followerId}`, FOLLOW_RATE.windowMs, now);
  if (state.count <= FOLLOW_RATE.count) return done(null);
  const retryAfterSeconds = Math.max(1, Math.ceil((state.windowStartedAt.getTime() + FOLLOW_RATE.windowMs - now.getTime()) / 1000));
  return refuse({ reason: 'rate_limited', retryAfterSeconds, what: 'follows' });
}

/** `PUT /api/follows/:kind/:id`: the follow, and whether this call made it (a repeat keeps the first). */
export async function follow(db: DB, followerId: string, target: FollowTarget, now: Date): Promise<Outcome<{ item: FollowItem; created: boolean }>> {
  const checked = await checkWrite(db, followerId, target, now);
  if (!checked.ok) return checked;
  const column = COLUMN[target.kind];
  const id = newId(now.getTime());
  // One statement answers the row either way: a repeat (or two devices following at once) meets the
  // unique index and takes the stored row back unchanged, so the first follow keeps its time.
  const row = await db
    .insertInto('follows')
    .values({ id, follower_id: followerId, [column]: target.id, created_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .columns(['follower_id', column])
        .where(column, 'is not', null)
        .doUpdateSet({ follower_id: (eb) => eb.ref('follows.follower_id') }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  const [item] = await toItems(db, [row]);
  // Gone between the check and the answer (an account deleted meanwhile): as if never there.
  if (!item) return refuse({ reason: 'not_found', entity: ENTITY[target.kind] });
  return done({ item, created: row.id === id });
}

/** `DELETE /api/follows/:kind/:id`: done whether or not it was followed. */
export async function unfollow(db: DB, followerId: string, target: FollowTarget, now: Date): Promise<Outcome<null>> {
  const checked = await checkWrite(db, followerId, target, now);
  if (!checked.ok) return checked;
  await db.deleteFrom('follows').where('follower_id', '=', followerId).where(COLUMN[target.kind], '=', target.id).execute();
  return done(null);
}

/** Follow rows as items, in the rows' order, each with its user (and counters), tribe or theme. */
async function toItems(db: DB, rows: FollowRow[]): Promise<FollowItem[]> {
  const ids = <K extends 'user_id' | 'tribe_id' | 'theme_id'>(key: K) => rows.flatMap((r) => (r[key] === null ? [] : [r[key] as NonNullable<FollowRow[K]>]));
  const [users, tribes, themes] = await Promise.all([
    findUserRowsByIds(db, ids('user_id')),
    ids('tribe_id').length ? db.selectFrom('tribes').select(['id', 'name']).where('id', 'in', ids('tribe_id')).execute() : [],
    ids('theme_id').length ? db.selectFrom('themes').select(['id', 'title', 'title_en', 'code']).where('id', 'in', ids('theme_id')).execute() : [],
  ]);
  return rows.flatMap((r): FollowItem[] => {
    const followedAt = r.created_at;
    if (r.user_id !== null) {
      const user = users.get(r.user_id);
      return user ? [{ kind: 'users', id: r.user_id, followedAt, user: toPublicUser(user, { withCounts: true }) }] : [];
    }
    const tribe = tribes.find((t) => t.id === r.tribe_id);
    if (tribe) return [{ kind: 'tribes', id: tribe.id, followedAt, tribe }];
    const theme = themes.find((t) => t.id === r.theme_id);
    return theme ? [{ kind: 'themes', id: theme.id, followedAt, theme }] : [];
  });
}

/** One page of follow rows newest first (`created_at desc, id desc`), where `key` is `value`. */
async function followPage(db: DB, key: 'follower_id' | 'user_id', value: string, q: FollowListQuery): Promise<Outcome<{ rows: FollowRow[]; nextCursor: string | null }>> {
  const after = q.cursor ? decodeKeysetCursor(q.cursor) : undefined;
  if (q.cursor && !after) return refuse({ reason: 'invalid_cursor' });
  let query = db.selectFrom('follows').selectAll().where(key, '=', value);
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  // One row past the page tells whether there is another.
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .execute();
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return done({ rows: page, nextCursor: rows.length > q.limit && last ? encodeCursor({ kind: 'keyset', createdAt: last.created_at, id: last.id }) : null });
}

/** `GET /api/follows`: what the reader follows, newest first; `total` counts them all (one reader's rows). */
export async function listFollows(db: DB, followerId: string, q: FollowListQuery): Promise<Outcome<ListResponse<FollowItem>>> {
  const page = await followPage(db, 'follower_id', followerId, q);
  if (!page.ok) return page;
  const [items, { n }] = await Promise.all([
    toItems(db, page.value.rows),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('follower_id', '=', followerId)
      .executeTakeFirstOrThrow(),
  ]);
  return done({ items, total: Number(n), nextCursor: page.value.nextCursor });
}

/** `GET /api/users/:slug/followers`: readers following an activated user, newest first; `total` is the counter. */
export async function listFollowers(db: DB, slug: string, q: FollowListQuery): Promise<Outcome<ListResponse<User>>> {
  const user = await findActiveUserBySlug(db, slug);
  if (!user) return refuse({ reason: 'not_found', entity: 'user' });
  const page = await followPage(db, 'user_id', user.id, q);
  if (!page.ok) return page;
  const rows = await findUserRowsByIds(
    db,
    page.value.rows.map((r) => r.follower_id),
  );
  const items = page.value.rows.flatMap((r) => {
    const row = rows.get(r.follower_id);
    return row ? [toPublicUser(row, { withCounts: true })] : [];
  });
  return done({ items, total: Number(user.follower_count), nextCursor: page.value.nextCursor });
}
