import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { jsonLogger } from '../logger.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
const logLines: string[] = [];
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from addresses of its own.
  api = await createTestApi({ trustProxy: true, logger: jsonLogger((line) => logLines.push(line)) });
});
afterAll(() => api.close());
beforeEach(() => {
  logLines.length = 0;
});

const ACCEPTED = {
  returnCode: 200,
  returnMessage:
    'If an account uses that e-mail, a link to reset its password is on its way. It works once, for 60 minutes.',
};
const LINK = new RegExp(
  `${TEST_PUBLIC_URL.replaceAll('.', '\\.')}/reset-password\\?token=([A-Za-z0-9_-]{43})`,
);

const newAddress = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`;

function requestReset(email: string, address = newAddress(), headers: Record<string, string> = {}) {
  return api.call(
    '/auth/request-password-reset',
    { email },
    { headers: { 'X-Forwarded-For': address, ...headers } },
  );
}

const mailsTo = (email: string) =>
  api.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).orderBy('created_at').execute();

const tokensOf = (email: string) =>
  api.db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.token_hash',
      'password_reset_tokens.used_at',
      'password_reset_tokens.revoked_at',
      'password_reset_tokens.expires_at',
      'password_reset_tokens.created_at',
    ])
    .where('users.email', '=', email)
    .orderBy('password_reset_tokens.created_at')
    .execute();

describe('request-password-reset', () => {
  test('for an address without an account: the same answer, and no link, no mail', async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    expect(await requestReset(email)).toMatchObject({ status: 200, body: ACCEPTED });
    await api.deliverMail();
    expect(await mailsTo(email)).toEqual([]);
    expect(logLines.join('')).not.toContain('mail.outbox');
  });

  test('for an account: a mail with a one-time link to PUBLIC_URL, written to the log without SMTP', async () => {
    const { email } = await api.newAdministrator();
    expect(await requestReset(email.toUpperCase())).toMatchObject({ status: 200, body: ACCEPTED });
    await api.deliverMail();

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({
      subject: 'Reset your HR Payroll password',
      delivered_via: 'log',
      attempts: 1,
    });
    expect(mail?.sent_at).toBeInstanceOf(Date);
    const token = LINK.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeDefined();

    // The e2e tests read the link from this line: one line, the link verbatim.
    const logged = logLines.filter((line) => line.includes('"mail.outbox"'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`${TEST_PUBLIC_URL}/reset-password?token=${token}`);
    expect(JSON.parse(logged[0] ?? '')).toMatchObject({
      level: 'info',
      message: 'mail.outbox',
      to: email,
      subject: 'Reset your HR Payroll password',
      text: mail?.text_body,
    });
  });

  test('stores only the SHA-256 of the token, valid for 60 minutes', async () => {
    const { email } = await api.newAdministrator();
    await requestReset(email);
    const token = LINK.exec((await mailsTo(email))[0]?.text_body ?? '')?.[1] ?? '';
    const [stored] = await tokensOf(email);
    expect(stored?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = (stored?.expires_at.getTime() ?? 0) - (stored?.created_at.getTime() ?? 0);
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  test('the link’s host is PUBLIC_URL’s, never the Host or X-Forwarded-Host the request names', async () => {
    const { email } = await api.newAdministrator();
    await requestReset(email, newAddress(), { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' });
    const [mail] = await mailsTo(email);
    expect(mail?.text_body).toMatch(LINK);
    expect(mail?.text_body).not.toContain('evil.example');
  });

  test('a new request makes the earlier links stop working', async () => {
    const { email } = await api.newAdministrator();
    await requestReset(email);
    await requestReset(email);
    const tokens = await tokensOf(email);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]?.revoked_at).toBeInstanceOf(Date);
    expect(tokens[1]?.revoked_at).toBeNull();
  });

  test('at most 3 mails per account in 15 minutes; a 4th request answers the same and sends nothing', async () => {
    const { email } = await api.newAdministrator();
    const answers = [];
    for (let request = 1; request <= 4; request++) answers.push(await requestReset(email));
    expect(answers.map((answer) => answer.body)).toEqual([ACCEPTED, ACCEPTED, ACCEPTED, ACCEPTED]);
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await tokensOf(email)).toHaveLength(3);
  });

  test('parallel requests for one account still send at most 3 mails', async () => {
    const { email } = await api.newAdministrator();
    await Promise.all(Array.from({ length: 6 }, () => requestReset(email)));
    expect(await mailsTo(email)).toHaveLength(3);
  });

  test('after 20 requests from one address, that address gets 429 with Retry-After; others do not', async () => {
    const address = newAddress();
    for (let request = 1; request <= 20; request++) {
      expect((await requestReset(`nobody-${request}@example.com`, address)).status).toBe(200);
    }
    const limited = await requestReset('nobody@example.com', address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      returnCode: 429,
      error: 'Too many password reset requests. Try again in 15 minutes.',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await requestReset('nobody@example.com', newAddress())).status).toBe(200);
  });

  test('a malformed e-mail: 400 naming the field', async () => {
    const answer = await requestReset('not-an-e-mail');
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'email: must be a valid e-mail address.',
      field: 'email',
    });
  });
});
