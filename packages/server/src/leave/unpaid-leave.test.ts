import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type LeaveEmployer, leaveEmployer } from './leave-report-fixtures.ts';
import { unpaidLeaveDays } from './unpaid-leave.ts';

/**
 * What the pay run reads: approved unpaid leave, by the days booked inside the pay period. Monday 30
 * November to Friday 4 December 2026 crosses the month's end.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

let api: TestApi;
let employer: LeaveEmployer;
let employerId: string;
let ama: string;
let kofi: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  employer = await leaveEmployer(api);
  employerId = employer.admin.session.user.employerId;
  const { annualLeaveId, unpaidLeaveId } = employer;
  ama = (await employer.employee('Ama')).employeeId;
  kofi = (await employer.employee('Kofi')).employeeId;
  await employer.book(ama, unpaidLeaveId, '2026-11-30', '2026-12-04');
  await employer.book(ama, unpaidLeaveId, '2026-12-10', '2026-12-10', {
    fromPart: 'afternoon',
    toPart: 'afternoon',
  });
  await employer.book(ama, annualLeaveId, '2026-12-14', '2026-12-15');
  await employer.book(kofi, unpaidLeaveId, '2026-12-16', '2026-12-16', { approve: false });
  const cancelled = await employer.book(kofi, unpaidLeaveId, '2026-12-21', '2026-12-22');
  const answer = await api.call(
    '/leave/cancel-leave-request',
    { id: cancelled.id },
    { token: employer.admin.token },
  );
  expect(answer.status).toBe(200);
});
afterAll(() => api.close());

test('a period counts the unpaid days booked inside it, half days as halves, and nothing paid, pending or cancelled', async () => {
  expect(await unpaidLeaveDays(api.db, employerId, '2026-12-01', '2026-12-31')).toEqual([
    { employeeId: ama, days: '4.5', hours: '0' },
  ]);
});

test('narrowed to some employees, it counts only theirs', async () => {
  expect(await unpaidLeaveDays(api.db, employerId, '2026-12-01', '2026-12-31', [ama])).toEqual([
    { employeeId: ama, days: '4.5', hours: '0' },
  ]);
  expect(await unpaidLeaveDays(api.db, employerId, '2026-12-01', '2026-12-31', [randomUUID()])).toEqual([]);
  expect(await unpaidLeaveDays(api.db, employerId, '2026-12-01', '2026-12-31', [])).toEqual([]);
});

test('a request crossing the period’s edges counts only its days inside', async () => {
  expect(await unpaidLeaveDays(api.db, employerId, '2026-11-01', '2026-11-30')).toEqual([
    { employeeId: ama, days: '1', hours: '0' },
  ]);
  expect(await unpaidLeaveDays(api.db, employerId, '2026-12-05', '2026-12-09')).toEqual([]);
});

test('another employer’s pay run sees none of it', async () => {
  const other = await api.newAdministrator();
  expect(await unpaidLeaveDays(api.db, other.session.user.employerId, '2026-01-01', '2026-12-31')).toEqual(
    [],
  );
});
