import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dailyTermsReminders, termsReminderJobHandlers } from '../employees/terms/terms-reminders.ts';
import { jobRunner } from '../jobs/job-runner.ts';
import { silentLogger } from '../logger.ts';
import type { Announcement, AnnouncementPage } from '../team/announcement-types.ts';
import { administratorInZone } from '../test-support/employer-in-zone.ts';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';

/**
 * "Today" is the employer's day (Employer › Setting's time zone, issue 28 item 5), on every path that
 * asks: the daily jobs, what a request reads as in effect, and the relations the permission check
 * counts. At 23:30 UTC it is already tomorrow in Nairobi (UTC+3); until 04:00 UTC (in summer) it is
 * still yesterday in New York.
 */

let now = new Date('2026-03-01T08:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
});
afterAll(() => api.close());

async function ok<T>(path: string, body: unknown, token: string): Promise<T> {
  const answer = await api.call<{ returnObject: T }>(path, body, { token });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.returnObject;
}

describe('the daily jobs judge each employer on its own day', () => {
  /** An employer in `zone` with an employee whose probation ends on 5 April 2026 (told from 22 March). */
  async function probationEndingIn(zone: string) {
    now = new Date('2026-03-01T08:00:00Z');
    const admin = await administratorInZone(api, zone);
    const { id } = await api.addEmployee(admin.token, { firstName: 'Wes', lastName: zone });
    await ok(
      '/management/record-employment-terms',
      {
        employeeId: id,
        effectiveDate: '2026-01-05',
        contractType: 'Probation',
        startDate: '2026-01-05',
        probationEndDate: '2026-04-05',
        payFrequency: 'Monthly',
      },
      admin.token,
    );
    return admin;
  }

  /** The reminder job, as the first instance to sweep at `instant` runs it. */
  async function runRemindersAt(instant: string) {
    now = new Date(instant);
    const jobs = jobRunner({
      db: api.db,
      handlers: termsReminderJobHandlers({ clock: () => now, publicUrl: TEST_PUBLIC_URL }),
      recurring: [dailyTermsReminders],
      logger: silentLogger,
      clock: () => now,
    });
    await jobs.runDue();
    await jobs.stop();
  }

  async function remindersOf(token: string): Promise<string[]> {
    const feed = await ok<{ items: { kind: string; title: string }[] }>(
      '/notifications/list-notifications',
      {},
      token,
    );
    return feed.items
      .filter((item) => item.kind === 'employment-terms-probation-ending')
      .map((item) => item.title);
  }

  test('Nairobi is told at 23:30 UTC on the 21st, UTC at midnight, New York at its own midnight; each once', async () => {
    const nairobi = await probationEndingIn('Africa/Nairobi');
    const utc = await probationEndingIn('UTC');
    const newYork = await probationEndingIn('America/New_York');

    await runRemindersAt('2026-03-21T20:30:00Z');
    expect(await remindersOf(nairobi.token)).toEqual([]);

    await runRemindersAt('2026-03-21T23:30:00Z');
    expect(await remindersOf(nairobi.token)).toEqual(['Wes Africa/Nairobi’s probation ends on 2026-04-05']);
    expect(await remindersOf(utc.token)).toEqual([]);

    await runRemindersAt('2026-03-22T00:30:00Z');
    expect(await remindersOf(utc.token)).toEqual(['Wes UTC’s probation ends on 2026-04-05']);
    expect(await remindersOf(newYork.token)).toEqual([]);

    await runRemindersAt('2026-03-22T03:30:00Z');
    expect(await remindersOf(newYork.token)).toEqual([]);

    await runRemindersAt('2026-03-22T04:30:00Z');
    expect(await remindersOf(newYork.token)).toEqual(['Wes America/New_York’s probation ends on 2026-04-05']);
    expect(await remindersOf(nairobi.token)).toHaveLength(1);
    expect(await remindersOf(utc.token)).toHaveLength(1);
  });
});

describe('a request reads what is in effect on the employer’s day', () => {
  /** An employer in `zone`, its administrator and one employee's account. */
  async function employerIn(zone: string) {
    const admin = await administratorInZone(api, zone);
    const record = await api.addEmployee(admin.token);
    const employee = await api.newEmployeeUser(admin.employerId, record.id);
    return { admin, employee };
  }

  /** The titles of the announcements `token`'s employee sees now. */
  async function seenBy(token: string): Promise<string[]> {
    const page = await ok<AnnouncementPage>('/team/list-announcements', {}, token);
    return page.items.map((item) => item.title);
  }

  async function announce(token: string, title: string, effectiveDate: string): Promise<Announcement> {
    return ok<Announcement>(
      '/team/create-announcement',
      { title, content: 'Doors open at nine.', effectiveDate, published: true, notifyEmployees: false },
      token,
    );
  }

  test('at 23:30 UTC Nairobi’s people see what takes effect tomorrow by UTC; a UTC employer’s do not yet', async () => {
    now = new Date('2026-11-25T23:30:00Z');
    const nairobi = await employerIn('Africa/Nairobi');
    const utc = await employerIn('UTC');
    await announce(nairobi.admin.token, 'Open day', '2026-11-26');
    await announce(utc.admin.token, 'Open day', '2026-11-26');
    expect(await seenBy(nairobi.employee.token)).toEqual(['Open day']);
    expect(await seenBy(utc.employee.token)).toEqual([]);
  });

  test('at 02:00 UTC New York’s people do not yet see what takes effect on the UTC day', async () => {
    now = new Date('2026-11-26T02:00:00Z');
    const newYork = await employerIn('America/New_York');
    const utc = await employerIn('UTC');
    await announce(newYork.admin.token, 'Open day', '2026-11-26');
    await announce(utc.admin.token, 'Open day', '2026-11-26');
    expect(await seenBy(newYork.employee.token)).toEqual([]);
    expect(await seenBy(utc.employee.token)).toEqual(['Open day']);
  });

  test('an announcement’s notices fall due when its day begins in the employer’s zone', async () => {
    now = new Date('2026-11-25T12:00:00Z');
    const dueAt = async (zone: string) => {
      const { admin } = await employerIn(zone);
      const announcement = await ok<Announcement>(
        '/team/create-announcement',
        {
          title: 'Holiday',
          content: 'Closed.',
          effectiveDate: '2026-11-27',
          published: true,
          notifyEmployees: true,
        },
        admin.token,
      );
      const job = await api.db
        .selectFrom('jobs')
        .select('run_at')
        .where('unique_key', '=', `announcement-notices:${announcement.id}`)
        .executeTakeFirstOrThrow();
      return new Date(job.run_at).toISOString();
    };
    expect(await dueAt('Africa/Nairobi')).toBe('2026-11-26T21:00:00.000Z');
    expect(await dueAt('America/New_York')).toBe('2026-11-27T05:00:00.000Z');
  });
});

describe('the permission check counts relations on the employer’s day', () => {
  test('a line manager from Nairobi’s today holds the Line Manager role at 23:30 UTC the day before by UTC', async () => {
    now = new Date('2026-11-25T23:30:00Z');
    const admin = await administratorInZone(api, 'Africa/Nairobi');
    const manager = await api.addEmployee(admin.token, { firstName: 'Mona', lastName: 'Manager' });
    const report = await api.addEmployee(admin.token, { firstName: 'Rex', lastName: 'Report' });
    const managerAccount = await api.newEmployeeUser(admin.employerId, manager.id);
    await ok(
      '/placements/record-placement',
      { employeeId: report.id, effectiveDate: '2026-11-26', kind: 'Transfer', lineManagerId: manager.id },
      admin.token,
    );
    const mine = await ok<{ roleNames: string[] }>('/roles/get-my-permissions', {}, managerAccount.token);
    expect(mine.roleNames).toContain('Line Manager');
    const reportsFile = await api.call(
      '/management/get-employee',
      { id: report.id },
      { token: managerAccount.token },
    );
    expect(reportsFile.status).toBe(200);
  });
});
