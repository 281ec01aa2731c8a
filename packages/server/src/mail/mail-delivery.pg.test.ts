import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { jsonLogger, silentLogger } from '../logger.ts';
import { headerOf, startSmtpListener, textOf } from '../test-support/smtp-listener.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { mailDelivery } from './mail-delivery.ts';
import { claimDueMail, enqueueMail, type OutgoingMail } from './outbox.ts';
import { logTransport, smtpTransport } from './transports.ts';

const FROM = 'HR Payroll <no-reply@hr.example.test>';

let database: TestDatabase;
let listener: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  database = await createTestDatabase();
  listener = await startSmtpListener();
});
afterAll(async () => {
  await listener.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('mail_outbox').execute();
  listener.received.length = 0;
  listener.refuseRecipients(false);
});

const mailTo = (to: string): OutgoingMail => ({
  to,
  subject: 'Reset your HR Payroll password',
  text: `Hello,\n\nhttps://hr.example.test/reset-password?token=${'t'.repeat(43)}\n\nIt works once.`,
});

const outbox = () =>
  database.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'sent_at', 'delivered_via', 'attempts', 'last_error'])
    .select(sql<number>`extract(epoch from next_attempt_at - now())::int`.as('dueInSeconds'))
    .orderBy('recipient')
    .execute();

function smtpDelivery() {
  return mailDelivery({
    db: database.db,
    transport: smtpTransport(listener.url, FROM),
    logger: silentLogger,
  });
}

describe('delivery over SMTP', () => {
  test('hands the mail to the SMTP server, from MAIL_FROM, and marks it sent', async () => {
    await enqueueMail(database.db, mailTo('ada@example.com'));
    const delivery = smtpDelivery();
    await delivery.deliverDue();
    await delivery.stop();

    expect(listener.received).toHaveLength(1);
    const [mail] = listener.received;
    if (!mail) throw new Error('no mail');
    expect(mail.from).toBe('no-reply@hr.example.test');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(headerOf(mail, 'Subject')).toBe('Reset your HR Payroll password');
    expect(textOf(mail)).toContain(`https://hr.example.test/reset-password?token=${'t'.repeat(43)}`);
    expect(await outbox()).toMatchObject([{ delivered_via: 'smtp', attempts: 1, last_error: null }]);
    expect((await outbox())[0]?.sent_at).toBeInstanceOf(Date);
  });

  test('a refused delivery stays in the outbox with its error and is retried a minute later', async () => {
    listener.refuseRecipients(true);
    await enqueueMail(database.db, mailTo('ada@example.com'));
    const delivery = smtpDelivery();
    await delivery.deliverDue();

    const [failed] = await outbox();
    expect(failed).toMatchObject({ sent_at: null, delivered_via: null, attempts: 1 });
    expect(failed?.last_error).toContain('550');
    expect(failed?.dueInSeconds).toBeGreaterThan(50);
    expect(failed?.dueInSeconds).toBeLessThanOrEqual(60);

    // Not due yet: a sweep now sends nothing.
    listener.refuseRecipients(false);
    await delivery.deliverDue();
    expect(listener.received).toHaveLength(0);

    await database.db.updateTable('mail_outbox').set({ next_attempt_at: sql<Date>`now()` }).execute();
    await delivery.deliverDue();
    await delivery.stop();
    expect(listener.received).toHaveLength(1);
    expect(await outbox()).toMatchObject([{ delivered_via: 'smtp', attempts: 2, last_error: null }]);
  });

  test('two instances sweeping one outbox at once send each mail exactly once', async () => {
    const recipients = Array.from(
      { length: 12 },
      (_, index) => `person-${String(index).padStart(2, '0')}@example.com`,
    );
    for (const recipient of recipients) await enqueueMail(database.db, mailTo(recipient));
    const first = smtpDelivery();
    const second = smtpDelivery();
    await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue()]);
    await Promise.all([first.stop(), second.stop()]);

    const sent = listener.received.flatMap((mail) => mail.to).sort();
    expect(sent).toEqual(recipients);
    expect((await outbox()).every((row) => row.attempts === 1 && row.sent_at !== null)).toBe(true);
  });

  test('a mail claimed by an instance that then died is left alone for the lease, then sent', async () => {
    await enqueueMail(database.db, mailTo('ada@example.com'));
    expect(await claimDueMail(database.db, 600)).toBeDefined();
    const delivery = smtpDelivery();
    await delivery.deliverDue();
    expect(listener.received).toHaveLength(0);

    await database.db.updateTable('mail_outbox').set({ next_attempt_at: sql<Date>`now()` }).execute();
    await delivery.deliverDue();
    await delivery.stop();
    expect(listener.received).toHaveLength(1);
  });

  test('a mail that failed ten times is given up and logged as an error', async () => {
    const lines: string[] = [];
    await enqueueMail(database.db, mailTo('ada@example.com'));
    await database.db.updateTable('mail_outbox').set({ attempts: 9 }).execute();
    listener.refuseRecipients(true);
    const delivery = mailDelivery({
      db: database.db,
      transport: smtpTransport(listener.url, FROM),
      logger: jsonLogger((line) => lines.push(line)),
    });
    await delivery.deliverDue();
    await database.db.updateTable('mail_outbox').set({ next_attempt_at: sql<Date>`now()` }).execute();
    await delivery.deliverDue();
    await delivery.stop();

    expect(await outbox()).toMatchObject([{ attempts: 10, sent_at: null }]);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'error', message: 'mail.abandoned', attempts: 10 }),
    ]);
  });
});

describe('delivery to the log (no SMTP_URL)', () => {
  test('writes each mail as one JSON line with recipient, subject and the full text, and marks it sent', async () => {
    const lines: string[] = [];
    const mail = mailTo('ada@example.com');
    await enqueueMail(database.db, mail);
    const delivery = mailDelivery({
      db: database.db,
      transport: logTransport(jsonLogger((line) => lines.push(line))),
      logger: silentLogger,
    });
    await delivery.deliverDue();
    await delivery.stop();

    expect(lines).toHaveLength(1);
    expect(lines[0]?.trimEnd()).not.toContain('\n');
    expect(lines[0]).toContain(`https://hr.example.test/reset-password?token=${'t'.repeat(43)}`);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'info',
      message: 'mail.outbox',
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    expect(await outbox()).toMatchObject([{ delivered_via: 'log', attempts: 1 }]);
  });

  test('the sweep started with start() delivers without being asked, and stop() ends it', async () => {
    const lines: string[] = [];
    const delivery = mailDelivery({
      db: database.db,
      transport: logTransport(jsonLogger((line) => lines.push(line))),
      logger: silentLogger,
    });
    delivery.start(20);
    try {
      await enqueueMail(database.db, mailTo('ada@example.com'));
      await expect.poll(() => lines.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await delivery.stop();
    }

    await enqueueMail(database.db, mailTo('grace@example.com'));
    delivery.deliverSoon();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toHaveLength(1);
  });
});
