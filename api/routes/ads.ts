import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env.ts';
import { refusalError, valueOrRefuse } from '../http/refusals.ts';
import { valid } from '../http/validate.ts';
import { listAds, recordImpression } from '../repositories/ads.ts';
import { AdIdSchema, AdListQuerySchema, AdvertisementSchema } from '../schemas/ad.ts';
import { listSchema } from '../schemas/list.ts';
import { route } from '../openapi/describe.ts';

/** Advertisements shown in the feed, and their impressions (counted once per Idempotency-Key). */
export const adsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    route({ tag: 'Ads', summary: 'Advertisements for the feed', answers: { 200: { description: 'A list of Advertisement (api.md, Lists).', schema: listSchema(AdvertisementSchema) } } }),
    valid('query', AdListQuerySchema),
    async (c) => {
      const page = await listAds(c.var.deps.db, c.req.valid('query'));
      return c.json(page, 200);
    },
  )
  .post('/:id/impressions', route({ tag: 'Ads', summary: 'Count one impression of an ad (once per Idempotency-Key)', answers: { 204: 'Counted.' }, errors: [[404, 'ad_not_found']] }), async (c) => {
    const id = c.req.param('id');
    if (!v.is(AdIdSchema, id)) throw refusalError({ reason: 'not_found', entity: 'ad' });
    const claim = c.var.idempotency;
    valueOrRefuse(await recordImpression(c.var.deps.db, id, c.var.deps.now(), claim));
    if (claim) claim.answered = true;
    return c.body(null, 204);
  });
