import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret, parseEnv } from './env.ts';

describe('env', () => {
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
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
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
