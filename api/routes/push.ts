import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { requireUser } from '../auth/middleware.ts';
import { ApiError } from '../http/errors.ts';
import { valid } from '../http/validate.ts';
import { route } from '../openapi/describe.ts';
import { isAllowedEndpoint } from '../push/service-origins.ts';
import { isP256Point } from '../push/subscription-keys.ts';
import { countEvent } from '../repositories/rate-limits.ts';
import { deleteSubscription, saveSubscription } from '../repositories/push-subscriptions.ts';
import { PushPublicKeySchema, PushSubscriptionInputSchema, PushSubscriptionParamSchema, PushSubscriptionSchema } from '../schemas/push.ts';

const TAG = 'Push';

/** Subscribing is rare (a device opts in, or its browser renews the keys): a burst is a bug or abuse. */
export const PUSH_SUBSCRIBE_RATE = { count: 30, windowMs: 60 * 60_000 };

function pushOf(deps: AppDeps) {
  if (!deps.push) throw new ApiError(503, 'push_unavailable', 'Push notifications are not set up on this server.');
  return deps.push;
}

async function checkRate(deps: AppDeps, userId: string) {
  const now = deps.now();
  const state = await countEvent(deps.db, `push-subscribe:${userId}`, PUSH_SUBSCRIBE_RATE.windowMs, now);
  if (state.count <= PUSH_SUBSCRIBE_RATE.count) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((state.windowStartedAt.getTime() + PUSH_SUBSCRIBE_RATE.windowMs - now.getTime()) / 1000));
  throw new ApiError(429, 'rate_limited', `Too many push subscriptions. Try again in ${retryAfterSeconds} seconds.`, undefined, { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
}

/** Web Push (issue #29) under `/api/push`: the server's public key, and each device's subscription. */
export const pushRoutes = new Hono<AppEnv>()
  .get(
    '/public-key',
    route({
      tag: TAG,
      summary: "The server's VAPID public key",
      description: 'Public. The `applicationServerKey` (base64url) of `pushManager.subscribe`; a device whose subscription was made with another key subscribes again.',
      answers: { 200: { description: 'The key.', schema: PushPublicKeySchema } },
      errors: [[503, 'push_unavailable']],
    }),
    (c) => c.json({ publicKey: pushOf(c.var.deps).vapid.publicKey }, 200),
  )
  .put(
    '/subscriptions/:id',
    route({
      tag: TAG,
      summary: "Store this device's push subscription",
      description:
        '`:id` is chosen by the device (8–64 of `A-Z a-z 0-9 _ -`), so a repeat replaces the same subscription. The body is `PushSubscription.toJSON()`: `keys.p256dh` a P-256 point (65 bytes), `keys.auth` 16 bytes, both base64url. The endpoint must be on a known push service (`400 push_service_not_allowed`); an endpoint another account held moves to this one.',
      answers: { 201: { description: 'Subscribed.', schema: PushSubscriptionSchema }, 200: { description: 'The subscription, replaced.', schema: PushSubscriptionSchema } },
      errors: [
        [400, 'push_service_not_allowed'],
        [429, 'rate_limited'],
        [503, 'push_unavailable'],
      ],
    }),
    requireUser,
    valid('param', PushSubscriptionParamSchema),
    valid('json', PushSubscriptionInputSchema),
    async (c) => {
      const { deps, user } = c.var;
      const push = pushOf(deps);
      const input = c.req.valid('json');
      if (!isAllowedEndpoint(input.endpoint, push.serviceOrigins)) {
        throw new ApiError(400, 'push_service_not_allowed', 'This endpoint is not on a push service this server sends to (an https:// URL of FCM, Mozilla, Apple or Windows).', {
          endpoint: 'not_allowed',
        });
      }
      if (!isP256Point(input.keys.p256dh)) throw new ApiError(422, 'invalid_input', 'Invalid input: keys.p256dh is not a P-256 public key.', { 'keys.p256dh': 'invalid_key' });
      await checkRate(deps, user.id);
      const { subscription, created } = await saveSubscription(deps.db, user.id, c.req.valid('param').id, input, deps.now());
      return c.json(subscription, created ? 201 : 200);
    },
  )
  .delete(
    '/subscriptions/:id',
    route({
      tag: TAG,
      summary: "Remove this device's push subscription",
      description: "Idempotent: 204 whether or not it existed. Removes only the caller's own.",
      answers: { 204: 'Not subscribed.' },
    }),
    requireUser,
    valid('param', PushSubscriptionParamSchema),
    async (c) => {
      await deleteSubscription(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
