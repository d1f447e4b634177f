import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { loadEnv, parseEnv } from '../env.ts';
import { isAllowedEndpoint, parsePushServiceOrigins } from './service-origins.ts';

/** The Web Push settings of issue #29: VAPID keys, their subject, and the push services allowed. */
afterEach(() => vi.restoreAllMocks());

describe('VAPID settings', () => {
  it('generates the keys once into DATA_DIR (owner-only) and reuses them on the next start', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-vapid-'));
    const first = loadEnv({ DATA_DIR: dataDir });
    expect(first.vapid.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.vapid.subject).toBe('mailto:push@localhost');
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    const again = loadEnv({ DATA_DIR: dataDir });
    expect(again.vapid).toEqual(first.vapid);
    // Signing with the stored key still makes a header the same public key verifies.
    expect(webpush.getVapidHeaders('https://fcm.googleapis.com', again.vapid.subject, again.vapid.publicKey, again.vapid.privateKey, 'aes128gcm').Authorization).toContain(
      `k=${first.vapid.publicKey}`,
    );
  });

  it('takes a configured pair and subject; refuses one key alone, a mismatched pair and a bad subject', () => {
    const a = webpush.generateVAPIDKeys();
    const b = webpush.generateVAPIDKeys();
    expect(parseEnv({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: a.privateKey, VAPID_SUBJECT: 'mailto:ops@tribus.example' }).vapid).toEqual({ ...a, subject: 'mailto:ops@tribus.example' });
    expect(parseEnv({ PUBLIC_URL: 'https://tribus.example/' }).vapid.subject).toBe('https://tribus.example');
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: a.publicKey })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/);
    expect(() => parseEnv({ VAPID_PRIVATE_KEY: a.privateKey })).toThrow(/set both/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: b.privateKey })).toThrow(/VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: a.privateKey })).toThrow(/VAPID_PUBLIC_KEY: must be a 65-byte P-256 public key/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: 'abc' })).toThrow(/VAPID_PRIVATE_KEY: must be a 32-byte/);
    expect(() => parseEnv({ VAPID_SUBJECT: 'http://tribus.example' })).toThrow(/VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/);
  });

  it('warns that instances behind a load balancer must share generated keys', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadEnv({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tribes-vapid-')), TRUST_PROXY: '1', JWT_SECRET: 'x'.repeat(32) });
    expect(warn.mock.calls.flat().join('\n')).toMatch(/every instance the same VAPID keys/);
  });
});

describe('PUSH_SERVICE_ORIGINS', () => {
  it('allows the big push services by default, and only https on them', () => {
    const origins = parseEnv({}).pushServiceOrigins;
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGu',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect(isAllowedEndpoint(ok, origins), ok).toBe(true);
    }
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/x',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://127.0.0.1/x',
      'https://u:p@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedEndpoint(bad, origins), bad).toBe(false);
    }
  });

  it('replaces the list with the setting, and names a bad one', () => {
    const origins = parseEnv({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4601, https://*.push.example.org' }).pushServiceOrigins;
    expect(isAllowedEndpoint('http://127.0.0.1:4601/push/a', origins)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:4602/push/a', origins)).toBe(false);
    expect(isAllowedEndpoint('https://eu.push.example.org/a', origins)).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/a', origins)).toBe(false);
    expect(parsePushServiceOrigins('https://fcm.googleapis.com:443')![0]!.port).toBe('');
    for (const bad of ['', 'fcm.googleapis.com', 'ftp://x.example', 'https://x.example/path', 'https://*']) {
      expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: bad || ' , ' }), bad).toThrow(/PUSH_SERVICE_ORIGINS: must be a comma-separated list of origins/);
    }
  });
});
