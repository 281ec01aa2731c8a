import { describe, expect, test } from 'vitest';
import { attendanceEmployer, NORTH_OF_HEAD_OFFICE } from '../test-support/attendance-fixtures.ts';
import {
  api,
  changeSettings,
  employer,
  type Punched,
  punchAs,
  setUpPunches,
} from './punches-test-support.ts';

/** What people see of punches (issue 29 item 3): their check-in page, and a reviewer's flagged punches. */

let now = new Date('2026-12-02T07:58:41Z');
setUpPunches(() => now);

describe('the check-in page', () => {
  test('in after checking in, out after checking out, today’s punches in order, in the person’s zone', async () => {
    const kwame = await employer.person('Kwame');
    await employer.asAdmin('/attendance/set-attendance-time-zone', {
      branchId: null,
      employeeId: kwame.employeeId,
      timeZone: 'Pacific/Auckland',
    });
    now = new Date('2026-12-02T19:00:00Z'); // 08:00 on 3 December in Auckland
    try {
      const before = await api.call<{ returnObject: Record<string, unknown> }>(
        '/attendance/get-my-check-in',
        {},
        { token: kwame.token },
      );
      expect(before.body.returnObject).toMatchObject({
        state: 'out',
        today: '2026-12-03',
        timeZone: 'Pacific/Auckland',
        punches: [],
        sites: [{ name: 'Head office', latitude: '5.6037168', longitude: '-0.1869644', radiusMetres: 150 }],
        locationRequired: true,
        shift: { name: 'Default', start: '09:00', end: '17:00' },
      });
      await punchAs(kwame.token);
      const checkedIn = await api.call<{ returnObject: { state: string; punches: Punched[] } }>(
        '/attendance/get-my-check-in',
        {},
        { token: kwame.token },
      );
      expect(checkedIn.body.returnObject.state).toBe('in');
      expect(checkedIn.body.returnObject.punches.map((punch) => punch.wallTime)).toEqual([
        '2026-12-03T08:00:00',
      ]);
      now = new Date('2026-12-03T05:00:00Z'); // 18:00 there
      await punchAs(kwame.token, { direction: 'out' });
      const checkedOut = await api.call<{ returnObject: { state: string; punches: Punched[] } }>(
        '/attendance/get-my-check-in',
        {},
        { token: kwame.token },
      );
      expect(checkedOut.body.returnObject.state).toBe('out');
      expect(checkedOut.body.returnObject.punches).toHaveLength(2);
    } finally {
      now = new Date('2026-12-02T07:58:41Z');
    }
  });
});

describe('review of flagged punches', () => {
  test('a line manager lists only their reports’ flagged punches, oldest first, and reviews them', async () => {
    const manager = await employer.person('Mansa');
    const report = await employer.person('Rita', manager.employeeId);
    const stranger = await employer.person('Sam');
    const late = (minutes: number) => ({
      offline: true,
      deviceTime: new Date(now.getTime() - minutes * 60_000).toISOString(),
    });
    const older = await punchAs(report.token, late(180));
    const newer = await punchAs(report.token, late(60));
    const strangers = await punchAs(stranger.token, late(120));

    const listed = await api.call<{ returnObject: { items: { id: string; employeeName: string }[] } }>(
      '/attendance/list-flagged-punches',
      {},
      { token: manager.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.returnObject.items.map((punch) => punch.id)).toEqual([
      older.body.returnObject.id,
      newer.body.returnObject.id,
    ]);

    const notTheirs = await api.call(
      '/attendance/review-punch',
      { id: strangers.body.returnObject.id, decision: 'accepted' },
      { token: manager.token },
    );
    expect(notTheirs.status).toBe(404);

    const rejected = await api.call<{ returnObject: Punched }>(
      '/attendance/review-punch',
      { id: older.body.returnObject.id, decision: 'rejected' },
      { token: manager.token },
    );
    expect(rejected.body.returnObject).toMatchObject({ review: 'rejected', flags: ['device-time'] });
    const again = await api.call(
      '/attendance/review-punch',
      { id: older.body.returnObject.id, decision: 'accepted' },
      { token: manager.token },
    );
    expect(again.status).toBe(409);
    const after = await api.call<{ returnObject: { items: { id: string }[] } }>(
      '/attendance/list-flagged-punches',
      {},
      { token: manager.token },
    );
    expect(after.body.returnObject.items.map((punch) => punch.id)).toEqual([newer.body.returnObject.id]);
  });

  test('a rejected punch no longer counts toward being in', async () => {
    const manager = await employer.person('Nana');
    const report = await employer.person('Efua', manager.employeeId);
    const punched = await punchAs(report.token, {
      offline: true,
      deviceTime: new Date(now.getTime() - 60 * 60_000).toISOString(),
    });
    const page = () =>
      api.call<{ returnObject: { state: string } }>(
        '/attendance/get-my-check-in',
        {},
        { token: report.token },
      );
    expect((await page()).body.returnObject.state).toBe('in');
    await api.call(
      '/attendance/review-punch',
      { id: punched.body.returnObject.id, decision: 'rejected' },
      { token: manager.token },
    );
    expect((await page()).body.returnObject.state).toBe('out');
  });

  test('the reviewer named in the settings is told of each flagged punch they may review, in the bell', async () => {
    const manager = await employer.person('Kofi');
    const report = await employer.person('Adwoa', manager.employeeId);
    const stranger = await employer.person('Yaw');
    const settings = await employer.asAdmin<{ returnObject: Record<string, unknown> }>(
      '/attendance/get-attendance-settings',
      {},
    );
    const saved = await employer.asAdmin('/attendance/save-attendance-settings', {
      ...settings.body.returnObject,
      reviewerEmployeeId: manager.employeeId,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const late = { offline: true, deviceTime: new Date(now.getTime() - 60 * 60_000).toISOString() };
      const flagged = await punchAs(report.token, { ...late, deviceKey: 'adwoa-late' });
      await punchAs(report.token, { ...late, deviceKey: 'adwoa-late' }); // the same punch sent again
      await punchAs(report.token, { direction: 'out' }); // not flagged
      await punchAs(stranger.token, late); // not a person the manager's attendance.approve reaches
      await punchAs(manager.token, late); // the reviewer's own
      const notices = await api.db
        .selectFrom('notifications')
        .select(['kind', 'title', 'link', 'subject_id'])
        .where('recipient_user_id', '=', manager.userId)
        .execute();
      expect(notices).toEqual([
        {
          kind: 'punch-flagged',
          title: "Adwoa Tester's punch was flagged: device clock far off",
          link: '/attendance/time-clock-report',
          subject_id: flagged.body.returnObject.id,
        },
      ]);
      // And by mail, once, to the reviewer alone (My profile can switch the kind's mail off).
      const mails = await api.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'subject'])
        .where('subject', 'like', '%punch was flagged%')
        .execute();
      const { email } = await api.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', manager.userId)
        .executeTakeFirstOrThrow();
      expect(mails).toEqual([
        { recipient: email, subject: "Adwoa Tester's punch was flagged: device clock far off" },
      ]);
    } finally {
      await employer.asAdmin('/attendance/save-attendance-settings', settings.body.returnObject);
    }
  });

  test('each punch made outside names the nearest of that person’s own sites, and how far it is', async () => {
    const esi = await employer.person('Esi');
    const kojo = await employer.person('Kojo');
    // 0.005° of latitude north of where the punches below are made: 555.97 m, 555 in whole metres down.
    const site = await employer.asAdmin('/attendance/save-attendance-site', {
      name: 'Kojo’s client',
      latitude: '5.6187168',
      longitude: NORTH_OF_HEAD_OFFICE.longitude,
      radiusMetres: 100,
      branchId: null,
      employeeId: kojo.employeeId,
    });
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    await changeSettings({ allowOutsideWithReason: true });
    try {
      const outside = { location: NORTH_OF_HEAD_OFFICE, outsideReason: 'Client visit' };
      const esis = await punchAs(esi.token, outside);
      const kojos = await punchAs(kojo.token, outside);
      const listed = await employer.asAdmin<{
        returnObject: {
          items: { id: string; nearestSite: { name: string; distanceMetres: number } | null }[];
        };
      }>('/attendance/list-flagged-punches', {});
      const nearest = (id: string) =>
        listed.body.returnObject.items.find((item) => item.id === id)?.nearestSite;
      // Head office is 0.01° of latitude south of where they punched: 1,111.95 m.
      expect(nearest(esis.body.returnObject.id)).toEqual({ name: 'Head office', distanceMetres: 1111 });
      expect(nearest(kojos.body.returnObject.id)).toEqual({ name: 'Kojo’s client', distanceMetres: 555 });
    } finally {
      await changeSettings({ allowOutsideWithReason: false });
    }
  });

  test('another employer’s punch: 404 to review', async () => {
    const other = await attendanceEmployer(api);
    const kojo = await other.person('Kojo');
    const theirs = await punchAs(kojo.token, { offline: true, deviceTime: '2026-12-01T07:00:00.000Z' });
    const answer = await employer.asAdmin('/attendance/review-punch', {
      id: theirs.body.returnObject.id,
      decision: 'accepted',
    });
    expect(answer.status).toBe(404);
  });
});
