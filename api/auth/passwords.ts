import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet level (N=2^17, r=8, p=1): about 128 MB and a few
 * hundred milliseconds per hash. Always run through the async `scrypt` so a login never blocks the
 * event loop (the work happens on libuv's thread pool).
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
type ScryptCost = { N: number; r: number; p: number };
let cost: ScryptCost = SCRYPT_PARAMS;

/** The cost new hashes are made with (SCRYPT_PARAMS unless a test lowered it). */
export function scryptCost(): ScryptCost {
  return cost;
}

/**
 * Tests only (tests/utils/api-test-cost.ts): a cheaper cost for the API suites, which register and
 * sign in thousands of times; a stored hash carries its own cost, so verifying follows it.
 * `api/auth/passwords.test.ts` pins the real cost. The server never calls this.
 */
export function setScryptCostForTests(next: ScryptCost): void {
  cost = next;
  dummyHash = null;
}
const MAX_MEMORY = 256 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/**
 * At most this many scrypt runs at once (each holds ~128 MB): a burst of sign-ins queues instead of
 * pushing the process to hundreds of MB (issue #10 measured ~650 MB for concurrent sign-ins). Two
 * keeps both cores of a small server busy; the memory ceiling is about 2 × 128 MB above the baseline.
 */
export const SCRYPT_CONCURRENCY = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withScryptSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SCRYPT_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (the count stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** How many scrypt runs are going and waiting (tests and the benchmark watch the bound). */
export function scryptLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return withScryptSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r, p }, KEY_BYTES);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a malformed row from asking scrypt for absurd memory or time.
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0 && N <= 2 ** 20;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length === 0 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches a hash made by `hashPassword`; constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p }, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * A well-formed hash that matches no password. Verifying against it when the account does not
 * exist costs the same time as a real check, so response times do not reveal which emails exist.
 */
let dummyHash: string | null = null;
const dummyHashOf = ({ N, r, p }: ScryptCost) => ['scrypt', N, r, p, randomBytes(SALT_BYTES).toString('base64url'), randomBytes(KEY_BYTES).toString('base64url')].join('$');

/** Spends the time of a password check and answers false (unknown accounts). */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, (dummyHash ??= dummyHashOf(cost)));
  return false;
}
