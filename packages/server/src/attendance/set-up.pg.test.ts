import { ATTENDANCE_SETTINGS_DEFAULTS, THRESHOLDS_MESSAGE } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNKNOWN_TIME_ZONE } from '../employer/employer-settings.ts';
import { attendanceEmployer, punchBody, racedAgainst } from '../test-support/attendance-fixtures.ts';
import { placeInBranch } from '../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/** Attendance's set-up (issue 29 items 1, 2 and 7): settings, shift types, assignments, sites, zones. */

const now = new Date('2026-12-02T09:00:00Z');
let api: TestApi;
let employer: Awaited<ReturnType<typeof attendanceEmployer>>;
let other: Awaited<ReturnType<typeof attendanceEmployer>>;

const night = {
  name: 'Night',
  start: '22:00',
  end: '06:00',
  breakMinutes: 30,
  lateEntryGraceMinutes: 10,
  earlyExitGraceMinutes: 10,
  halfDayBelowMinutes: 240,
  absentBelowMinutes: 60,
  windowBeforeStartMinutes: 60,
  windowAfterEndMinutes: 120,
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  active: true,
};

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  employer = await attendanceEmployer(api);
  other = await attendanceEmployer(api);
});
afterAll(() => api.close());

async function shiftType(of: typeof employer, changes: Record<string, unknown> = {}): Promise<string> {
  const saved = await of.asAdmin<{ returnObject: { id: string } }>('/attendance/save-shift-type', {
    ...night,
    name: `Night ${Math.random().toString(36).slice(2, 8)}`,
    ...changes,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.returnObject.id;
}

function assign(shiftTypeId: string, employeeIds: string[], fromDate: string, toDate: string | null) {
  return employer.asAdmin<{ returnObject: { items: { id: string; employeeName: string }[] } }>(
    '/attendance/assign-shift',
    { shiftTypeId, employeeIds, fromDate, toDate },
  );
}

describe('settings', () => {
  test('the defaults until saved, then what was saved; a rule broken is a 400 naming the field', async () => {
    const fresh = await employer.asAdmin('/attendance/get-attendance-settings', {});
    expect(fresh.body).toEqual({ returnCode: 200, returnObject: ATTENDANCE_SETTINGS_DEFAULTS });
    const broken = await employer.asAdmin('/attendance/save-attendance-settings', {
      ...ATTENDANCE_SETTINGS_DEFAULTS,
      absentBelowMinutes: 300,
    });
    expect(broken.body).toEqual({ returnCode: 400, error: THRESHOLDS_MESSAGE, field: 'absentBelowMinutes' });
    const changed = { ...ATTENDANCE_SETTINGS_DEFAULTS, roundingMinutes: 15, defaultStart: '08:30' };
    expect((await employer.asAdmin('/attendance/save-attendance-settings', changed)).status).toBe(200);
    expect((await employer.asAdmin('/attendance/get-attendance-settings', {})).body).toEqual({
      returnCode: 200,
      returnObject: changed,
    });
    await employer.asAdmin('/attendance/save-attendance-settings', ATTENDANCE_SETTINGS_DEFAULTS);
  });

  test('a reviewer of another employer: 404', async () => {
    const theirs = await other.person('Abena');
    const answer = await employer.asAdmin('/attendance/save-attendance-settings', {
      ...ATTENDANCE_SETTINGS_DEFAULTS,
      reviewerEmployeeId: theirs.employeeId,
    });
    expect(answer.body).toMatchObject({ returnCode: 404, field: 'reviewerEmployeeId' });
  });
});

describe('shift types', () => {
  test('a name taken (in any case) is a 409; one still assigned is not deleted (409)', async () => {
    const id = await shiftType(employer, { name: 'Early' });
    const twice = await employer.asAdmin('/attendance/save-shift-type', { ...night, name: 'EARLY' });
    expect(twice.body).toEqual({
      returnCode: 409,
      error: 'There is already a shift type named EARLY.',
      field: 'name',
    });
    const kofi = await employer.person('Kofi');
    expect((await assign(id, [kofi.employeeId], '2026-12-07', null)).status).toBe(200);
    const refused = await employer.asAdmin('/attendance/delete-shift-type', { id });
    expect(refused.status).toBe(409);
    const unassigned = await shiftType(employer);
    expect((await employer.asAdmin('/attendance/delete-shift-type', { id: unassigned })).status).toBe(200);
  });

  test('a window reaching the next day’s shift: 400 in the domain’s words', async () => {
    const answer = await employer.asAdmin('/attendance/save-shift-type', {
      ...night,
      windowBeforeStartMinutes: 600,
      windowAfterEndMinutes: 600,
    });
    expect(answer.body).toMatchObject({ returnCode: 400, field: 'windowAfterEndMinutes' });
  });

  test('another employer’s shift type: 404 to change, delete or assign', async () => {
    const theirs = await shiftType(other);
    const kofi = await employer.person('Kofi');
    expect((await employer.asAdmin('/attendance/save-shift-type', { ...night, id: theirs })).status).toBe(
      404,
    );
    expect((await employer.asAdmin('/attendance/delete-shift-type', { id: theirs })).status).toBe(404);
    expect((await assign(theirs, [kofi.employeeId], '2026-12-07', null)).body).toMatchObject({
      returnCode: 404,
      field: 'shiftTypeId',
    });
  });
});

describe('assignments', () => {
  test('an overlap refuses the whole assignment, naming the first person and the dates', async () => {
    const id = await shiftType(employer, { name: 'Day shift' });
    const ama = await employer.person('Ama');
    const yaw = await employer.person('Yaw');
    expect((await assign(id, [ama.employeeId], '2026-12-01', '2026-12-31')).status).toBe(200);
    const overlapping = await assign(id, [yaw.employeeId, ama.employeeId], '2026-12-20', null);
    expect(overlapping.body).toEqual({
      returnCode: 409,
      error:
        'Ama Tester already works Day shift from 2026-12-01 to 2026-12-31, which overlaps 2026-12-20 to no end date.',
      field: 'employeeIds',
    });
    // Nothing was assigned to Yaw either.
    const yaws = await employer.asAdmin<{ returnObject: { items: unknown[] } }>(
      '/attendance/list-shift-assignments',
      { employeeId: yaw.employeeId },
    );
    expect(yaws.body.returnObject.items).toEqual([]);
    // The day after the last is free.
    expect((await assign(id, [ama.employeeId], '2027-01-01', null)).status).toBe(200);
  });

  test('two overlapping assignments sent at once: one is made, the other refused', async () => {
    const id = await shiftType(employer);
    const esi = await employer.person('Esi');
    const answers = await Promise.all([
      assign(id, [esi.employeeId], '2026-12-07', null),
      assign(id, [esi.employeeId], '2026-12-14', '2026-12-20'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await api.db
      .selectFrom('shift_assignments')
      .select('id')
      .where('employee_id', '=', esi.employeeId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'an assignment racing another’s commit waits for it and sees its rows: 409 (PostgreSQL)',
    async () => {
      const id = await shiftType(employer);
      const adwoa = await employer.person('Adwoa');
      const answer = await racedAgainst(
        api,
        async (trx) => {
          // Another assignment of the same person, under way: their row locked, its row not yet committed.
          await trx
            .selectFrom('employees')
            .select('id')
            .where('id', '=', adwoa.employeeId)
            .forUpdate()
            .execute();
          await trx
            .insertInto('shift_assignments')
            .values({
              employer_id: employer.employerId,
              employee_id: adwoa.employeeId,
              shift_type_id: id,
              from_date: '2026-12-07',
              to_date: null,
            })
            .execute();
        },
        () => assign(id, [adwoa.employeeId], '2026-12-14', null),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    },
  );

  test('a line manager lists their reports’ assignments only; another’s person is a 404', async () => {
    const id = await shiftType(employer);
    const manager = await employer.person('Mansa');
    const report = await employer.person('Rita', manager.employeeId);
    const stranger = await employer.person('Sam');
    await assign(id, [report.employeeId, stranger.employeeId], '2026-12-07', null);
    const listed = await api.call<{ returnObject: { items: { employeeId: string }[] } }>(
      '/attendance/list-shift-assignments',
      { shiftTypeId: id },
      { token: manager.token },
    );
    expect(listed.body.returnObject.items.map((row) => row.employeeId)).toEqual([report.employeeId]);
    const notTheirs = await api.call(
      '/attendance/list-shift-assignments',
      { employeeId: stranger.employeeId },
      { token: manager.token },
    );
    expect(notTheirs.status).toBe(404);
  });

  test('the shift a person works today shows on their check-in page', async () => {
    const id = await shiftType(employer, { name: 'Morning', start: '06:00', end: '14:00' });
    const kojo = await employer.person('Kojo');
    await assign(id, [kojo.employeeId], '2026-12-01', null);
    const page = await api.call<{ returnObject: { shift: unknown } }>(
      '/attendance/get-my-check-in',
      {},
      { token: kojo.token },
    );
    expect(page.body.returnObject.shift).toEqual({ name: 'Morning', start: '06:00', end: '14:00' });
  });
});

describe('sites', () => {
  test('a name taken is a 409; a site for a branch and a person at once is a 400', async () => {
    const site = { name: 'Head office', latitude: '5.6', longitude: '-0.18', radiusMetres: 100 };
    const taken = await employer.asAdmin('/attendance/save-attendance-site', {
      ...site,
      branchId: null,
      employeeId: null,
    });
    expect(taken.status).toBe(409);
    const branch = await employer.asAdmin<{ returnObject: { id: string } }>('/employer/create-branch', {
      code: 'KSI',
      name: 'Kumasi',
    });
    const kofi = await employer.person('Kofi');
    const both = await employer.asAdmin('/attendance/save-attendance-site', {
      ...site,
      name: 'Both',
      branchId: branch.body.returnObject.id,
      employeeId: kofi.employeeId,
    });
    expect(both.body).toMatchObject({ returnCode: 400, field: 'employeeId' });
  });

  test('another employer’s site: 404 to change or delete', async () => {
    const site = {
      name: 'Theirs',
      latitude: '5.6',
      longitude: '-0.18',
      radiusMetres: 100,
      branchId: null,
      employeeId: null,
    };
    expect(
      (await employer.asAdmin('/attendance/save-attendance-site', { ...site, id: other.siteId })).status,
    ).toBe(404);
    expect((await employer.asAdmin('/attendance/delete-attendance-site', { id: other.siteId })).status).toBe(
      404,
    );
  });
});

describe('time zones', () => {
  test('a person’s zone is their own, else their branch’s, else the employer’s', async () => {
    const branch = await employer.asAdmin<{ returnObject: { id: string } }>('/employer/create-branch', {
      code: 'LOS',
      name: 'Lagos',
    });
    const branchId = branch.body.returnObject.id;
    const placed = await api.addEmployee(employer.token, { firstName: 'Bola', lastName: 'Tester' });
    await placeInBranch(api, employer.employerId, branchId, [placed.id]);
    const bola = await api.newEmployeeUser(employer.employerId, placed.id);
    const zone = async () =>
      (
        await api.call<{ returnObject: { timeZone: string } }>('/attendance/punch', punchBody(), {
          token: bola.token,
        })
      ).body.returnObject.timeZone;
    expect(await zone()).toBe('UTC');
    const set = await employer.asAdmin<{
      returnObject: {
        branches: { id: string; timeZone: string | null }[];
        people: { id: string; branchId: string | null; timeZone: string | null }[];
      };
    }>('/attendance/set-attendance-time-zone', { branchId, employeeId: null, timeZone: 'Africa/Lagos' });
    expect(set.body.returnObject.branches).toContainEqual({
      id: branchId,
      name: 'Lagos',
      timeZone: 'Africa/Lagos',
    });
    // The Settings page picks people by branch: Bola is listed with hers and no zone of her own.
    expect(set.body.returnObject.people).toContainEqual({
      id: placed.id,
      name: 'Bola Tester',
      departmentId: null,
      branchId,
      timeZone: null,
    });
    expect(await zone()).toBe('Africa/Lagos');
    await employer.asAdmin('/attendance/set-attendance-time-zone', {
      branchId: null,
      employeeId: placed.id,
      timeZone: 'Europe/London',
    });
    expect(await zone()).toBe('Europe/London');
    await employer.asAdmin('/attendance/set-attendance-time-zone', {
      branchId: null,
      employeeId: placed.id,
      timeZone: null,
    });
    expect(await zone()).toBe('Africa/Lagos');
  });

  test('a zone not on the list: 400; neither or both of branch and person: 400; another’s: 404', async () => {
    const kofi = await employer.person('Kofi');
    expect(
      (
        await employer.asAdmin('/attendance/set-attendance-time-zone', {
          branchId: null,
          employeeId: kofi.employeeId,
          timeZone: 'Mars/Olympus',
        })
      ).body,
    ).toEqual({ returnCode: 400, error: UNKNOWN_TIME_ZONE, field: 'timeZone' });
    expect(
      (
        await employer.asAdmin('/attendance/set-attendance-time-zone', {
          branchId: null,
          employeeId: null,
          timeZone: 'Africa/Accra',
        })
      ).status,
    ).toBe(400);
    const theirs = await other.person('Abena');
    expect(
      (
        await employer.asAdmin('/attendance/set-attendance-time-zone', {
          branchId: null,
          employeeId: theirs.employeeId,
          timeZone: 'Africa/Accra',
        })
      ).status,
    ).toBe(404);
  });
});
