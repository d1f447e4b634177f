import { describe, expect, it } from 'vitest';
import { classify, IN_PROGRESS_GIVE_UP_ATTEMPTS, IN_PROGRESS_GIVE_UP_SECONDS } from './classify.ts';

const inProgress = (inProgressSeconds?: number, retryAfter = '12') =>
  new Response(JSON.stringify({ error: { code: 'idempotency_key_in_progress', message: 'Still running.' }, inProgressSeconds }), {
    status: 409,
    headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
  });

describe('classify', () => {
  it('keeps "first request still running" temporary, waiting as long as the server asks', async () => {
    expect(await classify(inProgress(3), false, 1)).toEqual({ kind: 'transient', retryAfterSeconds: 12 });
    expect(await classify(inProgress(undefined), true, 1)).toEqual({ kind: 'transient', retryAfterSeconds: 12 });
  });

  it('gives up on a claim that ran too long, or after too many in-progress answers, and shows it', async () => {
    expect(await classify(inProgress(IN_PROGRESS_GIVE_UP_SECONDS + 1), false, 1)).toEqual({
      kind: 'rejected',
      status: 409,
      code: 'idempotency_key_in_progress',
      message: 'Still running.',
    });
    expect((await classify(inProgress(1), false, IN_PROGRESS_GIVE_UP_ATTEMPTS + 1)).kind).toBe('rejected');
  });

  it('leaves other answers as before: 5xx and 429 temporary, other 4xx final, article 409 a conflict', async () => {
    expect((await classify(new Response('', { status: 503 }), false, 50)).kind).toBe('transient');
    expect((await classify(new Response('', { status: 429 }), false)).kind).toBe('transient');
    expect((await classify(new Response(JSON.stringify({ error: { code: 'upload_interrupted', message: 'Cut.' } }), { status: 400 }), false)).kind).toBe('rejected');
    const conflict = new Response(JSON.stringify({ error: { code: 'version_conflict', message: 'Changed.' }, current: { id: 'a' } }), { status: 409 });
    expect(await classify(conflict, true)).toEqual({ kind: 'conflict', message: 'Changed.', current: { id: 'a' } });
  });
});
