import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret, parseEnv } from './env.ts';

describe('env', () => {
  it('selects PostgreSQL with DATABASE_URL, its pool size from DATABASE_POOL_MAX; unset keeps SQLite', () => {
    const secret = 'x'.repeat(32);
    expect(parseEnv({})).toMatchObject({ databaseUrl: undefined, databasePoolMax: 10 });
    expect(parseEnv({ DATABASE_URL: 'postgres://app@db.example:5432/tribes', JWT_SECRET: secret, DATABASE_POOL_MAX: '25' })).toMatchObject({
      databaseUrl: 'postgres://app@db.example:5432/tribes',
      databasePoolMax: 25,
    });
  });

  it('reads ADMIN_EMAILS as lowercase addresses and names a bad one', () => {
    expect(parseEnv({}).adminEmails).toEqual([]);
    expect(parseEnv({ ADMIN_EMAILS: ' Boss@Example.org, mod@example.org ,' }).adminEmails).toEqual(['boss@example.org', 'mod@example.org']);
    expect(() => parseEnv({ ADMIN_EMAILS: 'boss@example.org, not-an-email' })).toThrow(/ADMIN_EMAILS: must be a comma-separated list of email addresses/);
  });

  it('reads IDEMPOTENCY_LEASE_SECONDS (15 s by default) and names a bad one', () => {
    expect(parseEnv({}).idempotencyLeaseMs).toBe(15_000);
    expect(parseEnv({ IDEMPOTENCY_LEASE_SECONDS: '5' }).idempotencyLeaseMs).toBe(5000);
    for (const bad of ['2', '3601', '1.5', 'soon']) {
      expect(() => parseEnv({ IDEMPOTENCY_LEASE_SECONDS: bad }), bad).toThrow(/IDEMPOTENCY_LEASE_SECONDS: must be a number of seconds from 3 to 3600/);
    }
  });

  it('reads UPLOAD_LOCK_SECONDS (10 s by default) and names a bad one', () => {
    expect(parseEnv({}).uploadLockMs).toBe(10_000);
    expect(parseEnv({ UPLOAD_LOCK_SECONDS: '3' }).uploadLockMs).toBe(3000);
    for (const bad of ['2', '601', '-1', 'soon']) {
      expect(() => parseEnv({ UPLOAD_LOCK_SECONDS: bad }), bad).toThrow(/UPLOAD_LOCK_SECONDS: must be a number of seconds from 3 to 600/);
    }
  });

  it('refuses a PostgreSQL deployment without JWT_SECRET from the environment', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgresql://db.example/tribes' })).toThrow(/JWT_SECRET: must be set .* when DATABASE_URL is set/);
  });

  it('applies the defaults of api.md', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ port: 3000, host: '127.0.0.1', publicUrl: 'http://localhost:3000', seed: 'demo', smtpUrl: undefined });
    expect(env.dataDir).toBe(path.resolve('./data'));
  });

  it('derives PUBLIC_URL from PORT and trims its trailing slash', () => {
    expect(parseEnv({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(parseEnv({ PUBLIC_URL: 'https://tribus.example/' }).publicUrl).toBe('https://tribus.example');
  });

  it('reads the feeds owner email, unset by default', () => {
    expect(parseEnv({}).feedOwnerEmail).toBeUndefined();
    expect(parseEnv({ FEED_OWNER_EMAIL: 'podcasts@tribus.example' }).feedOwnerEmail).toBe('podcasts@tribus.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['SEED', 'lots'],
    ['SMTP_URL', 'http://mail'],
    ['PUBLIC_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['FEED_OWNER_EMAIL', 'not-an-email'],
    ['MEDIA_STORE', 'https://bucket.example'],
    ['MEDIA_STORE', 's3://'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['DATABASE_URL', 'mysql://db.example/app'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '500'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });

  it('keeps media on disk and trusts no X-Forwarded-For unless told', () => {
    expect(parseEnv({})).toMatchObject({ mediaStore: undefined, trustProxy: undefined });
  });

  it('reads MEDIA_STORE as a bucket and an optional prefix, and TRUST_PROXY as hops or addresses', () => {
    expect(parseEnv({ MEDIA_STORE: 's3://tribes-media' }).mediaStore).toEqual({ bucket: 'tribes-media', prefix: '' });
    expect(parseEnv({ MEDIA_STORE: 's3://tribes-media/prod/' }).mediaStore).toEqual({ bucket: 'tribes-media', prefix: 'prod/' });
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toMatchObject({ text: '10.0.0.0/8,127.0.0.1' });
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', SEED: 'y' })).toThrow(/PORT[\s\S]*SEED/);
  });

  it('generates the JWT secret once into DATA_DIR and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'env-test-'));
    const first = loadOrCreateJwtSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateJwtSecret(dir)).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });
});
