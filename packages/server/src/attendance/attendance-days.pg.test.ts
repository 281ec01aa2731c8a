import { describe, expect, test } from 'vitest';
import {
  ATTENDANCE_DAYS,
  attendanceDayJobHandlers,
  DAILY_ATTENDANCE_DAYS,
  workOutAttendanceDays,
  workOutDay,
} from './attendance-days.ts';
import {
  api,
  DAY,
  dayOf,
  employerId,
  people,
  punch,
  runJob,
  setUpAttendanceDays,
  TODAY,
  token,
} from './attendance-days-test-support.ts';

/**
 * Attendance days (issue 29 item 4): the daily job that works each person's day out, and the check-in
 * page dating punches as the job does. The employer and its people: attendance-days-test-support.ts.
 */

let now = new Date('2026-12-02T06:00:00Z');
setUpAttendanceDays(() => now);

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
