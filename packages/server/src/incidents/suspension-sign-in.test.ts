import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertDecidedCase } from '../test-support/incident-case-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Sign-in during a suspension (issue 30 item 5; docs/incidents.md "What a decision does elsewhere"):
 * with Employer › Setting's "Block sign-in during a suspension" on, an employee under a suspension in
 * force today (10 Dec 2026, the employer's zone is UTC) cannot sign in, and a session already open is
 * refused on its next request (401, as an ended session is) and cannot be renewed, all naming the last day.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-12-10T09:00:00Z') });
});
afterAll(() => api.close());

const SUSPENDED = 'Your account is suspended until 20 Dec 2026.';

async function employerWithStaff() {
  const admin = await api.newAdministrator();
  const employerId = admin.session.user.employerId;
  async function staff(firstName: string) {
    const employee = await api.addEmployee(admin.token, { firstName });
    const account = await api.newEmployeeUser(employerId, employee.id);
    const email = (
      await api.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', account.userId)
        .executeTakeFirstOrThrow()
    ).email;
    const signIn = () =>
      api.call<{ error?: string }>('/auth/login', {
        username: email,
        password: 'employee password',
        loginAs: 'employee',
      });
    const profile = () => api.call<{ error?: string }>('/auth/get-profile', {}, { token: account.token });
    const refresh = () =>
      api.call<{ error?: string }>('/auth/refresh', { refreshToken: account.session.refreshToken });
    return { id: employee.id, signIn, profile, refresh };
  }
  const blocks = (on: boolean) =>
    api.db
      .updateTable('employers')
      .set({ suspension_blocks_sign_in: on })
      .where('id', '=', employerId)
      .execute();
  return { employerId, staff, blocks };
}

describe('sign-in during a suspension', () => {
  test('refused at sign-in and on an open session while the setting is on; allowed when it is off', async () => {
    const { employerId, staff, blocks } = await employerWithStaff();
    const kofi = await staff('Kofi');
    // Signed in before the case was decided: the session is open.
    await insertDecidedCase(api.db, employerId, {
      subject: kofi.id,
      decision: 'SWP',
      from: '2026-12-07',
      to: '2026-12-20',
      decidedOn: '2026-12-04',
    });

    // Off (the default): nothing changes.
    expect((await kofi.profile()).status).toBe(200);
    expect((await kofi.signIn()).status).toBe(200);

    await blocks(true);
    const open = await kofi.profile();
    // 401: the session cannot go on (every bearer operation declares it); sign-in's 403 says it again.
    expect(open.status).toBe(401);
    expect(open.body.error).toBe(SUSPENDED);
    const renewed = await kofi.refresh();
    expect([renewed.status, renewed.body.error]).toEqual([401, SUSPENDED]);
    const again = await kofi.signIn();
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(SUSPENDED);

    await blocks(false);
    expect((await kofi.profile()).status).toBe(200);
    expect((await kofi.signIn()).status).toBe(200);
  });

  test('not before the suspension, not after it, not for one without pay overturned on appeal', async () => {
    const { employerId, staff, blocks } = await employerWithStaff();
    await blocks(true);
    const [ama, yaw, efua, esi] = [
      await staff('Ama'),
      await staff('Yaw'),
      await staff('Efua'),
      await staff('Esi'),
    ];
    const decided = { decision: 'SWOP', decidedOn: '2026-11-20' };
    await insertDecidedCase(api.db, employerId, {
      subject: ama.id,
      ...decided,
      from: '2026-12-11',
      to: '2026-12-20',
    });
    await insertDecidedCase(api.db, employerId, {
      subject: yaw.id,
      ...decided,
      from: '2026-11-23',
      to: '2026-12-09',
    });
    await insertDecidedCase(api.db, employerId, {
      subject: efua.id,
      ...decided,
      from: '2026-12-07',
      to: '2026-12-20',
      appealLodgedOn: '2026-11-25',
      appealResult: 'overturned',
    });
    // An appeal still pending stops nothing.
    await insertDecidedCase(api.db, employerId, {
      subject: esi.id,
      ...decided,
      from: '2026-12-07',
      to: '2026-12-20',
      appealLodgedOn: '2026-11-25',
    });
    for (const free of [ama, yaw, efua]) {
      expect((await free.signIn()).status).toBe(200);
      expect((await free.profile()).status).toBe(200);
    }
    const refused = await esi.signIn();
    expect([refused.status, refused.body.error]).toEqual([403, SUSPENDED]);
  });
});
