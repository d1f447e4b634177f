import webpush, { type Urgency } from 'web-push';
import type { AppDeps, PushDeps } from '../app-env.ts';
import type { DB } from '../db/connection.ts';
import { removeGoneSubscription, subscriptionsOf, type PushSubscriptionRow } from '../repositories/push-subscriptions.ts';
import { asPushLanguage, pushPayload, pushTopic, type PushKind, type PushLanguage, type PushNotification } from './payload.ts';
import { isAllowedEndpoint } from './service-origins.ts';

/** How long a push service keeps a push for a phone that is off: 48 h (issue #29). */
export const PUSH_TTL_SECONDS = 48 * 3600;
/** A push service that has not answered by then is treated as down: the push is retried later. */
export const PUSH_TIMEOUT_MS = 10_000;

/** How soon the phone should wake for it: a reply or comment is a conversation; likes can wait. */
const URGENCY: Record<PushKind, Urgency> = { reply: 'high', comment: 'high', new_article: 'normal', moderation: 'normal', comment_likes: 'low' };

/** What became of one recipient's pushes. */
export interface PushResult {
  /** Accepted by the push service (201). */
  sent: number;
  /** Subscriptions the push service said are gone (404, 410), now deleted. */
  removed: number;
  /** Refused for good (400, 413, another 4xx, an endpoint no longer allowed): logged, not retried. */
  rejected: number;
  /** Subscriptions to try again (429, 5xx, timeout, network): pass them as `only` to `sendPushes`. */
  retry: string[];
  /** The longest `Retry-After` the push services asked for, in seconds; null when none did. */
  retryAfterSeconds: number | null;
}

type Outcome = { kind: 'sent' | 'removed' | 'rejected' } | { kind: 'retry'; afterSeconds: number | null };

/** `Retry-After` as seconds (a number or an HTTP date); null when absent or unreadable. */
function retryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

async function sendOne(db: DB, push: PushDeps, row: PushSubscriptionRow, body: string, urgency: Urgency, topic: string, timeoutMs: number): Promise<Outcome> {
  // The endpoint is the device's capability: logs name only its push service.
  const origin = new URL(row.endpoint).origin;
  if (!isAllowedEndpoint(row.endpoint, push.serviceOrigins)) {
    console.warn(`[push] ${origin} is not in PUSH_SERVICE_ORIGINS any more: push not sent`);
    return { kind: 'rejected' };
  }
  let request: ReturnType<typeof webpush.generateRequestDetails> & { body: Buffer };
  try {
    request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, {
      vapidDetails: push.vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency,
      topic,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    // Keys the route checked cannot fail here; one device's problem must not stop the others'.
    console.warn(`[push] ${origin}: the push could not be made (${error instanceof Error ? error.message : String(error)}): not sent`);
    return { kind: 'rejected' };
  }
  let res: Response;
  try {
    res = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    console.warn(`[push] ${origin}: ${error instanceof Error ? error.message : String(error)}: will retry`);
    return { kind: 'retry', afterSeconds: null };
  }
  await res.body?.cancel();
  if (res.ok) return { kind: 'sent' };
  if (res.status === 404 || res.status === 410) {
    await removeGoneSubscription(db, row);
    return { kind: 'removed' };
  }
  if (res.status === 429 || res.status >= 500) return { kind: 'retry', afterSeconds: retryAfter(res.headers.get('retry-after'), Date.now()) };
  console.warn(`[push] ${origin} refused a push with ${res.status}: not retried`);
  return { kind: 'rejected' };
}

/**
 * Sends `notification` to every device of `userId` at once (issue #29), in the user's language: the
 * notifications queue calls it after it stored the notification, and retries with backoff the
 * subscriptions of `retry` (passing them as `only`), so a device that already has it is not pushed
 * twice. A user with no subscription (or gone) costs one query.
 */
export async function sendPushes(
  deps: Pick<AppDeps, 'db' | 'push'> & { config: Pick<AppDeps['config'], 'publicUrl'> },
  userId: string,
  notification: PushNotification,
  options: { only?: readonly string[]; timeoutMs?: number } = {},
): Promise<PushResult> {
  const result: PushResult = { sent: 0, removed: 0, rejected: 0, retry: [], retryAfterSeconds: null };
  const push = deps.push;
  if (!push) return result;
  const rows = await subscriptionsOf(deps.db, userId, options.only);
  if (rows.length === 0) return result;
  const user = await deps.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  if (!user) return result;
  const language: PushLanguage = asPushLanguage(user.language);
  const body = JSON.stringify(pushPayload(notification, language, deps.config.publicUrl));
  const topic = pushTopic(notification);
  const urgency = URGENCY[notification.kind];
  const outcomes = await Promise.all(rows.map((row) => sendOne(deps.db, push, row, body, urgency, topic, options.timeoutMs ?? PUSH_TIMEOUT_MS)));
  outcomes.forEach((outcome, i) => {
    if (outcome.kind !== 'retry') result[outcome.kind] += 1;
    else {
      result.retry.push(rows[i]!.id);
      if (outcome.afterSeconds !== null) result.retryAfterSeconds = Math.max(result.retryAfterSeconds ?? 0, outcome.afterSeconds);
    }
  });
  return result;
}
