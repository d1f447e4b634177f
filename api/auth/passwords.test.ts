import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_CONCURRENCY, SCRYPT_PARAMS, scryptLoad, setScryptCostForTests, verifyDummyPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  // The API suites hash at a lower cost (tests/utils/api-test-cost.ts); this file checks the real one.
  beforeAll(() => setScryptCostForTests(SCRYPT_PARAMS));

  it('hashes with OWASP-level scrypt into scrypt$N$r$p$salt$hash, salted per hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Tribes-pass1'), hashPassword('Tribes-pass1')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Tribes-pass1', a)).toBe(true);
    expect(await verifyPassword('Tribes-pass2', a)).toBe(false);
  });

  it('refuses malformed or out-of-bounds hashes without running scrypt on them', async () => {
    for (const stored of ['', 'plain', 'scrypt$131072$8$1$c2FsdA', 'scrypt$100$8$1$c2FsdA$' + 'A'.repeat(86), 'scrypt$4194304$8$1$c2FsdA$' + 'A'.repeat(86)]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('spends a check on unknown accounts and answers false', async () => {
    expect(await verifyDummyPassword('Tribes-pass1')).toBe(false);
  });

  it(`runs at most ${SCRYPT_CONCURRENCY} scrypt at once; the others queue and all finish`, async () => {
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, scryptLoad().running)), 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => verifyDummyPassword('Tribes-pass1')));
    clearInterval(watch);
    expect(results).toEqual(Array(6).fill(false));
    expect(peak).toBe(SCRYPT_CONCURRENCY);
    expect(scryptLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
