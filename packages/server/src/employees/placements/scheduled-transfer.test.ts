import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OrgChart } from '../../contract-types.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/**
 * A transfer recorded ahead takes effect on its day by itself (issue 28 item 1): the organisation
 * chart of a day draws the placements in effect that day, and whoever approves the employee's leave
 * is the line manager of the placement in effect on the day the leave is asked. On Wednesday
 * 25 November 2026 Ann works in Accra under Ben; from Tuesday 1 December she is to work in Kumasi
 * under Dee. The clock is moved to that day.
 */

let now = new Date('2026-11-25T09:00:00Z');
let api: TestApi;
let token: string;
let leaveTypeId: string;
const branches = {} as Record<'accra' | 'kumasi', string>;
const people = {} as Record<'ann' | 'ben' | 'dee', { employeeId: string; token: string }>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  const admin = await api.newAdministrator();
  token = admin.token;
  const employerId = admin.session.user.employerId;
  const type = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    {
      code: 'AL',
      description: 'Annual leave',
      allowNegativeBalance: true,
      requireReason: false,
      requireAttachment: false,
    },
    { token },
  );
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  leaveTypeId = type.body.returnObject.id;
  await api.call('/employer/set-module-access', { moduleId: 'leave', enabled: true }, { token });
  const workflow = await api.call(
    '/approvals/create-workflow',
    { code: 'LM', name: 'Line manager', steps: [{ approver: 'line-manager' }], isDefault: true },
    { token },
  );
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
  const branch = async (code: string, name: string) =>
    (await api.call<{ returnObject: { id: string } }>('/employer/create-branch', { code, name }, { token }))
      .body.returnObject.id;
  const accra = await branch('ACC', 'Accra');
  const kumasi = await branch('KUM', 'Kumasi');
  Object.assign(branches, { accra, kumasi });
  const ben = await api.addEmployee(token, { firstName: 'Ben', lastName: 'Okafor' });
  const dee = await api.addEmployee(token, { firstName: 'Dee', lastName: 'Novak' });
  const ann = await api.addEmployee(token, { firstName: 'Ann', lastName: 'Lee' });
  const move = async (body: Record<string, unknown>) => {
    const answer = await api.call('/placements/record-placement', { employeeId: ann.id, ...body }, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await move({ effectiveDate: '2026-01-05', kind: 'Hire', branchId: accra, lineManagerId: ben.id });
  await move({ effectiveDate: '2026-12-01', kind: 'Transfer', branchId: kumasi, lineManagerId: dee.id });
  for (const [name, record] of Object.entries({ ann, ben, dee })) {
    const user = await api.newEmployeeUser(employerId, record.id);
    people[name as keyof typeof people] = { employeeId: record.id, token: user.token };
  }
});
afterAll(() => api.close());

async function onTheDay<T>(run: () => Promise<T>): Promise<T> {
  const saved = now;
  now = new Date('2026-12-01T07:30:00Z');
  try {
    return await run();
  } finally {
    now = saved;
  }
}

async function chartOn(date?: string): Promise<OrgChart> {
  const answer = await api.call<{ returnObject: OrgChart }>(
    '/placements/get-org-chart',
    date ? { date } : {},
    {
      token,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

const annIn = (chart: OrgChart) => chart.people.find((person) => person.name === 'Ann Lee');

describe('the organisation chart', () => {
  test('draws Accra and Ben the day before the transfer, Kumasi and Dee on its day', async () => {
    expect(annIn(await chartOn('2026-11-30'))).toMatchObject({
      branchName: 'Accra',
      lineManagerId: people.ben.employeeId,
    });
    expect(annIn(await chartOn('2026-12-01'))).toMatchObject({
      branchName: 'Kumasi',
      lineManagerId: people.dee.employeeId,
    });
  });

  test("is today's without a date, and keeps to the people the caller reaches", async () => {
    expect(await chartOn()).toMatchObject({ date: '2026-11-25' });
    const own = await api.call<{ returnObject: OrgChart }>(
      '/placements/get-org-chart',
      {},
      { token: people.ann.token },
    );
    expect(own.body.returnObject.people.map((person) => person.name)).toEqual(['Ann Lee']);
  });
});

describe("who approves Ann's leave", () => {
  const ask = async (from: string, to: string) => {
    const answer = await api.call<{ returnObject: { request: { id: string } } }>(
      '/leave/submit-leave-request',
      { employeeId: people.ann.employeeId, leaveTypeId, from, to },
      { token: people.ann.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.returnObject.request.id;
  };
  const waitingFor = async (person: 'ben' | 'dee') => {
    const answer = await api.call<{ returnObject: { items: { requestId: string }[] } }>(
      '/leave/list-leave-to-review',
      {},
      { token: people[person].token },
    );
    expect(answer.status).toBe(200);
    return answer.body.returnObject.items.map((item) => item.requestId);
  };

  test('is Ben before the transfer, and Dee from its day', async () => {
    const before = await ask('2026-12-14', '2026-12-15');
    expect(await waitingFor('ben')).toEqual([before]);
    expect(await waitingFor('dee')).toEqual([]);
    await onTheDay(async () => {
      const onTheDay = await ask('2026-12-21', '2026-12-22');
      expect(await waitingFor('dee')).toEqual([onTheDay]);
      expect(await waitingFor('ben')).toEqual([before]);
    });
  });
});

describe('the leave planner of a branch', () => {
  const plannerOf = async (from: string, to: string, branchId: string) => {
    const answer = await api.call<{ returnObject: { employees: { employeeId: string }[] } }>(
      '/leave/get-leave-planner',
      { from, to, departmentId: null, branchId },
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.returnObject.employees.map((employee) => employee.employeeId);
  };

  test('counts Ann in Kumasi for December, asked in November before the transfer has taken effect', async () => {
    expect(await plannerOf('2026-12-01', '2026-12-31', branches.kumasi)).toContain(people.ann.employeeId);
    expect(await plannerOf('2026-12-01', '2026-12-31', branches.accra)).not.toContain(people.ann.employeeId);
    expect(await plannerOf('2026-11-01', '2026-11-30', branches.accra)).toContain(people.ann.employeeId);
  });
});
