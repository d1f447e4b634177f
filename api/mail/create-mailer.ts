import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export const MAIL_FROM = 'Tribes <no-reply@tribes.local>';

/**
 * Real SMTP when `smtpUrl` is set; otherwise each message becomes a JSON file `{to, subject, text,
 * html}` under `<dataDir>/mail/` and is logged, so activation and reset work on a laptop and in tests.
 * File names sort by time and carry a tag of their process: instances sharing `DATA_DIR` writing in
 * the same millisecond must not overwrite each other's mail.
 */
export function createMailer(options: { smtpUrl?: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message: MailMessage) {
        await transport.sendMail({ from: MAIL_FROM, ...message });
      },
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  let sequence = 0;
  const processTag = randomBytes(4).toString('hex');
  return {
    async send(message: MailMessage) {
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${String(++sequence).padStart(4, '0')}-${processTag}.json`);
      writeFileSync(file, JSON.stringify(message, null, 2));
      console.log(`[mail] to ${message.to}: "${message.subject}" written to ${file}`);
    },
  };
}
