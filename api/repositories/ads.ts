import { sql } from 'kysely';
import type { DB } from '../db/connection.ts';
import { storeResponse } from './idempotency-keys.ts';
import { done, refuse, type Outcome } from './outcome.ts';
import type { AdListQuery, Advertisement } from '../schemas/ad.ts';
import type { ListResponse } from '../schemas/list.ts';

/** `GET /api/ads`: a random sample of ads of one format (and language, when asked). */
export async function listAds(db: DB, q: AdListQuery): Promise<ListResponse<Advertisement>> {
  let query = db.selectFrom('advertisements').where('format', '=', q.format);
  if (q.language) query = query.where('language', '=', q.language);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'title', 'description', 'image_url', 'link', 'button_text', 'price', 'discount', 'category', 'sponsor', 'format'])
    .orderBy(sql`random()`)
    .limit(q.limit)
    .execute();
  const items = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.image_url,
    link: r.link,
    buttonText: r.button_text,
    price: r.price,
    discount: r.discount,
    category: r.category,
    sponsor: r.sponsor,
    format: r.format,
  }));
  return { items, total: Number(total), nextCursor: null };
}

/**
 * `POST /api/ads/:id/impressions`: one row per impression. Repeats of one `Idempotency-Key` never
 * reach here (the idempotency middleware answers them with the stored 204). An impression is not
 * idempotent by its content (two are two rows), so with a key its answer is stored in the same
 * transaction: a process killed after the row's commit but before the middleware stored the
 * answer would otherwise let the retry, once the claim's lease lapsed, count it a second time.
 */
export async function recordImpression(db: DB, adId: string, now: Date, answerKey?: { scope: string; key: string }): Promise<Outcome<void>> {
  return db.transaction().execute(async (trx) => {
    const ad = await trx.selectFrom('advertisements').select('id').where('id', '=', adId).executeTakeFirst();
    if (!ad) return refuse({ reason: 'not_found', entity: 'ad' });
    await trx.insertInto('ad_impressions').values({ ad_id: adId, created_at: now.toISOString() }).execute();
    if (answerKey) await storeResponse(trx, { scope: answerKey.scope, key: answerKey.key, status: 204, body: '', contentType: null });
    return done(undefined);
  });
}
