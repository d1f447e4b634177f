import { fileURLToPath } from 'node:url';
import { SCRYPT_CONCURRENCY } from '#api/auth/passwords.ts';
import { createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/** The ceiling stated in SECURITY.md: RSS growth during a burst of sign-ins (scrypt bounded). */
export const SIGNIN_BURST_RSS_CEILING_MB = 320;

/**
 * A burst of 50 concurrent sign-ins of one account:
 * prints the process RSS growth (peak − before) against the ceiling, and how long the burst took.
 * Password hashing runs at most `SCRYPT_CONCURRENCY` at once, so memory stays flat and others queue.
 */
export async function runSigninMemoryBench(burst = 50): Promise<{ growthMb: number; seconds: number }> {
  const t = await makeTestApp();
  const user = await createTestUser(t);
  const login = async (password: string) =>
    t.app.fetch(new Request('http://localhost/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: user.email, password }) }));
  await login(TEST_PASSWORD); // warm-up: scrypt's first allocation, statement cache
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: burst }, () => login(TEST_PASSWORD)).map((p) => p.then((r) => r.status)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growthMb = (peak - before) / 1024 / 1024;
  console.log(`\nsign-in burst: ${burst} concurrent logins, scrypt concurrency ${SCRYPT_CONCURRENCY}`);
  console.log(`  statuses            ${[...new Set(statuses)].join(', ')}`);
  console.log(`  RSS before          ${(before / 1024 / 1024).toFixed(0)} MB`);
  console.log(`  RSS peak growth     ${growthMb.toFixed(0)} MB (ceiling ${SIGNIN_BURST_RSS_CEILING_MB} MB) ${growthMb <= SIGNIN_BURST_RSS_CEILING_MB ? 'ok' : 'OVER'}`);
  console.log(`  burst took          ${seconds.toFixed(1)} s (${((seconds * 1000) / burst).toFixed(0)} ms per sign-in)`);
  return { growthMb, seconds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSigninMemoryBench();
