import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_PAYLOAD_MAX_BYTES, pushTopic, type PushNotification } from '#api/push/payload.ts';
import { PUSH_TTL_SECONDS, sendPushes } from '#api/push/send.ts';
import { call, insertUser, type ContentUser } from '#tests/utils/factories-content.ts';
import { startPushService, type PushService, type TestDevice } from '#tests/utils/push-service.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * Sending Web Push (issue #29) end to end with no internet: the server's pushes reach a local push
 * service that checks their VAPID JWT and decrypts them with the keys of the device the test made.
 */
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

async function subscribed(t: TestApp, who: ContentUser, ...devices: TestDevice[]) {
  for (const device of devices) {
    const res = await call(t, 'PUT', `/api/push/subscriptions/device-${device.name}`, { headers: who.headers, body: { endpoint: device.endpoint, keys: device.keys } });
    expect(res.status).toBe(201);
  }
}
const reply: PushNotification = {
  id: 'n-1',
  userId: 'user-1',
  at: '2026-11-28T10:00:00.000Z',
  kind: 'reply',
  subject: 'comment-9',
  path: '/articles/la-recette#comment-9',
  actorName: 'Awa Ndiaye',
  excerpt: 'Merci pour la recette !',
  unread: 3,
};
const storedIds = async (t: TestApp) => (await t.db.selectFrom('push_subscriptions').select('id').orderBy('id').execute()).map((r) => r.id);

describe('sendPushes', () => {
  it('pushes to every device of the user, signed and encrypted, in the Declarative Web Push form in their language', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    const [phone, laptop] = [service.device('fr-phone'), service.device('fr-laptop')];
    await subscribed(t, reader, phone, laptop);

    expect(await sendPushes(t.deps, reader.id, reply)).toEqual({ sent: 2, removed: 0, rejected: 0, retry: [], retryAfterSeconds: null });
    expect(service.problems).toEqual([]);
    const got = service.received.filter((p) => p.device === 'fr-phone' || p.device === 'fr-laptop');
    expect(got.map((p) => p.device).sort()).toEqual(['fr-laptop', 'fr-phone']);
    for (const push of got) {
      expect(push.payload).toEqual({
        web_push: 8030,
        notification: {
          title: 'Awa Ndiaye a répondu à votre commentaire',
          body: 'Merci pour la recette !',
          navigate: 'http://localhost:3000/articles/la-recette#comment-9',
          lang: 'fr',
          tag: pushTopic(reply),
          app_badge: 3,
        },
        id: 'n-1',
        userId: 'user-1',
        at: '2026-11-28T10:00:00.000Z',
        kind: 'reply',
        url: '/articles/la-recette#comment-9',
      });
      expect(push).toMatchObject({ ttl: String(PUSH_TTL_SECONDS), urgency: 'high', topic: pushTopic(reply), jwt: { aud: service.origin, sub: service.pushDeps.vapid.subject } });
      expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }
  });

  it('writes in English for an English reader, with urgency by kind', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', reader.id).execute();
    const phone = service.device('en-phone');
    await subscribed(t, reader, phone);
    const likes: PushNotification = {
      id: 'n-2',
      userId: 'user-1',
      at: '2026-11-28T10:00:00.000Z',
      kind: 'comment_likes',
      subject: 'comment-4',
      path: '/articles/x#comment-4',
      actorName: 'Awa',
      others: 4,
      excerpt: 'Great piece',
    };
    const article: PushNotification = {
      id: 'n-3',
      userId: 'user-1',
      at: '2026-11-28T10:00:00.000Z',
      kind: 'new_article',
      subject: 'article-7',
      path: '/articles/y',
      actorName: 'Binta Sow',
      excerpt: 'Market day in Dschang',
    };
    expect((await sendPushes(t.deps, reader.id, likes)).sent).toBe(1);
    expect((await sendPushes(t.deps, reader.id, article)).sent).toBe(1);
    const got = service.received.filter((p) => p.device === 'en-phone');
    expect(got.map((p) => [p.urgency, (p.payload as { notification: { title: string; lang: string } }).notification])).toEqual([
      ['low', expect.objectContaining({ title: 'Awa and 4 others liked your comment', body: 'Great piece', lang: 'en' })],
      ['normal', expect.objectContaining({ title: 'New from Binta Sow', body: 'Market day in Dschang', lang: 'en' })],
    ]);
  });

  it('removes a subscription the push service says is gone (410, 404), keeping the others', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    const [kept, gone, unknown] = [service.device('kept'), service.device('gone'), service.device('unknown')];
    await subscribed(t, reader, kept, gone, unknown);
    service.answer('gone', 410);
    service.answer('unknown', 404);
    expect(await sendPushes(t.deps, reader.id, reply)).toMatchObject({ sent: 1, removed: 2, retry: [] });
    expect(await storedIds(t)).toEqual(['device-kept']);
  });

  it('reports 429, 5xx and timeouts as retryable for those devices only; 413 and 400 are not retried', async () => {
    const slow = await startPushService({ delayMs: 500 });
    try {
      const t = await makeTestApp({ push: service.pushDeps });
      const reader = await insertUser(t);
      const devices = ['busy', 'down', 'fine', 'too-big', 'bad'].map((name) => service.device(name));
      await subscribed(t, reader, ...devices);
      service.answer('busy', 429, { 'Retry-After': '120' });
      service.answer('down', 503);
      service.answer('too-big', 413);
      service.answer('bad', 400);
      const result = await sendPushes(t.deps, reader.id, reply);
      expect(result).toEqual({ sent: 1, removed: 0, rejected: 2, retry: ['device-busy', 'device-down'], retryAfterSeconds: 120 });
      expect(await storedIds(t)).toHaveLength(5);
      // The retry goes to those devices only.
      const before = service.received.length;
      service.answer('busy', 201);
      expect(await sendPushes(t.deps, reader.id, reply, { only: result.retry })).toMatchObject({ sent: 1, retry: ['device-down'] });
      expect(service.received.length).toBe(before);

      // A push service that does not answer in time.
      const s = await makeTestApp({ push: slow.pushDeps });
      const other = await insertUser(s);
      await subscribed(s, other, slow.device('sleepy'));
      expect(await sendPushes(s.deps, other.id, reply, { timeoutMs: 100 })).toMatchObject({ sent: 0, retry: ['device-sleepy'], retryAfterSeconds: null });
    } finally {
      await slow.close();
    }
  });

  it('keeps the payload under 3 KB whatever the names and texts, and its links on the site', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    const device = service.device('long');
    await subscribed(t, reader, device);
    const long: PushNotification = { ...reply, id: 'n-long', actorName: '😀'.repeat(500), excerpt: 'é😀'.repeat(2000), path: `/${'a'.repeat(5000)}` };
    expect((await sendPushes(t.deps, reader.id, long)).sent).toBe(1);
    const offSite: PushNotification = { ...reply, id: 'n-off', path: '//evil.example/x' };
    expect((await sendPushes(t.deps, reader.id, offSite)).sent).toBe(1);
    const [first, second] = service.received.filter((p) => p.device === 'long').map((p) => p.payload as { notification: { title: string; body: string; navigate: string } });
    expect(Buffer.byteLength(JSON.stringify(first))).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(first!.notification.body.endsWith('…')).toBe(true);
    expect(first!.notification.navigate).toBe('http://localhost:3000/notifications');
    expect(second!.notification.navigate).toBe('http://localhost:3000/notifications');
  });

  it('still reaches the other devices when one stored subscription cannot be encrypted for', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    const good = service.device('good-keys');
    await subscribed(t, reader, good);
    const at = t.deps.now().toISOString();
    await t.db
      .insertInto('push_subscriptions')
      .values({ user_id: reader.id, id: 'device-broken', endpoint: `${service.origin}/push/broken`, p256dh: 'AAAA', auth: 'AAAA', created_at: at, updated_at: at })
      .execute();
    expect(await sendPushes(t.deps, reader.id, reply)).toMatchObject({ sent: 1, rejected: 1, retry: [] });
  });

  it('sends nothing to a user with no subscription, and nothing when push is not set up', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const reader = await insertUser(t);
    expect(await sendPushes(t.deps, reader.id, reply)).toEqual({ sent: 0, removed: 0, rejected: 0, retry: [], retryAfterSeconds: null });
    const bare = await makeTestApp();
    expect((await sendPushes(bare.deps, reader.id, reply)).sent).toBe(0);
  });
});
