/** A message as written to `DATA_DIR/mail/` without SMTP (architecture.md, "Mail"). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; the implementation is SMTP (nodemailer) or JSON files, chosen from the config. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
