import { afterAll, beforeAll, expect } from 'vitest';
import { attendanceEmployer, punchBody } from '../test-support/attendance-fixtures.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * What the punch files share: an employer with the Attendance module open, its head office site, and
 * a punch as the contract answers it. The bindings below are those of the file running: each calls
 * setUpPunches with its own clock.
 */

export let api: TestApi;
export let employer: Awaited<ReturnType<typeof attendanceEmployer>>;

export type Punched = {
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

export function setUpPunches(clock: () => Date): void {
  beforeAll(async () => {
    api = await createTestApi({ clock });
    employer = await attendanceEmployer(api);
  });
  afterAll(() => api.close());
}

export function punchAs(token: string, overrides: Record<string, unknown> = {}) {
  return api.call<{ returnObject: Punched }>('/attendance/punch', punchBody(overrides), { token });
}

/** Saves the employer's attendance settings with `changes` over what they are. */
export async function changeSettings(changes: Record<string, unknown>): Promise<void> {
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
