import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EmployeeRecord, Session } from '../contract-types.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';

/** Invitations (§1, §2.4): send, read, sign up with, once, within 7 days, for the invited address. */

const SENT_AT = new Date('2026-11-22T09:30:00Z');
let now = SENT_AT;
let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
});
afterAll(() => api.close());

const LINK = new RegExp(
  `^${TEST_PUBLIC_URL.replaceAll('.', '\\.')}/register\\?invitation=([A-Za-z0-9_-]{43})$`,
  'm',
);
const UNUSABLE =
  'This invitation link is invalid, used or expired. Ask your administrator to invite you again.';
const PASSWORD = 'a long employee passphrase';

async function newEmployee(): Promise<EmployeeRecord> {
  return api.addEmployee(admin.token, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace-${randomUUID()}@example.com`,
  });
}

const invite = (id: string, token = admin.token) =>
  api.call('/management/send-invitation', { id }, { token });

/** The token of the latest invitation mailed to `email`, read from the outbox as a person would. */
async function tokenMailedTo(email: string): Promise<string> {
  const mails = await api.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
  const token = LINK.exec(mails[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`No invitation link mailed to ${email}`);
  return token;
}

const getInvitation = (token: string) => api.call('/auth/get-invitation', { token });
const signUp = (invitationToken: string, email: string, extra: Record<string, unknown> = {}) =>
  api.call('/auth/create-user', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password: PASSWORD,
    country: 'United States',
    agreeTsAndCs: true,
    role: 'employee',
    invitationToken,
    ...extra,
  });

async function invited(): Promise<{ employee: EmployeeRecord; email: string; token: string }> {
  const employee = await newEmployee();
  const { email } = employee.values.quickEntry;
  expect((await invite(employee.id)).status).toBe(200);
  return { employee, email, token: await tokenMailedTo(email) };
}

describe('send-invitation', () => {
  test('queues a mail with a one-time link on a line of its own, and says where it went', async () => {
    const employee = await newEmployee();
    const { email } = employee.values.quickEntry;
    const answer = await invite(employee.id);
    expect(answer.body).toEqual({
      returnCode: 200,
      returnMessage: `Invitation sent to ${email}. The link works once, for 7 days.`,
    });
    const [mail] = await api.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .execute();
    expect(mail?.subject).toBe("You're invited to HR Payroll");
    expect(mail?.text_body).toMatch(LINK);
    const stored = await api.db
      .selectFrom('invitations')
      .select(['token_hash', 'expires_at'])
      .where('employee_id', '=', employee.id)
      .execute();
    expect(stored).toHaveLength(1);
    // Only the digest is kept: the token itself is nowhere in the table.
    expect(stored[0]?.token_hash).not.toContain(await tokenMailedTo(email));
    expect(stored[0]?.expires_at).toEqual(new Date('2026-11-29T09:30:00Z'));
  });

  test('the record shows the invitation while it works', async () => {
    const { employee } = await invited();
    const record = await api.call<{ returnObject: EmployeeRecord }>(
      '/management/get-employee',
      { id: employee.id },
      { token: admin.token },
    );
    expect(record.body.returnObject.account).toEqual({
      status: 'invited',
      invitedAt: '2026-11-22T09:30:00.000Z',
      invitationExpiresAt: '2026-11-29T09:30:00.000Z',
    });
  });

  test('sending again makes the earlier link stop working', async () => {
    const { employee, email, token: first } = await invited();
    await invite(employee.id);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await getInvitation(first)).body).toEqual({ returnCode: 400, error: UNUSABLE, field: 'token' });
    expect((await getInvitation(second)).status).toBe(200);
  });

  test('an employee who already has an account: 409', async () => {
    const { employee, email, token } = await invited();
    expect((await signUp(token, email)).status).toBe(201);
    expect((await invite(employee.id)).body).toEqual({
      returnCode: 409,
      error: 'Grace Hopper already has an account.',
    });
  });

  test('an employee whose employment has ended: 409, and their open link stops working', async () => {
    const { employee, token } = await invited();
    await api.call(
      '/management/end-employment',
      { id: employee.id, endDate: '2026-11-30', reason: 'Left.' },
      { token: admin.token },
    );
    expect((await getInvitation(token)).status).toBe(400);
    expect((await invite(employee.id)).body).toEqual({
      returnCode: 409,
      error: 'Grace Hopper’s employment has ended; there is no one to invite.',
    });
  });
});

describe('get-invitation', () => {
  test('needs no sign-in and says who the invitation is for', async () => {
    const { email, token } = await invited();
    expect((await getInvitation(token)).body).toEqual({
      returnCode: 200,
      returnObject: {
        email,
        firstName: 'Grace',
        lastName: 'Hopper',
        employerName: "Ada Lovelace's organisation",
      },
    });
  });

  test.each([
    ['made up', async () => 'x'.repeat(43)],
    [
      'past its 7 days',
      async () => {
        const { token } = await invited();
        now = new Date('2026-11-29T09:30:00Z');
        return token;
      },
    ],
    [
      'sent to an address the record no longer has',
      async () => {
        const { employee, token } = await invited();
        const quickEntry = { ...employee.values.quickEntry, email: `moved-${randomUUID()}@example.com` };
        await api.call(
          '/management/update-employee',
          { id: employee.id, quickEntry },
          { token: admin.token },
        );
        return token;
      },
    ],
  ])('a link %s: 400 on token', async (_, tokenOf) => {
    try {
      const token = await tokenOf();
      expect((await getInvitation(token)).body).toEqual({ returnCode: 400, error: UNUSABLE, field: 'token' });
    } finally {
      now = SENT_AT;
    }
  });

  test('a link one minute before it expires still works', async () => {
    const { token } = await invited();
    now = new Date('2026-11-29T09:29:00Z');
    try {
      expect((await getInvitation(token)).status).toBe(200);
    } finally {
      now = SENT_AT;
    }
  });
});

describe('an employee’s sign-up with an invitation', () => {
  test('creates an account tied to the record; the employee signs in and reads their own record', async () => {
    const { employee, email, token } = await invited();
    const answer = await signUp(token, email.toUpperCase());
    expect(answer.body).toEqual({
      returnCode: 201,
      returnMessage: 'Your account has been created. You can sign in now.',
    });

    const account = await api.db
      .selectFrom('users')
      .select(['role', 'employee_id', 'employer_id'])
      .where('email', '=', email.toUpperCase())
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      role: 'employee',
      employee_id: employee.id,
      employer_id: admin.session.user.employerId,
    });

    const login = await api.call<{ returnObject: Session }>('/auth/login', {
      username: email,
      password: PASSWORD,
      loginAs: 'employee',
    });
    expect(login.status).toBe(200);
    // The session and the profile name the record, so the app can lead the employee to it.
    expect(login.body.returnObject.user.employeeId).toBe(employee.id);
    const profile = await api.call<{ returnObject: { employeeId: string | null } }>(
      '/auth/get-profile',
      {},
      { token: login.body.returnObject.jwtToken },
    );
    expect(profile.body.returnObject.employeeId).toBe(employee.id);
    const own = await api.call<{ returnObject: EmployeeRecord }>(
      '/management/get-employee',
      { id: employee.id },
      { token: login.body.returnObject.jwtToken },
    );
    expect(own.status).toBe(200);
    expect(own.body.returnObject).toMatchObject({ id: employee.id, account: { status: 'registered' } });
    expect(own.body.returnObject.values).not.toHaveProperty('health');
  });

  test('the link works once: a second sign-up with it is 400 on invitationToken', async () => {
    const { email, token } = await invited();
    expect((await signUp(token, email)).status).toBe(201);
    expect((await signUp(token, `other-${randomUUID()}@example.com`)).body).toEqual({
      returnCode: 400,
      error: UNUSABLE,
      field: 'invitationToken',
    });
  });

  test('two sign-ups with one link at the same moment: exactly one account', async () => {
    const { employee, email, token } = await invited();
    const answers = await Promise.all([signUp(token, email), signUp(token, email)]);
    // The loser finds the link spent (400) or, when the winner has committed first, the address taken (409).
    const [winner, loser] = answers.map((answer) => answer.status).sort();
    expect(winner).toBe(201);
    expect([400, 409]).toContain(loser);
    const accounts = await api.db
      .selectFrom('users')
      .select('id')
      .where('employee_id', '=', employee.id)
      .execute();
    expect(accounts).toHaveLength(1);
  });

  test('with another e-mail than the invited one: 400 on email, and the link still works', async () => {
    const { email, token } = await invited();
    expect((await signUp(token, `someone-else-${randomUUID()}@example.com`)).body).toEqual({
      returnCode: 400,
      error: `Sign up with the e-mail address the invitation was sent to: ${email}.`,
      field: 'email',
    });
    expect((await getInvitation(token)).status).toBe(200);
  });

  test('after the link expired (by the clock): 400 on invitationToken, and no account', async () => {
    const { email, token } = await invited();
    now = new Date('2026-12-01T00:00:00Z');
    try {
      expect((await signUp(token, email)).body).toMatchObject({ returnCode: 400, field: 'invitationToken' });
    } finally {
      now = SENT_AT;
    }
    expect(await api.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  test('after the link expired (in the database): 400', async () => {
    const { employee, email, token } = await invited();
    await api.db
      .updateTable('invitations')
      .set({ expires_at: new Date('2026-11-22T09:00:00Z') })
      .where('employee_id', '=', employee.id)
      .execute();
    expect((await signUp(token, email)).body).toMatchObject({ returnCode: 400, field: 'invitationToken' });
  });

  test('the earlier link after a re-send: 400', async () => {
    const { employee, email, token } = await invited();
    await invite(employee.id);
    expect((await signUp(token, email)).body).toMatchObject({ returnCode: 400, field: 'invitationToken' });
    expect((await signUp(await tokenMailedTo(email), email)).status).toBe(201);
  });

  test('an administrator’s sign-up with an invitation token: 400 on invitationToken', async () => {
    const { email, token } = await invited();
    expect((await signUp(token, email, { role: 'admin' })).body).toEqual({
      returnCode: 400,
      error: 'An invitation is for an employee’s sign-up; an administrator signs up without one.',
      field: 'invitationToken',
    });
  });
});
