import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './create-mailer.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the mail folder (no SMTP_URL)', () => {
  it('keeps every mail of two instances sharing DATA_DIR, even written in the same millisecond', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribes-mail-'));
    try {
      vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05.678Z') });
      // Two processes: each its own mailer, both numbering their first mail 1.
      const [first, second] = [createMailer({ dataDir }), createMailer({ dataDir })];
      await first.send({ to: 'a@example.test', subject: 'A', text: 'a', html: '<p>a</p>' });
      await second.send({ to: 'b@example.test', subject: 'B', text: 'b', html: '<p>b</p>' });
      const names = readdirSync(path.join(dataDir, 'mail'));
      expect(names).toHaveLength(2);
      // Still sorted by time first (the journeys read the newest mail).
      for (const name of names) expect(name.startsWith('2026-01-02T03-04-05-678Z-0001-')).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
