import type { CompiledQuery } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { recordAttempt, REGISTER_ADDRESS_LIMIT, registerAddressKey } from '#api/auth/rate-limit.ts';
import * as afterAnswerModule from '#api/mail/after-answer.ts';
import { makeTestApp, type TestApp } from '#tests/utils/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '#tests/utils/factories-users.ts';

/** The SQL a request ran before its answer, and what it queued for after. */
async function workBeforeAnswer(t: TestApp, path: string, body: unknown) {
  const executor = t.db.getExecutor();
  const statements: string[] = [];
  const original = executor.executeQuery.bind(executor);
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query: CompiledQuery, ...rest) => {
    statements.push(query.sql);
    return original(query, ...rest);
  });
  const queued = vi.spyOn(afterAnswerModule, 'afterAnswer');
  const mailsBefore = t.mails.length;
  try {
    // `fetch`, not `request`: the test app's `request` also waits for the after-answer work.
    const res = await t.app.fetch(new Request(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    const sentBeforeAnswer = t.mails.length - mailsBefore;
    return { status: res.status, body: await res.text(), statements: [...statements], queued: queued.mock.calls.map((call) => call[0]), sentBeforeAnswer };
  } finally {
    spy.mockRestore();
    queued.mockRestore();
    await afterAnswerModule.afterAnswerIdle();
  }
}

describe('recovery does the same work for known and unknown emails', () => {
  it('runs the same statements and queues the same task before answering; only the known one gets a mail, after', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const known = await workBeforeAnswer(t, '/api/auth/recovery-password', { email: user.email });
    const unknown = await workBeforeAnswer(t, '/api/auth/recovery-password', { email: 'nobody@example.test' });
    expect(known.status).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.statements).toEqual(known.statements);
    expect(known.queued).toEqual(['password reset mail']);
    expect(unknown.queued).toEqual(known.queued);
    expect(known.sentBeforeAnswer).toBe(0);
    expect(t.mails.map((m) => m.to)).toEqual([user.email]);
  });

  it('limits requests per client address across emails (429 after 10 an hour)', async () => {
    const t = await makeTestApp();
    for (let i = 0; i < 10; i++) {
      const res = await t.client.api.auth['recovery-password'].$post({ json: { email: `probe${i}@example.test` } });
      expect(res.status).toBe(202);
    }
    const limited = await t.client.api.auth['recovery-password'].$post({ json: { email: 'probe-last@example.test' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('registration does the same work for new and taken emails', () => {
  it('answers without sending, then mails the activation or the notice', async () => {
    const t = await makeTestApp();
    const user = await createTestUser(t);
    const form = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, password: TEST_PASSWORD });
    const taken = await workBeforeAnswer(t, '/api/users', form(user.email));
    const fresh = await workBeforeAnswer(t, '/api/users', form('new@example.test'));
    expect(fresh.status).toBe(taken.status);
    expect(fresh.body).toBe(taken.body);
    expect([taken.sentBeforeAnswer, fresh.sentBeforeAnswer]).toEqual([0, 0]);
    expect(taken.queued).toHaveLength(1);
    expect(fresh.queued).toHaveLength(1);
    expect(t.mails.slice(-2).map((m) => m.to)).toEqual([user.email, 'new@example.test']);
  });

  it('limits registrations per client address (429 after 10 an hour)', async () => {
    const t = await makeTestApp();
    // Nine registrations already counted for this address (each real one costs a scrypt run).
    for (let i = 0; i < REGISTER_ADDRESS_LIMIT.max - 1; i++) await recordAttempt(t.db, registerAddressKey('unknown'), REGISTER_ADDRESS_LIMIT, t.deps.now());
    const form = (email: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email, password: TEST_PASSWORD });
    expect((await t.client.api.users.$post({ json: form('tenth@example.test') })).status).toBe(201);
    const limited = await t.client.api.users.$post({ json: form('eleventh@example.test') });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
