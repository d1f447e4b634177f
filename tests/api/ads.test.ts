import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#api/app-env.ts';
import { idempotency } from '#api/middleware/idempotency.ts';
import type { Advertisement } from '#api/schemas/ad.ts';
import type { ListResponse } from '#api/schemas/list.ts';
import { recordImpression } from '#api/repositories/ads.ts';
import { claimKey, findKey, IDEMPOTENCY_LEASE_MS } from '#api/repositories/idempotency-keys.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';
import { call, insertAd } from '#tests/utils/factories-content.ts';

const impressions = async (t: Awaited<ReturnType<typeof makeTestApp>>, adId: string) => (await t.db.selectFrom('ad_impressions').select('id').where('ad_id', '=', adId).execute()).length;

describe('ads', () => {
  it('lists native ads by default, 3 at most, in the Advertisement shape', async () => {
    const t = await makeTestApp();
    for (let i = 0; i < 5; i++) await insertAd(t.db);
    await insertAd(t.db, { format: 'banner' });
    const res = await t.client.api.ads.$get({ query: {} });
    expect(res.status).toBe(200);
    const page = (await res.json()) as ListResponse<Advertisement>;
    expect(page.total).toBe(5);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: 'Une formation en ligne.',
      imageUrl: '/assets/ads/school.png',
      link: 'https://school.example.test',
      buttonText: "S'inscrire",
      price: '100 €',
      discount: null,
      category: 'education',
      sponsor: 'École',
      format: 'native',
    });
  });

  it('filters by format and language and validates the query', async () => {
    const t = await makeTestApp();
    const banner = await insertAd(t.db, { format: 'banner', language: 'en' });
    await insertAd(t.db, { format: 'banner', language: 'fr' });
    const res = await call(t, 'GET', '/api/ads?format=banner&limit=10&language=en');
    expect(((await res.json()) as ListResponse<Advertisement>).items.map((a) => a.id)).toEqual([banner]);
    for (const query of ['format=popup', 'limit=0', 'limit=21', 'language=de']) {
      expect((await call(t, 'GET', `/api/ads?${query}`)).status).toBe(422);
    }
  });

  it('records one impression per call, once per Idempotency-Key, and 404 for an unknown ad', async () => {
    const t = await makeTestApp();
    const ad = await insertAd(t.db);
    const post = (key?: string) => call(t, 'POST', `/api/ads/${ad}/impressions`, { headers: key ? { 'Idempotency-Key': key } : {} });
    expect((await post()).status).toBe(204);
    expect((await post('view-1')).status).toBe(204);
    const replay = await post('view-1');
    expect(replay.status).toBe(204);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await impressions(t, ad)).toBe(2);

    const unknown = await call(t, 'POST', '/api/ads/no-such-ad/impressions');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('ad_not_found');
  });

  it('keeps the answer of a keyed impression in the impression’s own transaction (a crash between the two cannot count it twice)', async () => {
    const t = await makeTestApp();
    const ad = await insertAd(t.db);
    const now = new Date();
    const claim = { scope: 'anon:203.0.113.9', key: 'view-9' };
    expect(await claimKey(t.db, { ...claim, requestHash: 'h', now, leaseMs: IDEMPOTENCY_LEASE_MS })).toBe('claimed');
    expect(await recordImpression(t.db, ad, now, claim)).toEqual({ ok: true, value: undefined });
    // Stored by the repository itself, with the row: no later step of the request is needed.
    expect(await findKey(t.db, claim.scope, claim.key)).toMatchObject({ status: 204, body: '', lease_until: null });
    expect(await impressions(t, ad)).toBe(1);

    // An unknown ad writes nothing: its 404 is stored by the middleware, as any refusal.
    const other = { scope: claim.scope, key: 'view-10' };
    await claimKey(t.db, { ...other, requestHash: 'h', now, leaseMs: IDEMPOTENCY_LEASE_MS });
    expect(await recordImpression(t.db, 'no-such-ad', now, other)).toMatchObject({ ok: false });
    expect(await findKey(t.db, other.scope, other.key)).toMatchObject({ status: 0 });
  });

  it('keeps that answer when the client goes away as the impression commits, so its retry replays it', async () => {
    const t = await makeTestApp();
    const ad = await insertAd(t.db);
    let client = new AbortController();
    // The route's own steps (api/routes/ads.ts), then the phone's link drops before the answer goes out.
    const app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('deps', t.deps);
        c.set('user', null);
        await next();
      })
      .use('*', idempotency)
      .post('/impressions', async (c) => {
        const claim = c.var.idempotency!;
        await recordImpression(t.db, ad, new Date(), claim);
        claim.answered = true;
        client.abort();
        return c.body(null, 204);
      });
    const post = () => app.request('/impressions', { method: 'POST', headers: { 'Idempotency-Key': 'view-11' }, signal: client.signal });
    expect((await post()).status).toBe(204);
    client = new AbortController();
    const retry = await post();
    expect(retry.status).toBe(204);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await impressions(t, ad)).toBe(1);
  });
});
