import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import webpush from 'web-push';
import type { PushDeps } from '#api/app-env.ts';
import { parsePushServiceOrigins } from '#api/push/service-origins.ts';

/** A push the local service accepted: checked, decrypted, with the headers the server sent. */
export interface ReceivedPush {
  device: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  jwt: { aud: string; exp: number; sub: string };
}

/** A browser's subscription, with the private key only the browser would have. */
export interface TestDevice {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

function base64urlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Checks a push as a real push service does (RFC 8292 VAPID, RFC 8291/8188 aes128gcm); throws what is wrong. */
function check(req: IncomingMessage, body: Buffer, origin: string, vapidPublicKey: string, device: TestDevice): Omit<ReceivedPush, 'device'> {
  const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? '');
  if (!auth) throw new Error(`Authorization is not "vapid t=…, k=…": ${req.headers.authorization}`);
  const [token, key] = [auth[1]!, auth[2]!];
  if (key !== vapidPublicKey) throw new Error('k is not the server’s VAPID public key');
  const [head, claims, signature] = token.split('.') as [string, string, string];
  if (base64urlJson(head).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('the JWT signature does not verify');
  const jwt = base64urlJson(claims) as ReceivedPush['jwt'];
  if (jwt.aud !== origin) throw new Error(`aud ${jwt.aud} is not ${origin}`);
  const nowSeconds = Date.now() / 1000;
  if (!(jwt.exp > nowSeconds && jwt.exp <= nowSeconds + 24 * 3600)) throw new Error(`exp ${jwt.exp} is not within the next 24 h`);
  if (!/^(mailto:|https:)/.test(jwt.sub)) throw new Error(`sub ${jwt.sub} is not mailto: or https:`);
  if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
  const plain = decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.keys.auth });
  return {
    payload: JSON.parse(plain.toString('utf8')),
    ttl: req.headers.ttl as string | undefined,
    urgency: req.headers.urgency as string | undefined,
    topic: req.headers.topic as string | undefined,
    jwt,
  };
}

/**
 * A push service on 127.0.0.1 (plain node:http), for tests with no internet (docs/environment.md):
 * it checks each push's VAPID JWT against the server's key and decrypts it with the key pair of the
 * device the test made, as FCM or Mozilla and then the browser would. A device can be told to answer
 * otherwise (`answer(name, 410)`); a push that fails a check is answered 400 and kept in `problems`.
 * `pushDeps` is the server's setup that allows this service.
 */
export async function startPushService(options: { delayMs?: number } = {}) {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-tests@example.org' };
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, { status: number; headers?: Record<string, string> }>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  /** Requests each device's endpoint got, whatever it answered. */
  const hits = new Map<string, number>();
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent(req.url?.replace(/^\/push\//, '') ?? '');
      const device = devices.get(name);
      hits.set(name, (hits.get(name) ?? 0) + 1);
      const reply = (status: number, headers: Record<string, string> = {}) => setTimeout(() => res.writeHead(status, headers).end(), options.delayMs ?? 0);
      const planned = answers.get(name);
      if (planned) return reply(planned.status, planned.headers);
      if (req.method !== 'POST' || !device) return reply(404);
      try {
        received.push({ device: name, ...check(req, Buffer.concat(chunks), origin, vapid.publicKey, device) });
        reply(201);
      } catch (error) {
        problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        reply(400);
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pushDeps: PushDeps = { vapid, serviceOrigins: parsePushServiceOrigins(origin)! };
  return {
    origin,
    pushDeps,
    received,
    problems,
    /** How many requests `name`'s endpoint got. */
    hits: (name: string) => hits.get(name) ?? 0,
    /** A new browser subscription on this service: its own key pair and auth secret, as `PushSubscription.toJSON()` gives. */
    device(name: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device = { name, endpoint: `${origin}/push/${encodeURIComponent(name)}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }, ecdh };
      devices.set(name, device);
      return device;
    },
    /** From now on `name`'s endpoint answers `status` (410 gone, 429 too many, 500…) without checking. */
    answer(name: string, status: number, headers?: Record<string, string>) {
      answers.set(name, { status, headers });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
