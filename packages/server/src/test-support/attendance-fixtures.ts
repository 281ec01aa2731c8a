import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

/**
 * An employer set up for Attendance (issue 29), as the attendance tests meet it: the module open to
 * employees, a site for everyone at the head office, and people with accounts made on demand.
 */

/** The head office's centre (Accra), and points near it and about 1.1 km north of it. */
export const HEAD_OFFICE = { latitude: '5.6037168', longitude: '-0.1869644' } as const;
export const AT_HEAD_OFFICE = { ...HEAD_OFFICE, accuracyMetres: 12 };
export const NORTH_OF_HEAD_OFFICE = { latitude: '5.6137168', longitude: '-0.1869644', accuracyMetres: 12 };

let keys = 0;
/** A device key no other punch of the run has. */
export function newDeviceKey(): string {
  keys += 1;
  return `device-key-${keys.toString().padStart(6, '0')}`;
}

export async function attendanceEmployer(api: TestApi, { open = true } = {}) {
  const admin = await api.newAdministrator();
  const { token } = admin;
  const employerId = admin.session.user.employerId;
  if (open) {
    const opened = await api.call(
      '/employer/set-module-access',
      { moduleId: 'attendance', enabled: true },
      { token },
    );
    expect(opened.status).toBe(200);
  }
  const site = await api.call<{ returnObject: { id: string } }>(
    '/attendance/save-attendance-site',
    { name: 'Head office', ...HEAD_OFFICE, radiusMetres: 150, branchId: null, employeeId: null },
    { token },
  );
  expect(site.status, JSON.stringify(site.body)).toBe(200);

  /** An employee with a signed-in account; `lineManagerId` makes them that person's report. */
  async function person(firstName: string, lineManagerId: string | null = null) {
    const record = await api.addEmployee(
      token,
      { firstName, lastName: 'Tester' },
      lineManagerId ? { job: { title: null, employmentType: null, workLocation: null, lineManagerId } } : {},
    );
    const account = await api.newEmployeeUser(employerId, record.id);
    return {
      employeeId: record.id,
      name: `${firstName} Tester`,
      token: account.token,
      userId: account.userId,
    };
  }

  /** Sends `path` as the administrator. */
  function asAdmin<T = unknown>(path: string, body: unknown) {
    return api.call<T>(path, body, { token });
  }

  return { admin, token, employerId, siteId: site.body.returnObject.id, person, asAdmin };
}

/** A punch's body: online, in, at the head office, with a key of its own; `overrides` change it. */
export function punchBody(overrides: Record<string, unknown> = {}) {
  return {
    deviceKey: newDeviceKey(),
    direction: 'in',
    location: AT_HEAD_OFFICE,
    deviceTime: null,
    offline: false,
    outsideReason: null,
    ...overrides,
  };
}
