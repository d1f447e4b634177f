import * as v from 'valibot';

/** Longest endpoint accepted (real ones are under 1 KB; FCM's are about 200 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * The device's own id of its subscription (issue #29), e.g. a UUID it keeps: a repeat is the same
 * subscription.
 */
export const PushSubscriptionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_id'));

/** `PUT` / `DELETE /api/push/subscriptions/:id`. */
export const PushSubscriptionParamSchema = v.object({ id: PushSubscriptionIdSchema });

/**
 * The browser's public key: a 65-byte uncompressed P-256 point (0x04, x, y) in base64url, 87
 * characters unpadded; the 0x04 prefix makes the first character `B`. That the point is on the
 * curve is checked by the server, which has the crypto to do it (api/push/subscription-keys.ts).
 */
const P256dhSchema = v.pipe(v.string(), v.regex(/^B[A-Za-z0-9_-]{86}={0,1}$/, 'invalid_key'));

/** The browser's authentication secret: 16 bytes in base64url, 22 characters unpadded. */
const AuthSecretSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{21}[AQgw]={0,2}$/, 'invalid_auth'));

/**
 * The body of `PUT /api/push/subscriptions/:id`: what `PushSubscription.toJSON()` gives in a browser
 * (`expirationTime` and other members are ignored).
 */
export const PushSubscriptionInputSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(PUSH_ENDPOINT_MAX_LENGTH, 'too_long'), v.url('invalid_url')),
  keys: v.object({ p256dh: P256dhSchema, auth: AuthSecretSchema }),
});
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionInputSchema>;

/** A stored subscription as the API answers it (its keys are the device's and stay on the server). */
export const PushSubscriptionSchema = v.object({ id: v.string(), endpoint: v.string(), createdAt: v.string(), updatedAt: v.string() });
export type PushSubscription = v.InferOutput<typeof PushSubscriptionSchema>;

/** `GET /api/push/public-key`: the VAPID public key (base64url) to pass to `pushManager.subscribe`. */
export const PushPublicKeySchema = v.object({ publicKey: v.string() });
export type PushPublicKey = v.InferOutput<typeof PushPublicKeySchema>;
