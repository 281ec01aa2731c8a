import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Profile } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const profileOf = (token: string) => api.call<{ returnObject: Profile }>('/auth/get-profile', {}, { token });

describe('get-profile', () => {
  test('answers the caller’s account and their employer’s name', async () => {
    const { email, session, token } = await api.newAdministrator();
    const answer = await profileOf(token);
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject).toEqual({
      id: session.user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      role: 'admin',
      employerId: session.user.employerId,
      employerName: "Ada Lovelace's organisation",
      employeeId: null,
      twoFactorEnabled: false,
      twoFactorEnrolmentRequired: false,
      displayName: null,
      photoId: null,
    });
    expect(session.user.employeeId).toBeNull();
  });

  test('each administrator sees their own account and employer, never another’s', async () => {
    const first = await api.newAdministrator();
    const second = await api.newAdministrator();
    await api.db
      .updateTable('employers')
      .set({ name: 'Second Ltd' })
      .where('id', '=', second.session.user.employerId)
      .execute();
    expect((await profileOf(first.token)).body.returnObject).toMatchObject({
      id: first.session.user.id,
      employerName: "Ada Lovelace's organisation",
    });
    expect((await profileOf(second.token)).body.returnObject).toMatchObject({
      id: second.session.user.id,
      employerId: second.session.user.employerId,
      employerName: 'Second Ltd',
    });
  });

  test('an employee gets their own profile', async () => {
    const admin = await api.newAdministrator();
    const employee = await api.newEmployeeUser(admin.session.user.employerId);
    expect((await profileOf(employee.token)).body.returnObject).toMatchObject({
      id: employee.userId,
      role: 'employee',
      firstName: 'Edith',
      employerId: admin.session.user.employerId,
    });
  });

  test('a valid token whose account was deleted: 401', async () => {
    const { session, token } = await api.newAdministrator();
    await api.db.deleteFrom('users').where('id', '=', session.user.id).execute();
    const answer = await profileOf(token);
    expect(answer.body).toEqual({ returnCode: 401, error: 'Your session has ended. Please sign in again.' });
  });

  test('without a token: 401; with a field in the body: 400 naming it', async () => {
    expect((await api.call('/auth/get-profile', {})).status).toBe(401);
    const { token } = await api.newAdministrator();
    const answer = await api.call('/auth/get-profile', { id: token }, { token });
    expect(answer.body).toEqual({ returnCode: 400, error: 'id: is not expected here.', field: 'id' });
  });
});
