import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { WhoIsAway } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * The dashboard's "on leave today and this week", on Wednesday 25 November 2026 (the span is the
 * 25th to 1 December): approved leave only, names and dates, everyone for administrators, their own
 * department for employees.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let leaveTypeId: string;
const ids = {} as Record<'ann' | 'ben' | 'cal' | 'dee', string>;

async function department(code: string): Promise<string> {
  const answer = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-department',
    { code, name: code },
    { token: admin.token },
  );
  return answer.body.returnObject.id;
}

async function approvedLeave(employeeId: string, from: string, to: string, approve = true) {
  const submitted = await api.call<{ returnObject: { request: { id: string } } }>(
    '/leave/submit-leave-request',
    { employeeId, leaveTypeId, from, to },
    { token: admin.token },
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  if (!approve) return;
  const id = submitted.body.returnObject.request.id;
  const decided = await api.call(
    '/leave/decide-leave-request',
    { id, decision: 'approve' },
    { token: admin.token },
  );
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
}

async function away(token: string) {
  return api.call<{ returnObject: WhoIsAway; error?: string }>('/leave/list-who-is-away', {}, { token });
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  const type = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    { code: 'AL', allowNegativeBalance: true, requireReason: false, requireAttachment: false },
    { token: admin.token },
  );
  leaveTypeId = type.body.returnObject.id;
  const sales = await department('SALES');
  const finance = await department('FIN');
  ids.ann = (await api.addEmployee(admin.token, { firstName: 'Ann', lastName: 'Lee', department: sales })).id;
  ids.ben = (
    await api.addEmployee(admin.token, { firstName: 'Ben', lastName: 'Okafor', department: sales })
  ).id;
  ids.cal = (
    await api.addEmployee(admin.token, { firstName: 'Cal', lastName: 'Reyes', department: finance })
  ).id;
  ids.dee = (
    await api.addEmployee(admin.token, { firstName: 'Dee', lastName: 'Novak', department: sales })
  ).id;
  await approvedLeave(ids.ann, '2026-11-23', '2026-11-25');
  await approvedLeave(ids.cal, '2026-11-30', '2026-12-02');
  await approvedLeave(ids.ben, '2026-12-02', '2026-12-03');
  await approvedLeave(ids.dee, '2026-11-26', '2026-11-27', false);
});
afterAll(() => api.close());

describe('who is away', () => {
  test('administrators see everyone with approved leave touching the seven days, by first day', async () => {
    const answer = await away(admin.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject).toEqual({
      from: '2026-11-25',
      to: '2026-12-01',
      total: 2,
      people: [
        { employeeId: ids.ann, employeeName: 'Ann Lee', from: '2026-11-23', to: '2026-11-25' },
        { employeeId: ids.cal, employeeName: 'Cal Reyes', from: '2026-11-30', to: '2026-12-02' },
      ],
    });
  });

  test('an employee sees their own department only, once Leave is open to them', async () => {
    const dee = await api.newEmployeeUser(admin.session.user.employerId, ids.dee);
    expect((await away(dee.token)).status).toBe(403);
    await api.call(
      '/employer/set-module-access',
      { moduleId: 'leave', enabled: true },
      { token: admin.token },
    );
    const answer = await away(dee.token);
    expect(answer.body.returnObject.people.map((person) => person.employeeName)).toEqual(['Ann Lee']);
    const cal = await api.newEmployeeUser(admin.session.user.employerId, ids.cal);
    expect((await away(cal.token)).body.returnObject.people.map((person) => person.employeeName)).toEqual([
      'Cal Reyes',
    ]);
  });

  test('another employer sees none of it', async () => {
    const other = await api.newAdministrator();
    expect((await away(other.token)).body.returnObject).toMatchObject({ total: 0, people: [] });
  });
});
