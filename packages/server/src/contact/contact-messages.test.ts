import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGE_RECEIVED, CONTACT_REPLY_PROMISE } from '@hr/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { jsonLogger } from '../logger.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import {
  CONTACT_MAIL_SUBJECT,
  CONTACT_MESSAGES_PER_ADDRESS,
  CONTACT_MESSAGES_PER_EMAIL,
  FULL_NAME_REQUIRED,
  NOT_MAILED,
} from './contact-messages.ts';

const OPERATOR = 'hello@hr.example.test';
const logLines: string[] = [];
let api: TestApi;
let unmailed: TestApi;

beforeAll(async () => {
  const logger = jsonLogger((line) => logLines.push(line));
  // Behind a trusted proxy, so each test speaks from addresses of its own.
  api = await createTestApi({ trustProxy: true, logger, contactTo: OPERATOR });
  // A second server on the same database, without CONTACT_TO.
  unmailed = await createTestApi({ trustProxy: true, logger, sharedDatabase: api.database });
});
afterAll(async () => {
  await unmailed.close();
  await api.close();
});
beforeEach(() => {
  logLines.length = 0;
});

const newAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`;
const newEmail = () => `sender-${randomUUID().slice(0, 8)}@example.com`;

function send(body: unknown, { from = newAddress(), through = api } = {}) {
  return through.call('/public/send-contact-message', body, { headers: { 'X-Forwarded-For': from } });
}

const message = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Lovelace',
  email: newEmail(),
  message: 'Do you run payroll for employers in Ghana?',
  ...overrides,
});

const storedFrom = (email: string) =>
  api.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
const mailsAbout = (email: string) =>
  api.db.selectFrom('mail_outbox').selectAll().where('reply_to', '=', email).orderBy('created_at').execute();

describe('send-contact-message', () => {
  test('needs no sign-in: stored, mailed to the operator through the outbox, answered with the one reply promise', async () => {
    const sent = message({
      fullName: '  Ada Lovelace ',
      message: 'Hello,\n\nDo you run payroll for Ghana?\n',
    });
    expect(await send(sent)).toMatchObject({
      status: 200,
      body: { returnCode: 200, returnMessage: CONTACT_MESSAGE_RECEIVED },
    });
    expect(CONTACT_MESSAGE_RECEIVED).toContain(CONTACT_REPLY_PROMISE);

    expect(await storedFrom(sent.email)).toEqual([
      expect.objectContaining({
        full_name: 'Ada Lovelace',
        email: sent.email,
        message: 'Hello,\n\nDo you run payroll for Ghana?',
        mailed_to: OPERATOR,
      }),
    ]);
    await api.deliverMail();
    const [mail, ...others] = await mailsAbout(sent.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      recipient: OPERATOR,
      reply_to: sent.email,
      subject: `${CONTACT_MAIL_SUBJECT} Ada Lovelace`,
      delivered_via: 'log',
    });
    expect(mail?.text_body).toContain(`E-mail: ${sent.email}`);
    expect(mail?.text_body).toContain('\nHello,\n\nDo you run payroll for Ghana?\n');
    // Without SMTP_URL the mail is the log's mail.outbox line, to the operator, replies to the sender.
    const logged = logLines.map((line) => JSON.parse(line)).filter((line) => line.message === 'mail.outbox');
    expect(logged).toEqual([expect.objectContaining({ to: OPERATOR, replyTo: sent.email })]);
  });

  test('without CONTACT_TO the message is stored, mailed to no one, and the log says so', async () => {
    const sent = message();
    expect(await send(sent, { through: unmailed })).toMatchObject({ status: 200 });
    await unmailed.deliverMail();
    const [stored] = await storedFrom(sent.email);
    expect(stored).toMatchObject({ mailed_to: null });
    expect(await mailsAbout(sent.email)).toEqual([]);
    const logged = logLines.map((line) => JSON.parse(line)).filter((line) => line.message === NOT_MAILED);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'warn',
        contactMessageId: stored?.id,
        reason: 'CONTACT_TO is not set',
      }),
    ]);
  });

  test('HTML and script in the message reach the operator as the characters typed, in a plain-text mail', async () => {
    const markup =
      '<script>alert("hi")</script><b onmouseover=alert(1)>bold</b> &amp; <img src=x onerror=alert(2)>';
    const sent = message({ fullName: '<i>Mallory</i>', message: markup });
    expect(await send(sent)).toMatchObject({ status: 200 });
    await api.deliverMail();
    const [mail] = await mailsAbout(sent.email);
    expect(mail?.text_body).toContain(`\n${markup}\n`);
    expect(mail?.subject).toBe(`${CONTACT_MAIL_SUBJECT} <i>Mallory</i>`);
    const [stored] = await storedFrom(sent.email);
    expect(stored?.message).toBe(markup);
  });

  test('a name pasted over several lines arrives on one line, so the subject is one header line', async () => {
    const sent = message({ fullName: 'Ada\r\nBcc: everyone@example.com\u202e' });
    expect(await send(sent)).toMatchObject({ status: 200 });
    const [stored] = await storedFrom(sent.email);
    expect(stored?.full_name).toBe('Ada Bcc: everyone@example.com');
    await api.deliverMail();
    const [mail] = await mailsAbout(sent.email);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });

  describe('refuses what breaks the contract with a 400 naming the field, storing nothing', () => {
    test.each([
      ['fullName', { fullName: undefined }, 'fullName: is required.'],
      ['fullName', { fullName: '   ' }, 'fullName: must not be blank.'],
      ['fullName', { fullName: 'A'.repeat(101) }, 'fullName: must be at most 100 characters.'],
      ['fullName', { fullName: '\u0007\u200e\t' }, FULL_NAME_REQUIRED],
      ['email', { email: undefined }, 'email: is required.'],
      ['email', { email: 'ada@example' }, 'email: must be a valid e-mail address.'],
      ['email', { email: `${'a'.repeat(250)}@example.com` }, 'email: must be at most 254 characters.'],
      ['message', { message: undefined }, 'message: is required.'],
      ['message', { message: '\n \t ' }, 'message: must not be blank.'],
      ['message', { message: 'm'.repeat(5001) }, 'message: must be at most 5000 characters.'],
      ['message', { message: 'nul \u0000 inside' }, 'message: must not contain the character U+0000.'],
    ])('%s: %j', async (field, overrides, error) => {
      const sent = message(overrides);
      const answer = await send(sent);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { returnCode: 400, error, field },
      });
      if (typeof sent.email === 'string') expect(await storedFrom(sent.email)).toEqual([]);
    });
  });

  test('the worst inputs within the limits are stored whole, never a 500', async () => {
    const sent = message({
      fullName: '𝔄'.repeat(100),
      message: `${'😀'.repeat(2000)}\n${'\u202e'.repeat(500)}${"'; drop table contact_messages; --".repeat(10)}`,
    });
    expect((await send(sent)).status).toBe(200);
    const [stored] = await storedFrom(sent.email);
    expect(stored?.message).toBe(sent.message);
  });
});

describe('limited like sign-in, per e-mail and per client address', () => {
  test(`an e-mail address sends ${CONTACT_MESSAGES_PER_EMAIL}, whatever the client addresses; the next is a 429 with the wait`, async () => {
    const email = newEmail();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_EMAIL; sent += 1) {
      expect((await send(message({ email }))).status).toBe(200);
    }
    // The same address in capitals is the same sender.
    const limited = await send(message({ email: email.toUpperCase() }));
    expect(limited).toMatchObject({
      status: 429,
      body: { returnCode: 429, error: 'Too many contact messages. Try again in 15 minutes.' },
    });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(await storedFrom(email)).toHaveLength(CONTACT_MESSAGES_PER_EMAIL);
  });

  test(`a client address sends ${CONTACT_MESSAGES_PER_ADDRESS}, whatever the e-mails; the next is a 429`, async () => {
    const from = newAddress();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_ADDRESS; sent += 1) {
      expect((await send(message(), { from })).status).toBe(200);
    }
    const refused = message();
    expect((await send(refused, { from })).status).toBe(429);
    expect(await storedFrom(refused.email)).toEqual([]);
    // Another address is not held back.
    expect((await send(message())).status).toBe(200);
  });

  test("a refused message does not count, and contact messages use up none of the address's sign-in attempts", async () => {
    const from = newAddress();
    const email = newEmail();
    expect((await send(message({ email, message: ' ' }), { from })).status).toBe(400);
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_EMAIL; sent += 1) {
      expect((await send(message({ email }), { from })).status).toBe(200);
    }
    const { email: account, password } = await api.newAdministrator();
    const signIn = await api.call(
      '/auth/login',
      { username: account, password },
      { headers: { 'X-Forwarded-For': from } },
    );
    expect(signIn.status).toBe(200);
  });
});
