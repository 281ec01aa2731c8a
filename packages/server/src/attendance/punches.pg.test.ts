import {
  ATTENDANCE_NOT_OPEN_TO_EMPLOYEES,
  LOCATION_NEEDED,
  NO_SITE_FOR_YOU,
  OUTSIDE_REASON_NEEDED,
} from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AT_HEAD_OFFICE,
  attendanceEmployer,
  NORTH_OF_HEAD_OFFICE,
  newDeviceKey,
  punchBody,
  racedAgainst,
} from '../test-support/attendance-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { NO_EMPLOYEE_RECORD_TO_PUNCH } from './punches.ts';

/** Field CheckIn's punches (issue 29 item 3): the geofence, idempotent keys, offline time, review. */

let now = new Date('2026-12-02T07:58:41Z');
let api: TestApi;
let employer: Awaited<ReturnType<typeof attendanceEmployer>>;
let ama: Awaited<ReturnType<typeof employer.person>>;

type Punched = {
  id: string;
  siteName: string | null;
  flags: string[];
  repeated: boolean;
  countedAt: string;
  receivedAt: string;
  deviceAt: string | null;
  wallTime: string;
  timeZone: string;
  outsideReason: string | null;
  review: string | null;
};

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  employer = await attendanceEmployer(api);
  ama = await employer.person('Ama');
});
afterAll(() => api.close());

function punchAs(token: string, overrides: Record<string, unknown> = {}) {
  return api.call<{ returnObject: Punched }>('/attendance/punch', punchBody(overrides), { token });
}

async function settings(changes: Record<string, unknown>) {
  const current = await employer.asAdmin<{ returnObject: Record<string, unknown> }>(
    '/attendance/get-attendance-settings',
    {},
  );
  const saved = await employer.asAdmin('/attendance/save-attendance-settings', {
    ...current.body.returnObject,
    ...changes,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('the geofence', () => {
  test('inside a site: stored at it, not flagged, counted when it arrived, in the person’s zone', async () => {
    const answer = await punchAs(ama.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject).toMatchObject({
      siteName: 'Head office',
      flags: [],
      repeated: false,
      countedAt: now.toISOString(),
      receivedAt: now.toISOString(),
      timeZone: 'UTC',
      wallTime: '2026-12-02T07:58:41',
      review: null,
    });
  });

  test('outside every site: refused on location, naming the nearest site and how far it is', async () => {
    const answer = await punchAs(ama.token, { location: NORTH_OF_HEAD_OFFICE });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      returnCode: 422,
      field: 'location',
      error: 'You are outside every site you may punch at: Head office is 1111 m away (its radius is 150 m).',
    });
  });

  test('no location while one is required: refused', async () => {
    const answer = await punchAs(ama.token, { location: null });
    expect(answer.body).toEqual({ returnCode: 422, field: 'location', error: LOCATION_NEEDED });
  });

  test('a location too vague to tell: refused, saying how precise it must be', async () => {
    const answer = await punchAs(ama.token, { location: { ...AT_HEAD_OFFICE, accuracyMetres: 450 } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      field: 'location',
      error: expect.stringMatching(/^Your location is only known to within 450 m; it must be within 100 m\./),
    });
  });

  test('a site of another person’s is not one’s own: refused there', async () => {
    const kofi = await employer.person('Kofi');
    const site = await employer.asAdmin('/attendance/save-attendance-site', {
      name: 'Kofi’s client',
      latitude: NORTH_OF_HEAD_OFFICE.latitude,
      longitude: NORTH_OF_HEAD_OFFICE.longitude,
      radiusMetres: 100,
      branchId: null,
      employeeId: kofi.employeeId,
    });
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    expect((await punchAs(kofi.token, { location: NORTH_OF_HEAD_OFFICE })).body.returnObject).toMatchObject({
      siteName: 'Kofi’s client',
    });
    expect((await punchAs(ama.token, { location: NORTH_OF_HEAD_OFFICE })).status).toBe(422);
  });

  test('outside, where the employer allows it with a reason: the reason is asked, then the punch is flagged', async () => {
    await settings({ allowOutsideWithReason: true });
    try {
      const silent = await punchAs(ama.token, { location: NORTH_OF_HEAD_OFFICE, outsideReason: '  ' });
      expect(silent.body).toEqual({ returnCode: 422, field: 'location', error: OUTSIDE_REASON_NEEDED });
      const answer = await punchAs(ama.token, {
        location: NORTH_OF_HEAD_OFFICE,
        outsideReason: 'Client visit',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.returnObject).toMatchObject({
        siteName: null,
        flags: ['outside-site'],
        outsideReason: 'Client visit',
      });
    } finally {
      await settings({ allowOutsideWithReason: false });
    }
  });

  test('no site at all while a location is required: refused, saying none is set up', async () => {
    const other = await attendanceEmployer(api);
    await other.asAdmin('/attendance/delete-attendance-site', { id: other.siteId });
    const yaw = await other.person('Yaw');
    const answer = await punchAs(yaw.token);
    expect(answer.body).toEqual({ returnCode: 422, field: 'location', error: NO_SITE_FOR_YOU });
  });
});

describe('idempotent punches', () => {
  test('the same key sent five times at once: one punch stored, every answer names it, one audit row', async () => {
    const body = punchBody();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call<{ returnObject: Punched }>('/attendance/punch', body, { token: ama.token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.body.returnObject.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.body.returnObject.repeated)).toHaveLength(1);
    const stored = await api.db
      .selectFrom('attendance_punches')
      .select('id')
      .where('device_key', '=', body.deviceKey)
      .execute();
    expect(stored).toHaveLength(1);
    const audited = await api.db
      .selectFrom('audit_events')
      .select('id')
      .where('operation', '=', 'punch')
      .where('record_id', '=', stored[0]?.id as string)
      .execute();
    expect(audited).toHaveLength(1);
  });

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'a resend racing the first send’s commit answers the stored punch, not an error (PostgreSQL)',
    async () => {
      const body = punchBody();
      let firstId = '';
      const answer = await racedAgainst(
        api,
        async (trx) => {
          // The first send, stored but not yet committed when the resend arrives.
          const first = await trx
            .insertInto('attendance_punches')
            .values({
              employer_id: employer.employerId,
              employee_id: ama.employeeId,
              device_key: body.deviceKey,
              direction: 'in',
              received_at: now,
              counted_at: now,
              time_zone: 'UTC',
              wall_time: '2026-12-02T07:58:41',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          firstId = first.id;
        },
        () => api.call<{ returnObject: Punched }>('/attendance/punch', body, { token: ama.token }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.returnObject).toMatchObject({ id: firstId, repeated: true });
    },
  );

  test('a resend after the rules changed answers the punch stored, not the geofence', async () => {
    const deviceKey = newDeviceKey();
    const first = await punchAs(ama.token, { deviceKey });
    await settings({ maxAccuracyMetres: 10 });
    try {
      const again = await punchAs(ama.token, { deviceKey, location: null });
      expect(again.status).toBe(200);
      expect(again.body.returnObject).toEqual({ ...first.body.returnObject, repeated: true });
    } finally {
      await settings({ maxAccuracyMetres: 100 });
    }
  });
});

describe('offline punches', () => {
  test('sent two hours late: counted at the device’s time, both times kept, flagged for review', async () => {
    const deviceTime = new Date(now.getTime() - 2 * 60 * 60_000).toISOString();
    const answer = await punchAs(ama.token, { offline: true, deviceTime });
    expect(answer.body.returnObject).toMatchObject({
      countedAt: deviceTime,
      deviceAt: deviceTime,
      receivedAt: now.toISOString(),
      wallTime: '2026-12-02T05:58:41',
      flags: ['device-time'],
    });
  });

  test('a device clock ahead of the server, or a week and more behind: counted on arrival, flagged', async () => {
    for (const deviceTime of [
      new Date(now.getTime() + 30 * 60_000).toISOString(),
      new Date(now.getTime() - 8 * 24 * 60 * 60_000).toISOString(),
    ]) {
      const answer = await punchAs(ama.token, { offline: true, deviceTime });
      expect(answer.body.returnObject).toMatchObject({
        countedAt: now.toISOString(),
        deviceAt: deviceTime,
        flags: ['device-time'],
      });
    }
  });

  test('within five minutes: counted at the device’s time, not flagged', async () => {
    const deviceTime = new Date(now.getTime() - 4 * 60_000).toISOString();
    const answer = await punchAs(ama.token, { offline: true, deviceTime });
    expect(answer.body.returnObject).toMatchObject({ countedAt: deviceTime, flags: [] });
  });
});

describe('who punches', () => {
  test('an employee while the Attendance module is off: 403 saying so', async () => {
    const closed = await attendanceEmployer(api, { open: false });
    const esi = await closed.person('Esi');
    const refused = await punchAs(esi.token);
    expect(refused.body).toEqual({ returnCode: 403, error: ATTENDANCE_NOT_OPEN_TO_EMPLOYEES });
    const page = await api.call('/attendance/get-my-check-in', {}, { token: esi.token });
    expect(page.body).toEqual({ returnCode: 403, error: ATTENDANCE_NOT_OPEN_TO_EMPLOYEES });
  });

  test('an account without an employee record: 403', async () => {
    const answer = await punchAs(employer.token);
    expect(answer.body).toEqual({ returnCode: 403, error: NO_EMPLOYEE_RECORD_TO_PUNCH });
  });
});

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
