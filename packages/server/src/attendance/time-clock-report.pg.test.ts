import { beforeAll, describe, expect, test } from 'vitest';
import type {
  AttendanceRequestRecord,
  TimeClockDayRow,
  TimeClockReport,
  TimeClockSummaryRow,
} from '../contract-types.ts';
import { workOutAttendanceDays } from './attendance-days.ts';
import {
  api,
  DAY,
  dayOf,
  departmentId,
  employerId,
  lateToken,
  managerToken,
  people,
  punch,
  runJob,
  setUpAttendanceDays,
  token,
} from './attendance-days-test-support.ts';
import { DAY_WAITING } from './attendance-requests.ts';
import { PERIOD_TOO_LONG } from './time-clock-report.ts';

/**
 * The Time Clock Report, approving overtime and attendance requests (issue 29 item 5) over the day
 * the daily job worked out. The employer and its people: attendance-days-test-support.ts.
 */

const now = new Date('2026-12-02T06:00:00Z');
setUpAttendanceDays(() => now);
// Abe worked Monday 30 November too, on punches that came late (attendance-days.pg.test.ts has the job
// rework the day for them): the summary's period has a Present and an Absent day of his.
beforeAll(async () => {
  await punch(people.absent, '2026-11-30T09:00:00Z', 'in');
  await punch(people.absent, '2026-11-30T17:00:00Z', 'out');
  await workOutAttendanceDays(api.db, { employerId, today: DAY, now });
});

type Report = { returnObject: TimeClockReport; error?: string; field?: string };
const report = (body: Record<string, unknown>, as = token) =>
  api.call<Report>('/attendance/time-clock-report', { from: DAY, to: DAY, ...body }, { token: as });

describe('the Time Clock Report', () => {
  test('a day row names the person, the times in their zone and the minutes', async () => {
    const answer = await report({ employeeId: people.late });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject.rows).toEqual([
      expect.objectContaining({
        employeeName: 'Lara Tester',
        department: 'Operations',
        date: DAY,
        status: 'Present',
        shiftName: null,
        firstIn: '2026-12-01T09:20:00.000Z',
        firstInTime: '09:20',
        lastOutTime: '17:00',
        lateMinutes: 20,
        overtimeApprovedMinutes: null,
      }),
    ]);
    expect(answer.body.returnObject.latenessByWeek).toEqual([
      { weekStart: '2026-11-30', lateMinutes: 20, lateDays: 1 },
    ]);
  });

  test('filters by status, department and shift type', async () => {
    const names = async (body: Record<string, unknown>) =>
      ((await report(body)).body.returnObject.rows as TimeClockDayRow[]).map((row) => row.employeeName);
    expect(await names({ status: 'Absent' })).toEqual([
      'Abe Tester',
      'Hal Tester',
      'Mona Tester',
      'Rex Tester',
    ]);
    expect(await names({ departmentId })).toEqual(['Lara Tester']);
    const night = await api.db
      .selectFrom('shift_types')
      .select('id')
      .where('employer_id', '=', employerId)
      .executeTakeFirstOrThrow();
    expect(await names({ shiftTypeId: night.id })).toEqual(['Nina Tester']);
  });

  test('a line manager sees their reports (and themself) only; an employee only themself', async () => {
    const names = async (as: string) =>
      ((await report({}, as)).body.returnObject.rows as TimeClockDayRow[]).map((row) => row.employeeName);
    expect(await names(managerToken)).toEqual(['Abe Tester', 'Lara Tester', 'Mona Tester']);
    expect(await names(lateToken)).toEqual(['Lara Tester']);
    expect((await report({ employeeId: people.absent }, lateToken)).status).toBe(404);
  });

  test('another employer’s employee is no employee here (404)', async () => {
    const other = await api.newAdministrator();
    const stranger = await api.addEmployee(other.token);
    const answer = await report({ employeeId: stranger.id });
    expect(answer.status).toBe(404);
  });

  test('a period longer than 93 days is refused on `to`', async () => {
    const answer = await report({ from: '2026-01-01', to: '2026-04-04' });
    expect(answer.body).toMatchObject({ error: PERIOD_TOO_LONG, field: 'to' });
  });

  test('the summary sums equal the days’ sums', async () => {
    const period = { from: '2026-11-30', to: DAY };
    const days = (await report(period)).body.returnObject.rows as TimeClockDayRow[];
    const summary = (await report({ ...period, view: 'summary' })).body.returnObject
      .rows as TimeClockSummaryRow[];
    const abe = summary.find((row) => row.employeeName === 'Abe Tester');
    expect(abe).toMatchObject({ days: 2, present: 1, absent: 1, workedMinutes: 420 });
    const sum = (key: 'workedMinutes' | 'lateMinutes' | 'overtimeMinutes') =>
      [days, summary].map((rows) =>
        (rows as { [k: string]: unknown }[]).reduce((total, row) => total + Number(row[key]), 0),
      );
    for (const key of ['workedMinutes', 'lateMinutes', 'overtimeMinutes'] as const) {
      const [fromDays, fromSummary] = sum(key);
      expect(fromSummary).toBe(fromDays);
    }
    expect(summary.reduce((total, row) => total + row.days, 0)).toBe(days.length);
  });

  test('the summary and the lateness by week follow the filters', async () => {
    const summary = await report({ view: 'summary', departmentId });
    expect(summary.body.returnObject.rows).toEqual([
      expect.objectContaining({ employeeName: 'Lara Tester', days: 1, present: 1, lateMinutes: 20 }),
    ]);
    expect(summary.body.returnObject.latenessByWeek).toEqual([
      { weekStart: '2026-11-30', lateMinutes: 20, lateDays: 1 },
    ]);
    const absent = await report({ view: 'summary', status: 'Absent' });
    expect(absent.body.returnObject.rows).toHaveLength(4);
    expect(absent.body.returnObject.latenessByWeek).toEqual([
      { weekStart: '2026-11-30', lateMinutes: 0, lateDays: 0 },
    ]);
  });

  test('the CSV has the header and the same rows', async () => {
    const days = (await report({})).body.returnObject.rows;
    const csv = await api.call<string>(
      '/attendance/export-time-clock-report',
      { from: DAY, to: DAY },
      { token },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`time-clock-${DAY}-${DAY}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Employee No,Employee,Department,Branch,Date,Status,Shift,First in,Last out,Worked minutes,Late minutes,Early exit minutes,Overtime minutes,Approved overtime minutes',
    );
    expect(lines).toHaveLength(days.length + 1);
    expect(lines.find((line) => line.includes('Lara Tester'))).toMatch(
      /,Operations,,2026-12-01,Present,,09:20,17:00,400,20,0,0,$/,
    );
  });
});

describe('approving overtime', () => {
  test('up to the day’s overtime, written to the trail; more is refused on `minutes`', async () => {
    await api.db
      .updateTable('attendance_days')
      .set({ overtime_minutes: 30, worked_minutes: 450 })
      .where('employee_id', '=', people.night)
      .where('date', '=', DAY)
      .execute();
    const tooMany = await api.call(
      '/attendance/approve-overtime',
      { employeeId: people.night, date: DAY, minutes: 31 },
      { token },
    );
    expect(tooMany.body).toMatchObject({ returnCode: 400, field: 'minutes' });
    const approved = await api.call<{ returnObject: TimeClockDayRow }>(
      '/attendance/approve-overtime',
      { employeeId: people.night, date: DAY, minutes: 20 },
      { token },
    );
    expect(approved.body.returnObject).toMatchObject({ overtimeMinutes: 30, overtimeApprovedMinutes: 20 });
    const audit = await api.db
      .selectFrom('audit_events')
      .select(['before', 'after'])
      .where('operation', '=', 'approveOvertime')
      .where('employer_id', '=', employerId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ overtimeApprovedMinutes: null }),
        after: expect.objectContaining({ overtimeApprovedMinutes: 20 }),
      }),
    ]);
    // The job keeps an approval while the overtime it approved stands, clamps it when it shrinks.
    await runJob();
    expect(await dayOf(people.night)).toMatchObject({ overtime_minutes: 0, overtime_approved_minutes: 0 });
  });

  test('a line manager cannot approve overtime of someone outside their reports (404)', async () => {
    const answer = await api.call(
      '/attendance/approve-overtime',
      { employeeId: people.night, date: DAY, minutes: 0 },
      { token: managerToken },
    );
    expect(answer.status).toBe(404);
  });
});

describe('attendance requests', () => {
  type Answer = { returnObject: AttendanceRequestRecord; error?: string; field?: string };
  let abeToken: string;

  beforeAll(async () => {
    const workflow = await api.call(
      '/approvals/create-workflow',
      { code: 'LM', name: 'Line manager', steps: [{ approver: 'line-manager' }], isDefault: true },
      { token },
    );
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
    abeToken = (await api.newEmployeeUser(employerId, people.absent)).token;
  });

  test('forgot to punch, approved by the line manager: the day becomes Present, the trail keeps both', async () => {
    const format = await api.call('/employer/update-settings', { dateFormat: 'DD/MM/YYYY' }, { token });
    expect(format.status, JSON.stringify(format.body)).toBe(200);
    const asked = await api.call<Answer>(
      '/attendance/ask-attendance-request',
      {
        date: DAY,
        kind: 'Forgot to punch',
        checkIn: '09:00',
        checkOut: '17:00',
        reason: 'My phone was flat',
      },
      { token: abeToken },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.returnObject).toMatchObject({
      status: 'Pending',
      waitingOn: 'Mona Tester',
      canWithdraw: true,
    });

    const again = await api.call<Answer>(
      '/attendance/ask-attendance-request',
      { date: DAY, kind: 'On duty', checkIn: '09:00', reason: 'Again' },
      { token: abeToken },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: DAY_WAITING, field: 'date' });

    const list = await api.call<{ returnObject: { toDecide: AttendanceRequestRecord[] } }>(
      '/attendance/list-attendance-requests',
      {},
      { token: managerToken },
    );
    expect(list.body.returnObject.toDecide).toEqual([
      expect.objectContaining({ id: asked.body.returnObject.id, canDecide: true }),
    ]);

    const bell = await api.call('/notifications/list-notifications', {}, { token: managerToken });
    expect(JSON.stringify(bell.body)).toContain('asks: Forgot to punch on 01/12/2026');

    const decided = await api.call<Answer>(
      '/attendance/decide-attendance-request',
      { id: asked.body.returnObject.id, decision: 'approve' },
      { token: managerToken },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.returnObject).toMatchObject({ status: 'Approved', decidedByName: 'Mona Tester' });
    expect(await dayOf(people.absent)).toMatchObject({
      status: 'Present',
      worked_minutes: 420,
      first_in: new Date('2026-12-01T09:00:00Z'),
    });
    const punches = await api.db
      .selectFrom('attendance_punches')
      .select(['device_key', 'wall_time', 'request_id'])
      .where('request_id', '=', asked.body.returnObject.id)
      .orderBy('device_key')
      .execute();
    expect(punches.map((row) => row.device_key)).toEqual([
      `request:${asked.body.returnObject.id}:in`,
      `request:${asked.body.returnObject.id}:out`,
    ]);
    const [audit] = await api.db
      .selectFrom('audit_events')
      .select(['before', 'after'])
      .where('operation', '=', 'decideAttendanceRequest')
      .where('record_id', '=', asked.body.returnObject.id)
      .execute();
    expect(audit).toMatchObject({
      before: { status: 'Pending', day: { status: 'Absent' } },
      after: { status: 'Approved', day: { status: 'Present', workedMinutes: 420 } },
    });
    const told = await api.call('/notifications/list-notifications', {}, { token: abeToken });
    expect(JSON.stringify(told.body)).toContain(
      'Your attendance request (Forgot to punch on 01/12/2026) was approved',
    );
  });

  test('the employee withdraws a pending request; the day stays as it was', async () => {
    const asked = await api.call<Answer>(
      '/attendance/ask-attendance-request',
      {
        date: '2026-11-27',
        kind: 'Work from home',
        checkIn: '08:00',
        checkOut: null,
        reason: 'Worked from home',
      },
      { token: abeToken },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const byManager = await api.call(
      '/attendance/withdraw-attendance-request',
      { id: asked.body.returnObject.id },
      { token: managerToken },
    );
    expect(byManager.status).toBe(403);
    const withdrawn = await api.call<Answer>(
      '/attendance/withdraw-attendance-request',
      { id: asked.body.returnObject.id },
      { token: abeToken },
    );
    expect(withdrawn.body.returnObject).toMatchObject({ status: 'Withdrawn', canWithdraw: false });
    expect(await dayOf(people.absent, '2026-11-27')).toBeUndefined();
  });

  test('a day after today is refused on `date`', async () => {
    const answer = await api.call<Answer>(
      '/attendance/ask-attendance-request',
      { date: '2026-12-03', kind: 'On duty', checkIn: '09:00', reason: 'Tomorrow' },
      { token: abeToken },
    );
    expect(answer.body).toMatchObject({ returnCode: 400, field: 'date' });
  });
});
