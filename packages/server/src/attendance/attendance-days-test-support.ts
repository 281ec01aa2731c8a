import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { workOutAttendanceDays } from './attendance-days.ts';

/**
 * The employer the attendance-days files share (issue 29 items 4 and 5). It works in Africa/Accra (UTC
 * all year), on the default shift 09:00-17:00 with an hour's break and 10 minutes' grace. It is
 * Wednesday 2 December 2026 at 06:00: the job has worked out Tuesday 1 December. The bindings below are
 * those of the file running: each calls setUpAttendanceDays with its own clock.
 */

export const TODAY = '2026-12-02';
export const DAY = '2026-12-01';
export let api: TestApi;
export let token: string;
export let employerId: string;
export let adminUserId: string;
export const people = {} as Record<
  'late' | 'absent' | 'leave' | 'halfLeave' | 'holiday' | 'weekOff' | 'night' | 'rejected' | 'manager',
  string
>;
export let managerToken: string;
export let lateToken: string;
export let departmentId: string;
let clock: () => Date;

export async function punch(
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

export async function dayOf(employeeId: string, date = DAY) {
  return api.db
    .selectFrom('attendance_days')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('date', '=', date)
    .executeTakeFirst();
}

export const runJob = () => workOutAttendanceDays(api.db, { employerId, today: TODAY, now: clock() });

/** Sets the employer up before the file's tests (the job run for DAY) and closes it after them. */
export function setUpAttendanceDays(fileClock: () => Date): void {
  beforeAll(async () => {
    clock = fileClock;
    api = await createTestApi({ clock });
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
}
