import {
  ATTENDANCE_NOT_OPEN_TO_EMPLOYEES,
  LOCATION_NEEDED,
  NO_SITE_FOR_YOU,
  OUTSIDE_REASON_NEEDED,
} from '@hr/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  AT_HEAD_OFFICE,
  attendanceEmployer,
  NORTH_OF_HEAD_OFFICE,
  newDeviceKey,
  punchBody,
  racedAgainst,
} from '../test-support/attendance-fixtures.ts';
import { NO_EMPLOYEE_RECORD_TO_PUNCH } from './punches.ts';
import {
  api,
  changeSettings,
  employer,
  type Punched,
  punchAs,
  setUpPunches,
} from './punches-test-support.ts';

/** Field CheckIn's punches (issue 29 item 3): the geofence, idempotent keys, offline time, who punches. */

const now = new Date('2026-12-02T07:58:41Z');
let ama: Awaited<ReturnType<typeof employer.person>>;

setUpPunches(() => now);
beforeAll(async () => {
  ama = await employer.person('Ama');
});

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
    await changeSettings({ allowOutsideWithReason: true });
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
      await changeSettings({ allowOutsideWithReason: false });
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
    await changeSettings({ maxAccuracyMetres: 10 });
    try {
      const again = await punchAs(ama.token, { deviceKey, location: null });
      expect(again.status).toBe(200);
      expect(again.body.returnObject).toEqual({ ...first.body.returnObject, repeated: true });
    } finally {
      await changeSettings({ maxAccuracyMetres: 100 });
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
