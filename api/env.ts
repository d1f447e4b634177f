import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { parseTrustProxy, type TrustProxy } from './auth/trust-proxy.ts';
import { parseS3Url, type S3Location } from './media/s3-location.ts';
import { DEFAULT_PUSH_SERVICE_ORIGINS, parsePushServiceOrigins, type PushServiceOrigin } from './push/service-origins.ts';
import { loadOrCreateVapidKeys, vapidPairProblem, vapidSubjectOf, type VapidKeys } from './push/vapid-keys.ts';

/** A whole number from `min` to `max` written in the environment (`what`: "a number", "a number of seconds"). */
function wholeNumber(min: number, max: number, what = 'a number') {
  const message = `must be ${what} from ${min} to ${max}`;
  return v.pipe(v.string(), v.regex(new RegExp(`^\\d{1,${String(max).length}}$`), message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));
}

/** The server's configuration (api.md, "Server configuration"), read from the environment. */
export const EnvSchema = v.object({
  PORT: v.optional(wholeNumber(1, 65535), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './data'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'))),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL such as http://localhost:3000'))),
  SEED: v.optional(v.picklist(['demo', 'none'], 'must be "demo" or "none"'), 'demo'),
  FEED_OWNER_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
  MEDIA_STORE: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => parseS3Url(value) !== null, 'must be s3://bucket or s3://bucket/prefix'),
    ),
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL (unset: the SQLite file in DATA_DIR)'))),
  DATABASE_POOL_MAX: v.optional(wholeNumber(1, 100), '10'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => parseTrustProxy(value) !== null, 'must be a number of proxy hops (1-10) or a comma-separated list of addresses or CIDR ranges'),
    ),
  ),
  ADMIN_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => parseEmailList(value) !== null, 'must be a comma-separated list of email addresses'),
    ),
  ),
  // How long a retry waits for the claim of a request whose instance died (api/repositories/idempotency-keys.ts).
  // Shorter recovers sooner after a crash; it must stay well above the longest event-loop stall, as
  // a live claim unrenewed for this long is taken over. The test drills of kill -9 use a short one.
  IDEMPOTENCY_LEASE_SECONDS: v.optional(wholeNumber(3, 3600, 'a number of seconds'), '15'),
  // How long an upload's lock of a dead instance holds before another instance resumes the upload
  // (api/uploads/db-locker.ts; renewed every second while its request runs).
  UPLOAD_LOCK_SECONDS: v.optional(wholeNumber(3, 600, 'a number of seconds'), '10'),
  // Web Push (issue #29, api/push/): the key pair that signs pushes, set together or not at all
  // (checked in parseEnv), and a contact push services can write to.
  VAPID_PUBLIC_KEY: v.optional(v.string()),
  VAPID_PRIVATE_KEY: v.optional(v.string()),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL'))),
  PUSH_SERVICE_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => parsePushServiceOrigins(value) !== null, 'must be a comma-separated list of origins such as https://fcm.googleapis.com or https://*.push.apple.com'),
    ),
  ),
});

/** `a@x.org, B@y.org` → lowercase addresses; null when one of them is not an address. */
export function parseEmailList(value: string): string[] | null {
  const emails = value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  return emails.every((e) => v.is(v.pipe(v.string(), v.email()), e)) ? emails : null;
}

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  publicUrl: string;
  seed: 'demo' | 'none';
  /** Contact of the podcast feeds' owner (`itunes:owner`, `podcast:locked owner`); unset leaves it out. */
  feedOwnerEmail: string | undefined;
  /** `MEDIA_STORE=s3://bucket[/prefix]`; unset keeps the media in `DATA_DIR/media`. */
  mediaStore: S3Location | undefined;
  /** `TRUST_PROXY`: whose `X-Forwarded-For` to believe; unset believes nobody's. */
  trustProxy: TrustProxy | undefined;
  /** `DATABASE_URL=postgres://…`; unset keeps the embedded SQLite file `DATA_DIR/app.sqlite`. */
  databaseUrl: string | undefined;
  /** `DATABASE_POOL_MAX`: most PostgreSQL connections of this instance (default 10). */
  databasePoolMax: number;
  /** `ADMIN_EMAILS`: accounts that are admins whatever their stored role (issue #28); none when unset. */
  adminEmails: string[];
  /** `IDEMPOTENCY_LEASE_SECONDS` in ms: how long an `Idempotency-Key` claim holds unrenewed (default 15 s). */
  idempotencyLeaseMs: number;
  /** `UPLOAD_LOCK_SECONDS` in ms: how long an upload's lock holds unrenewed (default 10 s). */
  uploadLockMs: number;
  /** `VAPID_*`; the keys unset here are generated into `DATA_DIR/vapid-keys.json` by `loadEnv`. */
  vapid: VapidKeys;
  /** `PUSH_SERVICE_ORIGINS`: where push endpoints may point (default: the big browsers' push services). */
  pushServiceOrigins: PushServiceOrigin[];
}

/** Parses the variables; throws one message naming every bad variable. Does not touch the disk. */
export function parseEnv(source: Record<string, string | undefined>): Omit<Env, 'jwtSecret' | 'vapid'> & { jwtSecret?: string; vapid: Partial<VapidKeys> & { subject: string } } {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const out = result.output;
  if (out.DATABASE_URL && !out.JWT_SECRET) {
    // A shared database means several instances: each would sign with its own generated secret, and
    // a token from one would be refused by the others.
    throw new Error('Invalid configuration:\n  JWT_SECRET: must be set (32+ characters, the same on every instance) when DATABASE_URL is set');
  }
  if (Boolean(out.VAPID_PUBLIC_KEY) !== Boolean(out.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair, e.g. from npx web-push generate-vapid-keys) or neither (generated into DATA_DIR)');
  }
  const vapidProblem = out.VAPID_PUBLIC_KEY && out.VAPID_PRIVATE_KEY ? vapidPairProblem(out.VAPID_PUBLIC_KEY, out.VAPID_PRIVATE_KEY) : null;
  if (vapidProblem) throw new Error(`Invalid configuration:\n  ${vapidProblem}`);
  const publicUrl = (out.PUBLIC_URL ?? `http://localhost:${out.PORT}`).replace(/\/$/, '');
  return {
    port: out.PORT,
    host: out.HOST,
    dataDir: path.resolve(out.DATA_DIR),
    jwtSecret: out.JWT_SECRET,
    smtpUrl: out.SMTP_URL,
    publicUrl,
    seed: out.SEED,
    feedOwnerEmail: out.FEED_OWNER_EMAIL,
    mediaStore: out.MEDIA_STORE ? parseS3Url(out.MEDIA_STORE)! : undefined,
    trustProxy: out.TRUST_PROXY ? parseTrustProxy(out.TRUST_PROXY)! : undefined,
    databaseUrl: out.DATABASE_URL,
    databasePoolMax: out.DATABASE_POOL_MAX,
    adminEmails: out.ADMIN_EMAILS ? parseEmailList(out.ADMIN_EMAILS)! : [],
    idempotencyLeaseMs: out.IDEMPOTENCY_LEASE_SECONDS * 1000,
    uploadLockMs: out.UPLOAD_LOCK_SECONDS * 1000,
    vapid: { publicKey: out.VAPID_PUBLIC_KEY, privateKey: out.VAPID_PRIVATE_KEY, subject: out.VAPID_SUBJECT ?? vapidSubjectOf(publicUrl) },
    pushServiceOrigins: parsePushServiceOrigins(out.PUSH_SERVICE_ORIGINS ?? DEFAULT_PUSH_SERVICE_ORIGINS)!,
  };
}

/**
 * The JWT secret kept in DATA_DIR, generated on first start when none is configured. Right for one
 * machine; several instances must share `JWT_SECRET` (each would otherwise sign with its own, and a
 * token from one would be refused by the others).
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the process environment; on a bad value prints a clear message and exits. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  try {
    const parsed = parseEnv(source);
    mkdirSync(parsed.dataDir, { recursive: true });
    if (!parsed.jwtSecret && (parsed.mediaStore || parsed.trustProxy)) {
      // Settings of a multi-instance deployment: each instance would sign with its own secret.
      console.warn('[env] JWT_SECRET is not set: this instance signs with DATA_DIR/jwt-secret. Behind a load balancer, give every instance the same JWT_SECRET.');
    }
    if (!parsed.vapid.publicKey && (parsed.databaseUrl || parsed.mediaStore || parsed.trustProxy)) {
      console.warn(
        '[env] VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: this instance signs pushes with DATA_DIR/vapid-keys.json. Behind a load balancer, give every instance the same VAPID keys.',
      );
    }
    const { publicKey, privateKey } =
      parsed.vapid.publicKey && parsed.vapid.privateKey ? { publicKey: parsed.vapid.publicKey, privateKey: parsed.vapid.privateKey } : loadOrCreateVapidKeys(parsed.dataDir);
    return { ...parsed, jwtSecret: parsed.jwtSecret ?? loadOrCreateJwtSecret(parsed.dataDir), vapid: { publicKey, privateKey, subject: parsed.vapid.subject } };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
