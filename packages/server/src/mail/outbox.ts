import { type Kysely, sql } from 'kysely';
import type { Database, MailChannel } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; links are written out in full so any mail client can open them. */
  text: string;
  /** Where a reply goes instead of the From (MAIL_FROM, which nobody reads): a contact message's sender. */
  replyTo?: string;
}

export interface ClaimedMail extends OutgoingMail {
  id: string;
  /** Delivery attempts so far, this one included. */
  attempts: number;
}

/** After this many failed deliveries a mail stays in the outbox, unsent, with its last error. */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** The stored error is for a person reading the table, not a transcript of the SMTP session. */
const MAX_ERROR_LENGTH = 500;

/**
 * Queues a mail. Pass the transaction of the change the mail reports: the mail exists only if that
 * change commits, and it is delivered after the commit.
 */
export async function enqueueMail(trx: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  await enqueueMails(trx, [mail]);
}

/** Mails a statement: four parameters each, so far below PostgreSQL's limit of 65,535. */
const MAILS_A_STATEMENT = 5000;

/** Queues several mails in one statement (a notice to a thousand employees is one insert, not a thousand). */
export async function enqueueMails(trx: Kysely<Database>, mails: readonly OutgoingMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += MAILS_A_STATEMENT) {
    await trx
      .insertInto('mail_outbox')
      .values(
        mails.slice(start, start + MAILS_A_STATEMENT).map((mail) => ({
          recipient: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          reply_to: mail.replyTo ?? null,
        })),
      )
      .execute();
  }
}

/**
 * Takes the oldest due mail for this instance and leases it for `leaseSeconds`. SKIP LOCKED makes a
 * second instance claiming at the same moment pass over the row instead of waiting for it and then
 * taking it too; the lease keeps the row away from others while this one sends it, and returns it
 * to the queue if this instance dies before saying how the delivery went.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  leaseSeconds: number,
): Promise<ClaimedMail | undefined> {
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .where('attempts', '<', MAX_DELIVERY_ATTEMPTS)
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'recipient', 'subject', 'text_body', 'reply_to', 'attempts'])
    .executeTakeFirst();
  return (
    claimed && {
      id: claimed.id,
      to: claimed.recipient,
      subject: claimed.subject,
      text: claimed.text_body,
      ...(claimed.reply_to ? { replyTo: claimed.reply_to } : {}),
      attempts: claimed.attempts,
    }
  );
}

export async function markSent(db: Kysely<Database>, id: string, channel: MailChannel): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sql<Date>`now()`, delivered_via: channel, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** Records the failure and puts the mail back in the queue, due again after `retryInSeconds`. */
export async function markFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where('id', '=', id)
    .execute();
}
