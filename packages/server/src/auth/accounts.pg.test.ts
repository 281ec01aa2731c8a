import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

function signUp(changes: Record<string, unknown> = {}) {
  return api.call('/auth/create-user', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${randomUUID()}@example.com`,
    password: 'correct horse battery staple',
    country: 'United Kingdom',
    agreeTsAndCs: true,
    role: 'admin',
    ...changes,
  });
}

describe('create-user', () => {
  test('an administrator’s sign-up answers 201 and creates their employer', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    const answer = await signUp({ email });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      returnCode: 201,
      returnMessage: 'Your account has been created. You can sign in now.',
    });
    const stored = await api.db
      .selectFrom('users')
      .innerJoin('employers', 'employers.id', 'users.employer_id')
      .select(['users.role', 'employers.name', 'employers.country'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ role: 'admin', name: "Ada Lovelace's organisation", country: 'United Kingdom' });
  });

  test('keeps the form’s other names, and none when they are not given', async () => {
    const withOtherNames = `ada-${randomUUID()}@example.com`;
    const without = `ada-${randomUUID()}@example.com`;
    expect((await signUp({ email: withOtherNames, otherNames: 'Augusta King' })).status).toBe(201);
    expect((await signUp({ email: without })).status).toBe(201);
    const stored = await api.db
      .selectFrom('users')
      .select(['email', 'other_names'])
      .where('email', 'in', [withOtherNames, without])
      .execute();
    expect(Object.fromEntries(stored.map((row) => [row.email, row.other_names]))).toEqual({
      [withOtherNames]: 'Augusta King',
      [without]: null,
    });
  });

  test('each administrator gets an employer of their own', async () => {
    const first = await api.newAdministrator();
    const second = await api.newAdministrator();
    expect(first.session.user.employerId).not.toBe(second.session.user.employerId);
  });

  test('an e-mail already registered, in any case: 409 with the contract’s message', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    expect((await signUp({ email })).status).toBe(201);
    for (const again of [email, email.toUpperCase()]) {
      const answer = await signUp({ email: again });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        returnCode: 409,
        error: 'Email already exists. Please try again with another email.',
      });
    }
  });

  test('two sign-ups with one e-mail at the same moment: one 201, one 409', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    const answers = await Promise.all([signUp({ email }), signUp({ email })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  test('an employee’s sign-up without an invitation: 403 pointing to the invitation e-mail', async () => {
    const email = `employee-${randomUUID()}@example.com`;
    const answer = await signUp({ role: 'employee', email });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      returnCode: 403,
      error:
        'Employees sign up from the invitation e-mail sent by their administrator. Check your junk mail, or ask your administrator to invite you again.',
    });
    const stored = await api.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);
  });

  test('an employee’s sign-up with a token no invitation has: 400 on invitationToken', async () => {
    const email = `employee-${randomUUID()}@example.com`;
    const answer = await signUp({ role: 'employee', email, invitationToken: 'abc' });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'This invitation link is invalid, used or expired. Ask your administrator to invite you again.',
      field: 'invitationToken',
    });
  });

  test.each([
    ['T&Cs not agreed', { agreeTsAndCs: false }, 'agreeTsAndCs', 'agreeTsAndCs: must be true.'],
    ['a malformed e-mail', { email: 'ada.example.com' }, 'email', 'email: must be a valid e-mail address.'],
    [
      'a password under 8 characters',
      { password: 'short' },
      'password',
      'password: must be at least 8 characters.',
    ],
    [
      'a password over 128 characters',
      { password: 'p'.repeat(129) },
      'password',
      'password: must be at most 128 characters.',
    ],
    ['an unknown role', { role: 'owner' }, 'role', 'role: must be one of: admin, employee.'],
    ['an empty first name', { firstName: '' }, 'firstName', 'firstName: must not be empty.'],
    [
      'other names over 100 characters',
      { otherNames: 'n'.repeat(101) },
      'otherNames',
      'otherNames: must be at most 100 characters.',
    ],
  ])('%s: 400 naming the field', async (_, changes, field, error) => {
    const answer = await signUp(changes);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ returnCode: 400, error, field });
  });

  test('a password of exactly 8 and of exactly 128 characters is accepted', async () => {
    expect((await signUp({ password: 'p'.repeat(8) })).status).toBe(201);
    expect((await signUp({ password: 'p'.repeat(128) })).status).toBe(201);
  });
});
