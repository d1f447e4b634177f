import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { Database } from '../db/types.ts';
import { NOTIFICATION_ACTORS_SHOWN, type Notification, type NotificationKind, type NotificationListQuery, type NotificationPage } from '../schemas/notifications.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import { findUsersByIds } from './users.ts';

/**
 * The bell (issue #29): a reader's notifications, newest change first, and what is unread. An item
 * is unread when it was not read one by one (`read_at`, cleared when a like bumps it) and it comes
 * after the reader's read marker (`notification_read_markers`, "read up to here", one per reader,
 * so every device counts the same).
 */

/** The unread count stops here (the bell shows "99+"): counting a forgotten account's 100,000 would read them all. */
export const UNREAD_COUNT_CAP = 1000;

const CURSOR = /^n:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|(\d{1,12})$/;
const encode = (at: string, id: number) => Buffer.from(`n:${at}|${id}`, 'utf8').toString('base64url');
function decode(cursor: string): { at: string; id: number } | undefined {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? { at: match[1]!, id: Number(match[2]) } : undefined;
}

export type Marker = { read_at: string; read_id: number } | undefined;

async function findMarker(db: DB, userId: string): Promise<Marker> {
  const row = await db.selectFrom('notification_read_markers').select(['read_at', 'read_id']).where('user_id', '=', userId).executeTakeFirst();
  return row && { read_at: row.read_at, read_id: Number(row.read_id) };
}

/** After the marker in the list's order: changed later, or at the same time with a higher id. */
const afterMarker = (marker: NonNullable<Marker>) => (eb: ExpressionBuilder<Database, 'notifications'>) => eb(eb.refTuple('updated_at', 'id'), '>', eb.tuple(marker.read_at, marker.read_id));

/** The unread items' count query (capped), for `unreadCount` and the plan tests. */
export function unreadCountQuery(db: DB, userId: string, marker: Marker) {
  let unread = db
    .selectFrom('notifications')
    .select(sql<number>`1`.as('one'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (marker) unread = unread.where(afterMarker(marker));
  return db.selectFrom(unread.limit(UNREAD_COUNT_CAP).as('u')).select((eb) => eb.fn.countAll<number>().as('n'));
}

/** How many of the reader's notifications are unread, up to `UNREAD_COUNT_CAP`. */
export async function unreadCount(db: DB, userId: string): Promise<number> {
  const row = await unreadCountQuery(db, userId, await findMarker(db, userId)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the bell's rows (one more than `limit`, to know whether more follow), newest change first. */
export function notificationPageQuery(db: DB, userId: string, query: { limit: number; kind?: NotificationKind }, position?: { at: string; id: number }) {
  let page = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (query.kind) page = page.where('kind', '=', query.kind);
  // A row value: PostgreSQL walks the index from that key (an `or` of the two columns made it sort a bitmap scan).
  if (position) page = page.where((eb) => eb(eb.refTuple('updated_at', 'id'), '<', eb.tuple(position.at, position.id)));
  return page
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
}

/** `GET /api/notifications`: a page, newest change first, with the unread count. */
export async function listNotifications(db: DB, userId: string, query: NotificationListQuery): Promise<Outcome<NotificationPage>> {
  const position = query.cursor === undefined ? undefined : decode(query.cursor);
  if (query.cursor !== undefined && !position) return refuse({ reason: 'invalid_cursor' });
  const rows = await notificationPageQuery(db, userId, query, position).execute();
  const more = rows.length > query.limit;
  const shown = rows.slice(0, query.limit);
  const marker = await findMarker(db, userId);
  const last = shown.at(-1);

  const likers = new Map<string, { ids: string[]; count: number }>();
  for (const row of shown) {
    if (row.kind !== 'like' || !row.comment_id) continue;
    // The likers of a grouped item are read live: an unlike takes its name away.
    const others = db.selectFrom('comment_likes').where('comment_id', '=', row.comment_id).where('user_id', '<>', userId);
    const [newest, count] = await Promise.all([
      others.select('user_id').orderBy('created_at', 'desc').limit(NOTIFICATION_ACTORS_SHOWN).execute(),
      others.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    likers.set(row.comment_id, { ids: newest.map((l) => l.user_id), count: Number(count.n) });
  }
  const userIds = shown.flatMap((r) => (r.kind === 'like' && r.comment_id ? (likers.get(r.comment_id)?.ids ?? []) : r.actor_id && r.kind !== 'moderation' ? [r.actor_id] : []));
  const articleIds = [...new Set(shown.flatMap((r) => (r.article_id ? [r.article_id] : [])))];
  const commentIds = [...new Set(shown.flatMap((r) => (r.comment_id ? [r.comment_id] : [])))];
  const [users, articles, comments] = await Promise.all([
    findUsersByIds(db, userIds),
    articleIds.length ? db.selectFrom('articles').select(['id', 'title']).where('id', 'in', articleIds).where('deleted_at', 'is', null).execute() : [],
    commentIds.length ? db.selectFrom('comments').select(['id', 'content', 'status']).where('id', 'in', commentIds).execute() : [],
  ]);
  const titles = new Map(articles.map((a) => [a.id, a.title]));
  const excerpts = new Map(comments.map((c) => [c.id, c.status === 'deleted' ? '' : excerptOf(c.content)]));

  const items = shown.map((row): Notification => {
    const liked = row.kind === 'like' && row.comment_id ? likers.get(row.comment_id) : undefined;
    const actorIds = liked ? liked.ids : row.actor_id && row.kind !== 'moderation' ? [row.actor_id] : [];
    const actors = actorIds.flatMap((id) => {
      const user = users.get(id);
      return user ? [{ id: user.id, slug: user.slug, firstName: user.firstName, lastName: user.lastName, picture: user.picture }] : [];
    });
    const unread = row.read_at === null && (!marker || row.updated_at > marker.read_at || (row.updated_at === marker.read_at && Number(row.id) > marker.read_id));
    return {
      id: Number(row.id),
      kind: row.kind,
      at: row.updated_at,
      read: !unread,
      actors,
      actorCount: liked ? liked.count : actors.length,
      article: row.article_id && titles.has(row.article_id) ? { id: row.article_id, title: titles.get(row.article_id)! } : null,
      comment: row.comment_id && excerpts.has(row.comment_id) ? { id: row.comment_id, excerpt: excerpts.get(row.comment_id)! } : null,
      decision: row.decision,
    };
  });
  return done({ items, nextCursor: more && last ? encode(last.updated_at, Number(last.id)) : null, unread: await unreadCount(db, userId) });
}

/** The start of a comment's text for the bell, cut at a word near 140 characters. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 140) return flat;
  const cut = flat.slice(0, 140);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

async function findOwn(db: DB, userId: string, id: number) {
  return db.selectFrom('notifications').select(['id', 'updated_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** `PUT /api/notifications/:id/read`: one item read; undefined when it is not the reader's. */
export async function markRead(db: DB, userId: string, id: number, now: Date): Promise<number | undefined> {
  const own = await findOwn(db, userId, id);
  if (!own) return undefined;
  await db.updateTable('notifications').set({ read_at: now.toISOString() }).where('id', '=', id).where('read_at', 'is', null).execute();
  return unreadCount(db, userId);
}

/**
 * `PUT /api/notifications/read-marker`: everything up to item `upTo`, in the list's order, is read.
 * The marker only moves forward: a device that was offline sending an older `upTo` unreads nothing.
 */
export async function moveReadMarker(db: DB, userId: string, upTo: number, now: Date): Promise<number | undefined> {
  const own = await findOwn(db, userId, upTo);
  if (!own) return undefined;
  const values = { read_at: own.updated_at, read_id: Number(own.id), updated_at: now.toISOString() };
  await db.transaction().execute(async (trx) => {
    const marker = await findMarker(trx, userId);
    if (marker && (marker.read_at > values.read_at || (marker.read_at === values.read_at && marker.read_id >= values.read_id))) return;
    await trx
      .insertInto('notification_read_markers')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  });
  return unreadCount(db, userId);
}
