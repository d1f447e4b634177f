import type { DB } from '../db/connection.ts';
import type { ProgressTable } from '../db/types.ts';
import type { ListResponse } from '../schemas/list.ts';
import type { Progress, ProgressInput, ProgressListQuery } from '../schemas/progress.ts';
import { done, refuse, type Outcome } from './outcome.ts';

/** A device clock ahead of the server by more than this is taken as the server's now. */
const CLOCK_SKEW_MS = 5 * 60_000;

type Row = Pick<ProgressTable, 'article_id' | 'position' | 'duration' | 'finished' | 'client_updated_at'>;
const COLUMNS = ['article_id', 'position', 'duration', 'finished', 'client_updated_at'] as const;

const toProgress = (r: Row): Progress => ({
  articleId: r.article_id,
  position: r.position,
  duration: r.duration,
  finished: r.finished === 1,
  updatedAt: r.client_updated_at,
});

/**
 * `PUT /api/progress/:articleId`: keeps the newest position per (user, article) by the device's
 * `updatedAt`, so devices syncing late or out of order never move a listener backwards. Answers the
 * position now stored (which is the other device's when it is newer). Refused for an unknown or
 * deleted article.
 */
export async function saveProgress(db: DB, userId: string, articleId: string, input: ProgressInput, now: Date): Promise<Outcome<Progress>> {
  const article = await db.selectFrom('articles').select('id').where('id', '=', articleId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!article) return refuse({ reason: 'not_found', entity: 'article' });
  const latest = new Date(now.getTime() + CLOCK_SKEW_MS);
  const recordedAt = new Date(input.updatedAt) > latest ? now.toISOString() : new Date(input.updatedAt).toISOString();
  const values = {
    position: input.position,
    duration: input.duration,
    finished: input.finished ? 1 : 0,
    client_updated_at: recordedAt,
    updated_at: now.toISOString(),
  } as const;
  await db
    .insertInto('progress')
    .values({ user_id: userId, article_id: articleId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'article_id']).doUpdateSet(values).where('progress.client_updated_at', '<', recordedAt))
    .execute();
  const row = await db.selectFrom('progress').select(COLUMNS).where('user_id', '=', userId).where('article_id', '=', articleId).executeTakeFirstOrThrow();
  return done(toProgress(row));
}

/** `GET /api/progress`: the user's positions in live articles, most recently moved first. */
export async function listProgress(db: DB, userId: string, q: ProgressListQuery): Promise<ListResponse<Progress>> {
  let mine = db.selectFrom('progress').innerJoin('articles', 'articles.id', 'progress.article_id').where('progress.user_id', '=', userId).where('articles.deleted_at', 'is', null);
  if (q.unfinished === 'true') mine = mine.where('progress.finished', '=', 0);
  const [rows, count] = await Promise.all([
    mine
      .select(COLUMNS.map((c) => `progress.${c}` as const))
      .orderBy('progress.client_updated_at', 'desc')
      .orderBy('progress.article_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // One user's rows: counting them is cheap. Pages by offset, as `GET /api/collections` does.
  return { items: rows.map(toProgress), total: Number(count.n), nextCursor: null };
}
