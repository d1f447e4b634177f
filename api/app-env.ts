import type { DB } from './db/connection.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TrustProxy } from './auth/trust-proxy.ts';
import type { MediaStore } from './media/media-store.ts';
import type { PushServiceOrigin } from './push/service-origins.ts';
import type { VapidKeys } from './push/vapid-keys.ts';

/** What the app needs from the outside world; tests pass their own (in-memory db, mail catcher). */
export interface AppDeps {
  db: DB;
  mailer: Mailer;
  config: {
    jwtSecret: string;
    /** Base of links in mails, e.g. http://localhost:3000 */
    publicUrl: string;
    /**
     * Local folder of the media: where they are stored by id with the default disk store, and where
     * uploads and encodings are staged (`.part` files) before they go to any store.
     */
    mediaDir: string;
    /** Where resumable uploads keep their bytes until finished when the media are on disk (with a bucket: in the bucket); default `<mediaDir>/../uploads`. */
    uploadsDir?: string;
    /** Email of the podcast feeds' owner (`FEED_OWNER_EMAIL`); feeds leave it out when unset. */
    feedOwnerEmail?: string;
    /** `TRUST_PROXY`: whose `X-Forwarded-For` names the client (api/auth/trust-proxy.ts); unset trusts none. */
    trustProxy?: TrustProxy;
    /** `ADMIN_EMAILS`: users with these (lowercase) emails are admins whatever their stored role (issue #28). */
    adminEmails?: readonly string[];
    /** `IDEMPOTENCY_LEASE_SECONDS`: how long an `Idempotency-Key` claim holds unrenewed; default `IDEMPOTENCY_LEASE_MS` (15 s). */
    idempotencyLeaseMs?: number;
    /** `UPLOAD_LOCK_SECONDS`: how long an upload's lock holds unrenewed; default `UPLOAD_LOCK_TTL_MS` (10 s). */
    uploadLockMs?: number;
  };
  /** Where checked media are kept (`MEDIA_STORE`); unset: on disk in `config.mediaDir` (api/media/media-store.ts). */
  media?: MediaStore;
  /** Web Push (issue #29, api/push/): the VAPID keys and the push services endpoints may point to; unset answers 503 on `/api/push`. */
  push?: PushDeps;
  /** The clock; tests move it to check expiries. */
  now: () => Date;
}

/** What sending and subscribing to Web Push need (api/push/send.ts, api/routes/push.ts). */
export interface PushDeps {
  vapid: VapidKeys;
  /** `PUSH_SERVICE_ORIGINS` (api/push/service-origins.ts). */
  serviceOrigins: readonly PushServiceOrigin[];
}

/** The signed-in user, from a valid access token of a session that is still signed in. */
export interface AuthUser {
  id: string;
  email: string;
  /** The sign-in the token belongs to (its refresh family): sign-out or a password change ends it. */
  sessionId: string;
}

/**
 * The `Idempotency-Key` claim of the request being served (api/middleware/idempotency.ts). A
 * handler whose effect is not idempotent by its content stores its answer in the effect's own
 * transaction and sets `answered`, so a crash between the two cannot make the retry run it again.
 */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  answered: boolean;
}

/** Hono environment shared by every route module. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: AuthUser | null;
    /** Set on writes that carry an `Idempotency-Key` (the middleware then stores their answer). */
    idempotency?: IdempotencyClaim;
  };
}
