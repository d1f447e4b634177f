import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDelivery } from '#api/notifications/push-delivery.ts';
import { comment, reader, story } from '#tests/utils/factories-comments.ts';
import { call, type ContentUser } from '#tests/utils/factories-content.ts';
import { publish, worker } from '#tests/utils/notifications.ts';
import { startPushService, type PushService, type TestDevice } from '#tests/utils/push-service.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';

/**
 * The notifications queue pushes what it makes (issue #29): the real actions through the API, the
 * queue drained as the server's worker runs it (api/server.ts wires `pushDelivery` the same way),
 * and a local push service that checks and decrypts each push as a device would.
 */
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

async function subscribe(t: TestApp, who: ContentUser, device: TestDevice) {
  const res = await call(t, 'PUT', `/api/push/subscriptions/device-${device.name}`, { headers: who.headers, body: { endpoint: device.endpoint, keys: device.keys } });
  expect(res.status).toBe(201);
}
const drainWithPush = (t: TestApp) => worker(t, { afterCreated: pushDelivery(t.deps) }).drain();
const pushesTo = (device: TestDevice) =>
  service.received.filter((p) => p.device === device.name).map((p) => p.payload as { notification: Record<string, unknown>; kind: string; url: string; id: string });

describe('pushes of new notifications', () => {
  it('a new article by a followed author reaches the follower’s device in their language, with the unread count as the badge; a reader who turned its pushes off gets it in the bell only', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const author = await reader(t, { firstName: 'Kwame' });
    const [eng, quiet] = [await reader(t), await reader(t)];
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', eng.id).execute();
    const [engPhone, quietPhone] = [service.device('eng-phone'), service.device('quiet-phone')];
    await subscribe(t, eng, engPhone);
    await subscribe(t, quiet, quietPhone);
    for (const who of [eng, quiet]) expect((await call(t, 'PUT', `/api/follows/users/${author.id}`, { headers: who.headers })).status).toBe(201);
    expect((await call(t, 'PUT', '/api/notifications/preferences', { headers: quiet.headers, body: { article: { push: false } } })).status).toBe(200);

    const articleId = await publish(t, author, undefined, 'The drums of Foumban');
    await drainWithPush(t);

    expect(service.problems).toEqual([]);
    const [pushed] = pushesTo(engPhone);
    const { slug } = await t.db.selectFrom('articles').select('slug').where('id', '=', articleId).executeTakeFirstOrThrow();
    const bellItem = await t.db.selectFrom('notifications').select(['id', 'updated_at']).where('user_id', '=', eng.id).executeTakeFirstOrThrow();
    expect(pushed).toMatchObject({
      id: String(bellItem.id),
      userId: eng.id,
      at: bellItem.updated_at,
      kind: 'new_article',
      url: `/story/${slug}-${articleId}`,
      notification: { lang: 'en', body: 'The drums of Foumban', navigate: `http://localhost:3000/story/${slug}-${articleId}`, app_badge: 1 },
    });
    expect(pushed!.notification.title).toContain('Kwame');
    expect(pushesTo(quietPhone)).toEqual([]);
    const quietBell = (await (await call(t, 'GET', '/api/notifications', { headers: quiet.headers })).json()) as { items: { kind: string }[] };
    expect(quietBell.items.map((n) => n.kind)).toEqual(['article']);
  });

  it('a comment on my article and a reply to my comment are pushed in French to their one reader each; nobody is pushed about their own comment', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const [author, ama] = [await reader(t, { firstName: 'Efua' }), await reader(t, { firstName: 'Ama' })];
    const [authorPhone, amaPhone] = [service.device('author-phone'), service.device('ama-phone')];
    await subscribe(t, author, authorPhone);
    await subscribe(t, ama, amaPhone);
    const articleId = await story(t, author);
    const top = await comment(t, ama, articleId, 'Très beau texte');
    await comment(t, author, articleId, 'Merci beaucoup', { parentId: top.id });
    await drainWithPush(t);

    expect(pushesTo(authorPhone).map((p) => [p.kind, p.notification.lang, p.notification.body])).toEqual([['comment', 'fr', 'Très beau texte']]);
    expect(pushesTo(amaPhone).map((p) => [p.kind, p.notification.lang, p.notification.body])).toEqual([['reply', 'fr', 'Merci beaucoup']]);
    expect(pushesTo(amaPhone)[0]!.notification.title).toContain('Efua');
  });

  it('a push service that asks to wait is tried once more; one that says the device is gone loses the subscription; the job still completes', async () => {
    const t = await makeTestApp({ push: service.pushDeps });
    const [author, ama] = [await reader(t), await reader(t)];
    const [gone, busy] = [service.device('gone-phone'), service.device('busy-phone')];
    await subscribe(t, author, gone);
    await subscribe(t, author, busy);
    service.answer(gone.name, 410);
    service.answer(busy.name, 429, { 'Retry-After': '0' });
    const articleId = await story(t, author);
    await comment(t, ama, articleId, 'Bravo');
    expect(await drainWithPush(t)).toBe(1);

    expect([service.hits(gone.name), service.hits(busy.name)]).toEqual([1, 2]);
    const left = await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', author.id).execute();
    expect(left.map((r) => r.id)).toEqual([`device-${busy.name}`]);
    const job = await t.db.selectFrom('notification_jobs').select('status').where('event', '=', 'comment').executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
  });
});
