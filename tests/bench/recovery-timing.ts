import { fileURLToPath } from 'node:url';
import { afterAnswerIdle } from '#api/mail/after-answer.ts';
import { createTestUser } from '#tests/utils/factories-users.ts';
import { makeTestApp } from '#tests/utils/test-app.ts';

/**
 * Password recovery for a known and an unknown email, interleaved, timed until the answer (what an
 * attacker sees): the two should be within a small ratio, since the lookup, the code and the mail
 * run after the answer. A printout, not an assertion; the test suite proves the equal work with a
 * spy (tests/api/auth-constant-work.test.ts). Registration is timed the same way (new vs taken).
 */
export async function runRecoveryTimingBench(runs = 300): Promise<{ ratio: number }> {
  const t = await makeTestApp();
  const user = await createTestUser(t);
  const cases: [name: string, email: string][] = [
    ['unknown email', 'nobody@example.test'],
    ['known email', user.email],
  ];
  const times = cases.map((): number[] => []);
  for (let i = 0; i < runs + 10; i++) {
    for (const [index, [, email]] of cases.entries()) {
      // Outside the timed part: the previous request's after-answer work, and the limits (so they
      // never answer instead).
      await afterAnswerIdle();
      await t.db.deleteFrom('rate_limits').execute();
      const request = new Request('http://localhost/api/auth/recovery-password', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
      const start = process.hrtime.bigint();
      const res = await t.app.fetch(request);
      await res.arrayBuffer();
      if (i >= 10) times[index]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  await afterAnswerIdle();
  const stats = times.map((list) => {
    const sorted = list.sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.floor(sorted.length * 0.95)]! };
  });
  console.log('\nrecovery: time to answer, known vs unknown email (interleaved)');
  cases.forEach(([name], i) => {
    const ratio = stats[i]!.median / stats[0]!.median;
    console.log(`  ${name.padEnd(16)} median ${stats[i]!.median.toFixed(3).padStart(7)} ms   p95 ${stats[i]!.p95.toFixed(3).padStart(7)} ms   ×${ratio.toFixed(2)}${i === 0 ? ' (baseline)' : ''}`);
  });
  console.log(`  (${runs} timed requests each; ${t.mails.length} reset mails, all sent after answering)`);
  return { ratio: stats[1]!.median / stats[0]!.median };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runRecoveryTimingBench();
