import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testClient } from 'hono/testing';
import { createApp } from '#api/app.ts';
import type { AppDeps, PushDeps } from '#api/app-env.ts';
import { afterAnswerIdle } from '#api/mail/after-answer.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import type { TrustProxy } from '#api/auth/trust-proxy.ts';
import type { MediaStore } from '#api/media/media-store.ts';
import type { DB } from '#api/db/connection.ts';
import { recordAnswers } from './answer-recorder.ts';
import { makeTestDb } from './test-db.ts';

/**
 * A fresh app on a fresh database (in-memory SQLite, or a new PostgreSQL database in the `api-pg`
 * project: tests/utils/test-db.ts), with mail caught in memory and a clock the test
 * can move (`clock.advance(ms)`). Each call is independent: tests never share a database.
 * `media` puts the media in another store than `<dataDir>/media` (an S3 bucket: it gets the
 * local media folder for its staging); `trustProxy` is the `TRUST_PROXY` setting; `db` a database
 * the test opened itself (migrated); `push` the Web Push setup (tests/utils/push-service.ts), none by default.
 */
export async function makeTestApp(options: { sqliteFile?: string; db?: DB; media?: (mediaDir: string) => MediaStore; trustProxy?: TrustProxy; idempotencyLeaseMs?: number; push?: PushDeps } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-test-'));
  const db = options.db ?? (await makeTestDb({ sqliteFile: options.sqliteFile }));
  const mails: MailMessage[] = [];
  let offsetMs = 0;
  const clock = {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
  const deps: AppDeps = {
    db,
    mailer: { send: async (message) => void mails.push(message) },
    config: {
      jwtSecret: 'test-secret-that-is-long-enough-0123456789',
      publicUrl: 'http://localhost:3000',
      mediaDir: path.join(dataDir, 'media'),
      trustProxy: options.trustProxy,
      idempotencyLeaseMs: options.idempotencyLeaseMs,
    },
    media: options.media?.(path.join(dataDir, 'media')),
    push: options.push,
    now: clock.now,
  };
  const app = createApp(deps);
  // The `api` project checks at the end of the run that the reference lists every answer (tests/utils/answers-global-setup.ts).
  recordAnswers(app);
  // Mails are sent after the answer (api/mail/after-answer.ts): requests made through `app.request`
  // (and so `client`) resolve once that work is done, so tests read `mails` right away. `app.fetch`
  // answers as soon as the server would.
  const request = app.request.bind(app);
  app.request = async (...args: Parameters<typeof request>) => {
    const res = await request(...args);
    await afterAnswerIdle();
    return res;
  };
  return { app, client: testClient(app), db, deps, mails, clock, dataDir };
}

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
