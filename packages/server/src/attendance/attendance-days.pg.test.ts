import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  AttendanceRequestRecord,
  TimeClockDayRow,
  TimeClockReport,
  TimeClockSummaryRow,
} from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import {
  ATTENDANCE_DAYS,
  attendanceDayJobHandlers,
  DAILY_ATTENDANCE_DAYS,
  workOutAttendanceDays,
  workOutDay,
} from './attendance-days.ts';
import { DAY_WAITING } from './attendance-requests.ts';
import { PERIOD_TOO_LONG } from './time-clock-report.ts';

/**
 * Attendance days (issue 29 items 4 and 5). The employer works in Africa/Accra (UTC all year), on the
 * default shift 09:00-17:00 with an hour's break and 10 minutes' grace. It is Wednesday 2 December
 * 2026 at 06:00: the job works out Tuesday 1 December.
 */

const TODAY = '2026-12-02';
const DAY = '2026-12-01';
let now = new Date('2026-12-02T06:00:00Z');
let api: TestApi;
let token: string;
let employerId: string;
let adminUserId: string;
const people = {} as Record<
  'late' | 'absent' | 'leave' | 'halfLeave' | 'holiday' | 'weekOff' | 'night' | 'rejected' | 'manager',
  string
>;
let managerToken: string;
let lateToken: string;
let departmentId: string;

async function punch(
  employeeId: string,
  at: string,
  direction: 'in' | 'out',
  extra: { review?: 'accepted' | 'rejected'; receivedAt?: Date } = {},
) {
  const instant = new Date(at);
  await api.db
    .insertInto('attendance_punches')
    .values({
      employer_id: employerId,
      employee_id: employeeId,
      device_key: `t:${at}:${direction}`,
      direction,
      received_at: extra.receivedAt ?? instant,
      counted_at: instant,
      time_zone: 'Africa/Accra',
      wall_time: at.slice(0, 19),
      review: extra.review ?? null,
    })
    .execute();
}

async function dayOf(employeeId: string, date = DAY) {
  return api.db
    .selectFrom('attendance_days')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('date', '=', date)
    .executeTakeFirst();
}

const runJob = () => workOutAttendanceDays(api.db, { employerId, today: TODAY, now });

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  const admin = await api.newAdministrator();
  token = admin.token;
  employerId = admin.session.user.employerId;
  adminUserId = admin.session.user.id;
  await api.db
    .updateTable('employers')
    .set({ time_zone: 'Africa/Accra' })
    .where('id', '=', employerId)
    .execute();
  const department = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-department',
    { code: 'OPS', name: 'Operations' },
    { token },
  );
  departmentId = department.body.returnObject.id;
  const add = async (firstName: string) =>
    (await api.addEmployee(token, { firstName, lastName: 'Tester' })).id;
  people.manager = await add('Mona');
  people.late = await add('Lara');
  people.absent = await add('Abe');
  people.leave = await add('Leo');
  people.halfLeave = await add('Hal');
  people.holiday = await add('Holly');
  people.weekOff = await add('Wes');
  people.night = await add('Nina');
  people.rejected = await add('Rex');
  managerToken = (await api.newEmployeeUser(employerId, people.manager)).token;
  lateToken = (await api.newEmployeeUser(employerId, people.late)).token;
  // Mona manages Lara and Abe.
  for (const [report, department] of [
    [people.late, departmentId],
    [people.absent, null],
  ] as const) {
    const placed = await api.call(
      '/placements/record-placement',
      {
        employeeId: report,
        effectiveDate: '2026-01-05',
        kind: 'Hire',
        lineManagerId: people.manager,
        ...(department ? { departmentId: department } : {}),
      },
      { token },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  }

  // Leave: Leo the whole day, Hal only its morning.
  await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: true }, { token });
  const type = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    { code: 'AL', requireReason: false, requireAttachment: false, allowNegativeBalance: true },
    { token },
  );
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  const leaveTypeId = type.body.returnObject.id;
  const leave = (employeeId: string, part: 'whole' | 'morning', halves: string) =>
    api.db
      .insertInto('leave_requests')
      .values({
        employer_id: employerId,
        employee_id: employeeId,
        leave_type_id: leaveTypeId,
        from_date: DAY,
        to_date: DAY,
        from_part: part,
        to_part: part,
        from_hours: null,
        to_hours: null,
        reason: null,
        amount: part === 'whole' ? '1' : '0.5',
        unit: 'Day',
        status: 'approved',
        submitted_as: 'administrator',
        submitted_by: adminUserId,
        submitted_on: '2026-11-20',
        halves,
      })
      .execute();
  await leave(people.leave, 'whole', '[4922178,4922180)');
  await leave(people.halfLeave, 'morning', '[4922178,4922179)');

  // Holly's calendar has a holiday on the day; Wes works Wednesday to Sunday.
  const calendar = await api.db
    .insertInto('holiday_calendars')
    .values({ employer_id: employerId, code: 'TEST', name: 'Test', is_default: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('holidays')
    .values({
      employer_id: employerId,
      holiday_calendar_id: calendar.id,
      name: 'Founders',
      date: DAY,
      part: 'whole',
      repeats_yearly: false,
    })
    .execute();
  const week = await api.db
    .insertInto('work_weeks')
    .values({
      employer_id: employerId,
      code: 'WS',
      name: 'Wednesday to Sunday',
      is_default: false,
      monday: 'none',
      tuesday: 'none',
      wednesday: 'whole',
      thursday: 'whole',
      friday: 'whole',
      saturday: 'whole',
      sunday: 'whole',
      hours_per_day: '8',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('employees')
    .set({ holiday_calendar_id: calendar.id })
    .where('id', '=', people.holiday)
    .execute();
  await api.db
    .updateTable('employees')
    .set({ work_week_id: week.id })
    .where('id', '=', people.weekOff)
    .execute();

  // Nina works nights, 22:00-06:00, every day.
  const night = await api.db
    .insertInto('shift_types')
    .values({
      employer_id: employerId,
      name: 'Night',
      start_time: '22:00',
      end_time: '06:00',
      break_minutes: 60,
      late_entry_grace_minutes: 10,
      early_exit_grace_minutes: 10,
      half_day_below_minutes: 240,
      absent_below_minutes: 60,
      window_before_start_minutes: 120,
      window_after_end_minutes: 120,
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('shift_assignments')
    .values({
      employer_id: employerId,
      employee_id: people.night,
      shift_type_id: night.id,
      from_date: '2026-11-01',
      to_date: null,
      created_by: adminUserId,
    })
    .execute();

  await punch(people.late, '2026-12-01T09:20:00Z', 'in');
  await punch(people.late, '2026-12-01T17:00:00Z', 'out');
  await punch(people.night, '2026-12-01T22:05:00Z', 'in');
  await punch(people.night, '2026-12-02T05:58:00Z', 'out');
  await punch(people.rejected, '2026-12-01T09:00:00Z', 'in');
  await punch(people.rejected, '2026-12-01T17:00:00Z', 'out', { review: 'rejected' });
  await runJob();
});
afterAll(() => api.close());

describe('the daily job', () => {
  test('in at 09:20 with 10 minutes of grace on 09:00-17:00 is Present with 20 late', async () => {
    expect(await dayOf(people.late)).toMatchObject({
      status: 'Present',
      late_minutes: 20,
      worked_minutes: 400,
      early_exit_minutes: 0,
      overtime_minutes: 0,
    });
  });

  test('no punches on a working day is Absent', async () => {
    expect(await dayOf(people.absent)).toMatchObject({ status: 'Absent', worked_minutes: 0, first_in: null });
  });

  test('approved leave for the whole day is On Leave; half a day of it is not', async () => {
    expect(await dayOf(people.leave)).toMatchObject({ status: 'On Leave' });
    expect(await dayOf(people.halfLeave)).toMatchObject({ status: 'Absent' });
  });

  test('a holiday of the person’s calendar is Holiday; a day off their work week is Weekly Off', async () => {
    expect(await dayOf(people.holiday)).toMatchObject({ status: 'Holiday' });
    expect(await dayOf(people.weekOff)).toMatchObject({ status: 'Weekly Off' });
  });

  test('an overnight shift’s punches land on the evening it began', async () => {
    expect(await dayOf(people.night)).toMatchObject({
      status: 'Present',
      late_minutes: 0,
      worked_minutes: 413,
      first_in: new Date('2026-12-01T22:05:00Z'),
      last_out: new Date('2026-12-02T05:58:00Z'),
    });
    expect(await dayOf(people.night, TODAY)).toBeUndefined();
  });

  test('a rejected punch does not count', async () => {
    expect(await dayOf(people.rejected)).toMatchObject({
      status: 'Absent',
      worked_minutes: 0,
      last_out: null,
    });
  });

  test('running again changes nothing', async () => {
    const rows = async () =>
      (
        await api.db
          .selectFrom('attendance_days')
          .selectAll()
          .where('employer_id', '=', employerId)
          .orderBy('employee_id')
          .orderBy('date')
          .execute()
      ).map(({ computed_at: _, ...row }) => row);
    const before = await rows();
    await runJob();
    expect(await rows()).toEqual(before);
  });

  test('a punch received later for a day of the week before reworks that day', async () => {
    // Monday's run, a day ago, found Abe absent.
    await workOutAttendanceDays(api.db, { employerId, today: DAY, now: new Date('2026-12-01T06:00:00Z') });
    expect(await dayOf(people.absent, '2026-11-30')).toMatchObject({ status: 'Absent' });
    await runJob();
    expect(await dayOf(people.absent, '2026-11-30')).toMatchObject({ status: 'Absent' });
    now = new Date('2026-12-02T07:00:00Z');
    await punch(people.absent, '2026-11-30T09:00:00Z', 'in', { receivedAt: now });
    await punch(people.absent, '2026-11-30T17:00:00Z', 'out', { receivedAt: now });
    await runJob();
    expect(await dayOf(people.absent, '2026-11-30')).toMatchObject({
      status: 'Present',
      worked_minutes: 420,
    });
  });

  test('the next morning’s punches leave the day before as it was; a late punch dated on it reworks it', async () => {
    // Monday's run, a day ago: Lara's Tuesday punches (received Tuesday) came after it, Abe's late
    // Monday punches (received this morning, the test before) too.
    const mondayRun = new Date('2026-12-01T06:00:00Z');
    await workOutAttendanceDays(api.db, { employerId, today: DAY, now: mondayRun });
    now = new Date('2026-12-02T08:00:00Z');
    await runJob();
    expect(await dayOf(people.late, '2026-11-30')).toMatchObject({
      status: 'Absent',
      computed_at: mondayRun,
    });
    expect(await dayOf(people.absent, '2026-11-30')).toMatchObject({ status: 'Present', computed_at: now });
  });

  test('a day computed with its punch window kept: a late punch in it reworks the day; one without it, the wide window', async () => {
    // Abe's Tuesday and Wednesday of the week before, each worked out the morning after; Wednesday's
    // row as one from before windows were kept (the migration leaves them null).
    for (const [date, after] of [
      ['2026-11-24', '2026-11-25T06:00:00Z'],
      ['2026-11-25', '2026-11-26T06:00:00Z'],
    ] as const) {
      await workOutDay(api.db, { employerId, date, employeeIds: [people.absent], now: new Date(after) });
    }
    expect(await dayOf(people.absent, '2026-11-24')).toMatchObject({
      status: 'Absent',
      // 09:00-17:00 takes the rest of the day either side: 8 hours before, 8 after.
      window_from: new Date('2026-11-24T01:00:00Z'),
      window_to: new Date('2026-11-25T01:00:00Z'),
    });
    await api.db
      .updateTable('attendance_days')
      .set({ window_from: null, window_to: null })
      .where('employee_id', '=', people.absent)
      .where('date', '=', '2026-11-25')
      .execute();
    now = new Date('2026-12-02T09:00:00Z');
    for (const date of ['2026-11-24', '2026-11-25']) {
      await punch(people.absent, `${date}T09:00:00Z`, 'in', { receivedAt: now });
      await punch(people.absent, `${date}T17:00:00Z`, 'out', { receivedAt: now });
    }
    await runJob();
    for (const date of ['2026-11-24', '2026-11-25']) {
      expect(await dayOf(people.absent, date)).toMatchObject({ status: 'Present', worked_minutes: 420 });
    }
  });

  test('the hourly sweep queues one job per employer and day, however often it runs', async () => {
    const handlers = attendanceDayJobHandlers({ clock: () => now });
    const sweep = handlers[DAILY_ATTENDANCE_DAYS] as (context: unknown) => Promise<unknown>;
    await sweep({ db: api.db });
    await sweep({ db: api.db });
    const jobs = await api.db
      .selectFrom('jobs')
      .select('unique_key')
      .where('kind', '=', ATTENDANCE_DAYS)
      .where('employer_id', '=', employerId)
      .execute();
    expect(jobs.map((job) => job.unique_key)).toEqual([`${ATTENDANCE_DAYS}:${employerId}:${TODAY}`]);
  });
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

describe('the check-in page and the daily job', () => {
  test('date an early-morning punch on the default shift alike: 00:30 the day before, 01:30 the day', async () => {
    const then = now;
    try {
      await api.call('/employer/set-module-access', { moduleId: 'attendance', enabled: true }, { token });
      const ezra = await api.addEmployee(token, { firstName: 'Ezra', lastName: 'Tester' });
      const ezraToken = (await api.newEmployeeUser(employerId, ezra.id)).token;
      const checkIn = async (at: string) => {
        now = new Date(at);
        const page = await api.call<{ returnObject: { today: string; punches: { countedAt: string }[] } }>(
          '/attendance/get-my-check-in',
          {},
          { token: ezraToken },
        );
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        return page.body.returnObject;
      };
      // Wednesday 2 December, 00:30 and 01:30 in Accra: 8 hours of 09:00-17:00's 16 spare lie on each side.
      await punch(ezra.id, '2026-12-02T00:30:00Z', 'in');
      expect(await checkIn('2026-12-02T00:40:00Z')).toMatchObject({
        today: DAY,
        punches: [{ countedAt: '2026-12-02T00:30:00.000Z' }],
      });
      await punch(ezra.id, '2026-12-02T01:30:00Z', 'out');
      expect(await checkIn('2026-12-02T01:40:00Z')).toMatchObject({
        today: TODAY,
        punches: [{ countedAt: '2026-12-02T01:30:00.000Z' }],
      });

      for (const date of [DAY, TODAY]) {
        await workOutDay(api.db, { employerId, date, employeeIds: [ezra.id], now });
      }
      expect(await dayOf(ezra.id, DAY)).toMatchObject({
        first_in: new Date('2026-12-02T00:30:00Z'),
        last_out: null,
      });
      expect(await dayOf(ezra.id, TODAY)).toMatchObject({
        first_in: null,
        last_out: new Date('2026-12-02T01:30:00Z'),
      });
    } finally {
      now = then;
    }
  });
});
