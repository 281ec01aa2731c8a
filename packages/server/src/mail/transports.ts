import { createTransport } from 'nodemailer';
import type { MailChannel } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { ClaimedMail } from './outbox.ts';

/** Where a mail goes once it leaves the outbox. */
export interface MailTransport {
  readonly channel: MailChannel;
  /** Resolves once the mail is handed over; rejects when it was not. */
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer's defaults wait minutes for a silent server; a delivery must end well within the
 * outbox's lease, or another instance could claim the mail again and send it twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 40_000 };

/** Delivers through the SMTP server of `url` (smtp:// or smtps://, credentials included). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    channel: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL, for development and the end-to-end tests: the mail, links included, is written
 * to the server log as one line, so a reset link can be followed without a mail server. Never use
 * this where the log is readable by anyone who must not reset other people's passwords.
 */
export function logTransport(logger: Logger): MailTransport {
  return {
    channel: 'log',
    async send(mail) {
      logger.log('info', 'mail.outbox', {
        outboxId: mail.id,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close() {},
  };
}
