import type { AppDeps } from '../app-env.ts';
import type { NotificationsTable } from '../db/notification-types.ts';
import { sendPushes } from '../push/send.ts';
import type { PushKind, PushNotification } from '../push/payload.ts';
import { excerptOf, unreadCount } from '../repositories/notifications.ts';
import type { CreatedNotifications } from '../repositories/notification-fan-out.ts';
import { storyPath } from '../schemas/pages.ts';

type Deps = Pick<AppDeps, 'db' | 'push'> & { config: Pick<AppDeps['config'], 'publicUrl'> };

/** Devices pushed to at once: a batch of an article's fan-out is up to 1,000 readers. */
const CONCURRENCY = 16;
/** A push service that asked to wait (429, 5xx, a timeout) is tried once more after this at most. */
const RETRY_WAIT_MAX_MS = 5000;

const PUSH_KIND: Record<NotificationsTable['kind'], PushKind> = { article: 'new_article', comment: 'comment', reply: 'reply', like: 'comment_likes', moderation: 'moderation' };
const DECISION = { approved: 'hold_approved', rejected: 'hold_rejected', banned: 'banned' } as const;

type Row = Pick<NotificationsTable, 'user_id' | 'kind' | 'article_id' | 'comment_id' | 'actor_id' | 'decision' | 'updated_at'> & { id: number };

/**
 * The pushes of the notifications the queue has just made (issue #29): the worker's `afterCreated`.
 * Only readers with a subscribed device and the kind's `push` preference on are pushed, each in their
 * language (api/push/payload.ts). A push is a nudge; the bell is the record: a device whose push
 * service asks to wait is tried once more, shortly, then left (the reader finds it in the bell), and
 * nothing here fails the job, whose retry would push again to the devices already reached.
 */
export function pushDelivery(deps: Deps): (created: CreatedNotifications) => Promise<void> {
  return async (created) => {
    if (!deps.push || created.ids.length === 0) return;
    const rows = await pushedRows(deps, created.ids);
    if (rows.length === 0) return;
    const notifications = await describe(deps, rows);
    await inBatches(notifications, CONCURRENCY, async ({ userId, notification }) => {
      try {
        const first = await sendPushes(deps, userId, notification);
        if (first.retry.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min((first.retryAfterSeconds ?? 1) * 1000, RETRY_WAIT_MAX_MS)));
        const second = await sendPushes(deps, userId, notification, { only: first.retry });
        if (second.retry.length > 0) console.warn(`[push] notification ${notification.id}: ${second.retry.length} device(s) still unreachable, left to the bell`);
      } catch (error) {
        console.warn(`[push] notification ${notification.id} not pushed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
}

/** The created notifications whose reader has a device to push to and has not turned the kind's pushes off. */
function pushedRows(deps: Deps, ids: readonly number[]): Promise<Row[]> {
  return deps.db
    .selectFrom('notifications as n')
    .select(['n.id', 'n.user_id', 'n.kind', 'n.article_id', 'n.comment_id', 'n.actor_id', 'n.decision', 'n.updated_at'])
    .where('n.id', 'in', ids)
    .where(({ exists, selectFrom }) => exists(selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'n.user_id')))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notification_preferences as p').select('p.kind').whereRef('p.user_id', '=', 'n.user_id').whereRef('p.kind', '=', 'n.kind').where('p.push', '=', 0))),
    )
    .execute() as Promise<Row[]>;
}

/** What each push says: who acted, about what, where it opens, and the reader's unread count for the badge. */
async function describe(deps: Deps, rows: Row[]): Promise<{ userId: string; notification: PushNotification }[]> {
  const { db } = deps;
  const actorIds = [...new Set(rows.flatMap((r) => (r.actor_id && r.kind !== 'moderation' ? [r.actor_id] : [])))];
  const commentIds = [...new Set(rows.flatMap((r) => (r.comment_id ? [r.comment_id] : [])))];
  const [actors, comments] = await Promise.all([
    actorIds.length ? db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', actorIds).execute() : [],
    commentIds.length ? db.selectFrom('comments').select(['id', 'content', 'status', 'article_id']).where('id', 'in', commentIds).execute() : [],
  ]);
  const commentOf = new Map(comments.map((c) => [c.id, c]));
  const articleIds = [...new Set(rows.flatMap((r) => [r.article_id ?? commentOf.get(r.comment_id ?? '')?.article_id ?? []].flat()))];
  const articles = articleIds.length ? await db.selectFrom('articles').select(['id', 'slug', 'title']).where('id', 'in', articleIds).where('deleted_at', 'is', null).execute() : [];
  const articleOf = new Map(articles.map((a) => [a.id, a]));
  const nameOf = new Map(actors.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));

  return Promise.all(
    rows.map(async (row) => {
      const comment = row.comment_id ? commentOf.get(row.comment_id) : undefined;
      const article = articleOf.get(row.article_id ?? comment?.article_id ?? '');
      const likers = row.kind === 'like' && row.comment_id ? await likersBesides(deps, row.comment_id, row.user_id) : 0;
      const actorName = row.actor_id && row.kind !== 'moderation' ? nameOf.get(row.actor_id) : undefined;
      const notification: PushNotification = {
        id: String(row.id),
        userId: row.user_id,
        at: row.updated_at,
        kind: PUSH_KIND[row.kind],
        subject: row.comment_id ?? row.article_id ?? row.user_id,
        path: article ? storyPath(article) : '/',
        ...(actorName ? { actorName } : {}),
        ...(likers > 1 ? { others: likers - 1 } : {}),
        ...(row.kind === 'article' ? (article ? { excerpt: article.title } : {}) : comment && comment.status !== 'deleted' ? { excerpt: excerptOf(comment.content) } : {}),
        ...(row.decision ? { decision: DECISION[row.decision] } : {}),
        unread: await unreadCount(db, row.user_id),
      };
      return { userId: row.user_id, notification };
    }),
  );
}

/** Everyone who liked the comment, but its writer. */
async function likersBesides(deps: Deps, commentId: string, userId: string): Promise<number> {
  const row = await deps.db
    .selectFrom('comment_likes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comment_id', '=', commentId)
    .where('user_id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs `work` on every item, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
