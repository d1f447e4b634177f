import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIBE_RATE } from '#api/routes/push.ts';
import type { PushSubscription } from '#api/schemas/push.ts';
import { call, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { startPushService, type PushService, type TestDevice } from '#tests/utils/push-service.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/** The Web Push routes of issue #29: the public key, and each device's subscription. */
interface ErrorJson {
  error: { code: string; fields?: Record<string, string> };
}

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const subscribe = (t: TestApp, who: ContentUser, id: string, device: Pick<TestDevice, 'endpoint' | 'keys'>) =>
  call(t, 'PUT', `/api/push/subscriptions/${id}`, { headers: who.headers, body: { endpoint: device.endpoint, keys: device.keys, expirationTime: null } });
const stored = (t: TestApp) => t.db.selectFrom('push_subscriptions').select(['user_id', 'id', 'endpoint', 'p256dh']).orderBy('id').execute();

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key to anyone, and 503 when push is not set up', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const res = await call(t, 'GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ publicKey: service.pushDeps.vapid.publicKey });

    const bare = await makeTestApp();
    const none = await call(bare, 'GET', '/api/push/public-key');
    expect(none.status).toBe(503);
    expect(((await none.json()) as ErrorJson).error.code).toBe('push_unavailable');
  });
});

describe('PUT / DELETE /api/push/subscriptions/:id', () => {
  it('subscribes a device (201), replaces it on a repeat (200), and removes it idempotently (204)', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    const phone = service.device('phone-1');
    const first = await subscribe(t, reader, 'device-phone-1', phone);
    expect(first.status).toBe(201);
    const made = (await first.json()) as PushSubscription;
    expect(made).toMatchObject({ id: 'device-phone-1', endpoint: phone.endpoint });
    expect(made).not.toHaveProperty('keys');

    // The browser renewed its subscription: same device id, new endpoint and keys.
    t.clock.advance(60_000);
    const renewed = service.device('phone-1-renewed');
    const again = await subscribe(t, reader, 'device-phone-1', renewed);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: 'device-phone-1', endpoint: renewed.endpoint, createdAt: made.createdAt });
    expect(await stored(t)).toEqual([{ user_id: reader.id, id: 'device-phone-1', endpoint: renewed.endpoint, p256dh: renewed.keys.p256dh }]);

    expect((await call(t, 'DELETE', '/api/push/subscriptions/device-phone-1', { headers: reader.headers })).status).toBe(204);
    expect(await stored(t)).toEqual([]);
    expect((await call(t, 'DELETE', '/api/push/subscriptions/device-phone-1', { headers: reader.headers })).status).toBe(204);
  });

  it('needs a signed-in user; deleting removes only one’s own; an endpoint subscribed by another account moves to it', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const [awa, binta] = [await insertUser(t), await insertUser(t)];
    const laptop = service.device('shared-laptop');
    expect((await call(t, 'PUT', '/api/push/subscriptions/device-laptop', { body: { endpoint: laptop.endpoint, keys: laptop.keys } })).status).toBe(401);
    expect((await call(t, 'DELETE', '/api/push/subscriptions/device-laptop')).status).toBe(401);

    expect((await subscribe(t, awa, 'device-laptop', laptop)).status).toBe(201);
    // Binta deletes an id that is only Awa's: nothing of Awa's goes.
    expect((await call(t, 'DELETE', '/api/push/subscriptions/device-laptop', { headers: binta.headers })).status).toBe(204);
    expect(await stored(t)).toHaveLength(1);
    // Binta signs in on the same browser: its endpoint is now hers alone.
    expect((await subscribe(t, binta, 'device-laptop-b', laptop)).status).toBe(201);
    expect(await stored(t)).toEqual([{ user_id: binta.id, id: 'device-laptop-b', endpoint: laptop.endpoint, p256dh: laptop.keys.p256dh }]);
  });

  it('gives an endpoint subscribed by several accounts at once to one of them, never a 500', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const people = await Promise.all(Array.from({ length: 6 }, () => insertUser(t)));
    const kiosk = service.device('kiosk');
    const answers = await Promise.all(people.map((who, i) => subscribe(t, who, `device-kiosk-${i}`, kiosk)));
    expect(answers.map((res) => res.status)).toEqual(people.map(() => 201));
    const rows = await stored(t);
    expect(rows).toHaveLength(1);
    expect(people.map((p) => p.id)).toContain(rows[0]!.user_id);
  });

  it('refuses endpoints off the allowed push services (400) and keys of the wrong shape (422)', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    const { keys } = service.device('shapes');
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://fcm.googleapis.com/fcm/send/abc',
      `${service.origin.replace('127.0.0.1', 'localhost')}/push/x`,
      `http://user:pw@${service.origin.slice(7)}/push/x`,
    ]) {
      const res = await subscribe(t, reader, 'device-shapes', { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(((await res.json()) as ErrorJson).error).toMatchObject({ code: 'push_service_not_allowed', fields: { endpoint: 'not_allowed' } });
    }
    const endpoint = `${service.origin}/push/shapes`;
    const offCurve = Buffer.from(keys.p256dh, 'base64url');
    offCurve[64] = offCurve[64]! ^ 1;
    const cases: [unknown, string, string][] = [
      [{ endpoint, keys: { p256dh: keys.p256dh.slice(1), auth: keys.auth } }, 'keys.p256dh', 'invalid_key'],
      [{ endpoint, keys: { p256dh: Buffer.concat([Buffer.from([2]), offCurve.subarray(1, 33)]).toString('base64url'), auth: keys.auth } }, 'keys.p256dh', 'invalid_key'],
      [{ endpoint, keys: { p256dh: offCurve.toString('base64url'), auth: keys.auth } }, 'keys.p256dh', 'invalid_key'],
      [{ endpoint, keys: { p256dh: keys.p256dh, auth: Buffer.alloc(12).toString('base64url') } }, 'keys.auth', 'invalid_auth'],
      [{ endpoint, keys: { p256dh: keys.p256dh, auth: 'not base64url!!!!!!!!!' } }, 'keys.auth', 'invalid_auth'],
      [{ endpoint: 'not a url', keys }, 'endpoint', 'invalid_url'],
      [{ endpoint }, 'keys', 'required'],
    ];
    for (const [body, field, rule] of cases) {
      const res = await call(t, 'PUT', '/api/push/subscriptions/device-shapes', { headers: reader.headers, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as ErrorJson).error.fields).toMatchObject({ [field]: rule });
    }
    const badId = await subscribe(t, reader, 'no', { endpoint, keys });
    expect(badId.status).toBe(422);
    expect(((await badId.json()) as ErrorJson).error.fields).toMatchObject({ id: 'invalid_id' });
    expect(await stored(t)).toEqual([]);
  });

  it(`limits subscribing to ${PUSH_SUBSCRIBE_RATE.count} an hour (429 with Retry-After)`, async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    const device = service.device('busy');
    for (let i = 0; i < PUSH_SUBSCRIBE_RATE.count; i++) expect((await subscribe(t, reader, 'device-busy', device)).status).toBeLessThan(300);
    const refused = await subscribe(t, reader, 'device-busy', device);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorJson).error.code).toBe('rate_limited');
  });
});
