import { CONTACT_REPLY_PROMISE, oneLineText } from '@hr/domain';
import type { ContactMessageRequest } from '../contract-types.ts';
import { type AttemptLimits, reserveAttempt } from '../core/attempt-limiter.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal, tooManyRequests } from '../core/refusal.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';

/** Messages one e-mail address may send within 15 minutes; the next is a 429. */
export const CONTACT_MESSAGES_PER_EMAIL = 3;
/** Messages from one client address, whatever the e-mails, within the same window. */
export const CONTACT_MESSAGES_PER_ADDRESS = 10;
/** The contact form's family of the attempt limiter: its own figures and window. */
const CONTACT_LIMITS: AttemptLimits = {
  windowSeconds: 15 * 60,
  perAccount: CONTACT_MESSAGES_PER_EMAIL,
  perAddress: CONTACT_MESSAGES_PER_ADDRESS,
};

export const FULL_NAME_REQUIRED = 'fullName: is required.';
export const CONTACT_MAIL_SUBJECT = 'Contact form: a message from';
/** What the log says for a message kept but mailed to no one. */
export const NOT_MAILED = 'contact.not-mailed';

/** The limiter's columns' widths (login_attempts, 0001). */
const ACCOUNT_KEY_LENGTH = 254;
const ADDRESS_KEY_LENGTH = 100;

/**
 * Stores a message from the marketing page and mails it to the operator (CONTACT_TO) through the
 * outbox, in one transaction, so a message is never mailed without being kept. Counted by the attempt
 * limiter (core/attempt-limiter.ts: rows in the database, so every instance counts the same) under keys
 * of its own, per e-mail and per client address: contact messages never use up an address's sign-in
 * attempts, nor the reverse. Every accepted message counts; a refused one does not.
 */
export async function sendContactMessage(
  deps: ServiceDeps,
  request: ContactMessageRequest,
  clientAddress: string,
): Promise<void> {
  const fullName = oneLineText(request.fullName).trim();
  // The contract refuses a blank name; one made only of control characters is blank once on one line.
  if (!fullName) throw new Refusal(400, FULL_NAME_REQUIRED, { field: 'fullName' });
  const message = request.message.trim();
  const { email } = request;

  const reservation = await reserveAttempt(
    deps.db,
    `contact:${email.toLowerCase()}`.slice(0, ACCOUNT_KEY_LENGTH),
    `contact@${clientAddress}`.slice(0, ADDRESS_KEY_LENGTH),
    CONTACT_LIMITS,
  );
  if ('retryAfterSeconds' in reservation) {
    throw tooManyRequests('contact messages', reservation.retryAfterSeconds);
  }

  const { operatorEmail, logger } = deps.contactMessages;
  const id = await deps.db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('contact_messages')
      .values({ full_name: fullName, email, message, mailed_to: operatorEmail ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (operatorEmail) await enqueueMail(trx, contactMail(operatorEmail, { fullName, email, message }));
    return stored.id;
  });
  if (operatorEmail) deps.mailDelivery.deliverSoon();
  else logger.log('warn', NOT_MAILED, { contactMessageId: id, reason: 'CONTACT_TO is not set' });
}

/**
 * Plain text, never HTML: whatever the sender typed, markup included, reaches the operator as the
 * characters typed. A reply goes to the sender.
 */
function contactMail(
  operatorEmail: string,
  { fullName, email, message }: { fullName: string; email: string; message: string },
): OutgoingMail {
  return {
    to: operatorEmail,
    replyTo: email,
    subject: `${CONTACT_MAIL_SUBJECT} ${fullName}`,
    text: [
      'A message from the contact form of the HR Payroll marketing page.',
      '',
      `From: ${fullName}`,
      `E-mail: ${email}`,
      '',
      message,
      '',
      `Reply to this e-mail to answer ${fullName}. The page promises: ${CONTACT_REPLY_PROMISE}`,
    ].join('\n'),
  };
}
