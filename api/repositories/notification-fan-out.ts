import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/connection.ts';
import type { NotificationsTable } from '../db/notification-types.ts';
import { findActiveBan } from './comment-bans.ts';
import { findCommentRow, findThreadArticle } from './comment-rows.ts';
import type { NotificationJob } from './notification-jobs.ts';
import { inAppOff } from './notification-preferences.ts';
import type { NotificationKind } from '../schemas/notifications.ts';

/** Rows made by one statement of a fan-out: what push sending (a later part of issue #29) will read. */
export interface CreatedNotifications {
  kind: NotificationKind;
  /** The new (or, for likes, bumped) notifications and their recipients, in the same order. */
  ids: number[];
  userIds: string[];
}

export interface FanOutContext {
  db: DB;
  job: NotificationJob;
  at: string;
  now: Date;
  /** Followers served per batch of an article's fan-out (one statement). */
  batchSize: number;
  /**
   * Records an article's batch done, after `created` returned; false when the job is no longer
   * this worker's (its lease lapsed and another worker took it): this one stops.
   */
  saveProgress: (progress: string) => Promise<boolean>;
  /**
   * Given the rows of each statement, new or already there from a try that failed before its
   * progress was saved: push sending sees every row at least once (a push's topic makes a repeat
   * replace the first).
   */
  created: (rows: CreatedNotifications) => Promise<void>;
  /** Waits after each batch of an article, given how long it took: requests get the database meanwhile. */
  breathe: (batchMs: number) => Promise<void>;
  /** True once the worker is stopping (the server shuts down): an article's fan-out stops between batches. */
  stopping: () => boolean;
}

/** The job was taken by another worker after this one's lease lapsed: this one stops. */
export class LeaseLostError extends Error {}

/** The worker is stopping: the job goes back to the queue, to resume after its saved progress. */
export class WorkerStoppingError extends Error {}

type NewRow = Omit<NotificationsTable, 'id' | 'read_at'>;

/** Makes the notifications of one job. An article's may take many batches; the others are one statement. */
export async function fanOut(context: FanOutContext): Promise<void> {
  switch (context.job.event) {
    case 'article':
      return fanOutArticle(context);
    case 'comment':
      return fanOutComment(context);
    case 'like':
      return fanOutLike(context);
    case 'moderation':
      return fanOutModeration(context);
  }
}

/**
 * A new article to everyone following its author, one of its tribes or one of its themes: one
 * item per reader (the union, and the unique group key), the author excepted, readers who turned
 * article notifications off left out in the statement itself. Batches walk followers in id order
 * from the job's `progress`, each batch one `insert … select`; the progress is saved once the
 * batch's rows were handed to `created`, so a try that fails meanwhile hands them again.
 */
async function fanOutArticle({ db, job, at, batchSize, saveProgress, created, breathe, stopping }: FanOutContext): Promise<void> {
  const article = await db.selectFrom('articles').select(['id', 'user_id']).where('id', '=', job.subject_id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!article) return;
  const [tribes, themes] = await Promise.all([
    db.selectFrom('article_tribes').select('tribe_id').where('article_id', '=', article.id).execute(),
    db.selectFrom('article_themes').select('theme_id').where('article_id', '=', article.id).execute(),
  ]);
  const followers = (after: string, upTo: string | null): RawBuilder<unknown> => {
    const range = upTo === null ? sql`follower_id > ${after}` : sql`follower_id > ${after} and follower_id <= ${upTo}`;
    const parts = [sql`select follower_id as f from follows where user_id = ${article.user_id} and ${range}`];
    for (const { tribe_id } of tribes) parts.push(sql`select follower_id as f from follows where tribe_id = ${tribe_id} and ${range}`);
    for (const { theme_id } of themes) parts.push(sql`select follower_id as f from follows where theme_id = ${theme_id} and ${range}`);
    return sql.join(parts, sql` union `);
  };
  let progress = job.progress ?? '';
  for (;;) {
    const started = performance.now();
    const batch = await sql<{ last: string | null }>`select max(f) as last from (${followers(progress, null)} order by f limit ${batchSize}) as b`.execute(db);
    const last = batch.rows[0]?.last ?? null;
    if (last === null) return;
    const inserted = await sql<{ id: number; user_id: string }>`
        insert into notifications (user_id, kind, group_key, article_id, comment_id, actor_id, decision, created_at, updated_at)
        select r.f, 'article', ${`article:${article.id}`}, ${article.id}, null, ${article.user_id}, null, ${at}, ${at}
        from (${followers(progress, last)}) as r
        where r.f <> ${article.user_id}
          and not exists (select 1 from notification_preferences p where p.user_id = r.f and p.kind = 'article' and p.in_app = 0)
        on conflict (user_id, group_key) do update set updated_at = notifications.updated_at
        returning id, user_id`.execute(db);
    const rows = inserted.rows;
    if (rows.length > 0) await created({ kind: 'article', ids: rows.map((r) => Number(r.id)), userIds: rows.map((r) => r.user_id) });
    if (!(await saveProgress(last))) throw new LeaseLostError('The job was taken over by another worker.');
    progress = last;
    await breathe(performance.now() - started);
    if (stopping()) throw new WorkerStoppingError('The worker is stopping.');
  }
}

/** Writes single notifications (those whose recipient wants them), answering them (made now or by a failed try). */
async function insertRows(db: DB, rows: NewRow[], bump: boolean): Promise<CreatedNotifications | null> {
  const wanted: NewRow[] = [];
  for (const row of rows) if (!(await inAppOff(db, row.user_id, row.kind))) wanted.push(row);
  if (wanted.length === 0) return null;
  const made = await db
    .insertInto('notifications')
    .values(wanted)
    .onConflict((oc) => {
      const on = oc.columns(['user_id', 'group_key']);
      // A new like on a grouped item moves it to the top, unread again, with the newest liker.
      if (bump) return on.doUpdateSet({ updated_at: (eb) => eb.ref('excluded.updated_at'), actor_id: (eb) => eb.ref('excluded.actor_id'), read_at: null });
      // Already made by a failed try: unchanged, but answered again for `created`.
      return on.doUpdateSet({ updated_at: (eb) => eb.ref('notifications.updated_at') });
    })
    .returning(['id', 'user_id'])
    .execute();
  return made.length > 0 ? { kind: wanted[0]!.kind, ids: made.map((r) => Number(r.id)), userIds: made.map((r) => r.user_id) } : null;
}

const row = (fields: Pick<NewRow, 'user_id' | 'kind' | 'group_key'> & Partial<NewRow>, at: string): NewRow => ({
  article_id: null,
  comment_id: null,
  actor_id: null,
  decision: null,
  created_at: at,
  updated_at: at,
  ...fields,
});

/** Someone the comments code refuses (a running ban) notifies nobody. */
async function actorBanned(db: DB, actorId: string | null, now: Date): Promise<boolean> {
  return actorId !== null && (await findActiveBan(db, actorId, now)) !== undefined;
}

/**
 * A visible comment: a reply tells the one it answers ("reply"), and the article's author hears of
 * every comment on their article ("comment") unless the reply already told them. A held comment
 * tells nobody until it is approved (the approval queues this again, the approver as the job's
 * actor: the article's author who approved it is not told of it).
 */
async function fanOutComment({ db, job, at, now, created }: FanOutContext): Promise<void> {
  const comment = await findCommentRow(db, job.subject_id);
  if (!comment || comment.status !== 'visible' || (await actorBanned(db, comment.user_id, now))) return;
  const article = await findThreadArticle(db, comment.article_id);
  if (!article) return;
  const base = { group_key: `comment:${comment.id}`, article_id: comment.article_id, comment_id: comment.id, actor_id: comment.user_id };
  let answered: string | null = null;
  if (comment.parent_id) {
    answered = comment.reply_to_user_id ?? (await findCommentRow(db, comment.parent_id))?.user_id ?? null;
  }
  const rows: NewRow[] = [];
  if (answered && answered !== comment.user_id) rows.push(row({ ...base, user_id: answered, kind: 'reply' }, at));
  if (article.userId !== comment.user_id && article.userId !== answered) rows.push(row({ ...base, user_id: article.userId, kind: 'comment' }, at));
  for (const one of rows) {
    if (one.user_id === job.actor_id) continue;
    const made = await insertRows(db, [one], false);
    if (made) await created(made);
  }
}

/** A like on a visible comment, still there, by someone else: the comment's group item. */
async function fanOutLike({ db, job, at, now, created }: FanOutContext): Promise<void> {
  const comment = await findCommentRow(db, job.subject_id);
  const liker = job.actor_id;
  if (!comment || !liker || comment.status !== 'visible' || comment.user_id === liker || (await actorBanned(db, liker, now))) return;
  const like = await db.selectFrom('comment_likes').select('created_at').where('comment_id', '=', comment.id).where('user_id', '=', liker).executeTakeFirst();
  if (!like) return;
  const made = await insertRows(
    db,
    [row({ user_id: comment.user_id, kind: 'like', group_key: `like:${comment.id}`, article_id: comment.article_id, comment_id: comment.id, actor_id: liker }, at)],
    true,
  );
  if (made) await created(made);
}

/** A decision about a member: their held comment approved or rejected, or a ban. Moderators act unnamed. */
async function fanOutModeration({ db, job, at, created }: FanOutContext): Promise<void> {
  const decision = job.detail as 'approved' | 'rejected' | 'banned';
  let target: NewRow;
  if (decision === 'banned') {
    if (!(await db.selectFrom('users').select('id').where('id', '=', job.subject_id).executeTakeFirst())) return;
    target = row({ user_id: job.subject_id, kind: 'moderation', group_key: `moderation:${job.id}`, decision }, at);
  } else {
    const comment = await findCommentRow(db, job.subject_id);
    if (!comment) return;
    target = row({ user_id: comment.user_id, kind: 'moderation', group_key: `moderation:${job.id}`, article_id: comment.article_id, comment_id: comment.id, decision }, at);
  }
  if (target.user_id === job.actor_id) return;
  const made = await insertRows(db, [target], false);
  if (made) await created(made);
}
