import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkPlacementPreview, PlacementMove, PlacementMovePage } from '../../contract-types.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';

/**
 * The placement register (issue 28 item 1): record-placement, cancel-placement and list-placements,
 * their refusals, their audit rows, and who may do them. On Wednesday 25 November 2026 (the clock is
 * moved on where a scheduled move must take effect): Grace heads nothing and is placed in Operations
 * at Accra under Kwame; Hana is an HR officer whose role keeps Operations' records.
 */

let now = new Date('2026-11-25T09:00:00Z');
let api: TestApi;
let token: string;
let employerId: string;
const ids = {} as Record<
  'operations' | 'finance' | 'accra' | 'kumasi' | 'analyst' | 'kwame' | 'grace' | 'hana' | 'femi',
  string
>;
let hanaToken: string;

async function reference(path: string, code: string, name: string): Promise<string> {
  const answer = await api.call<{ returnObject: { id: string } }>(path, { code, name }, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.id;
}

async function record(body: Record<string, unknown>, as = token) {
  return api.call<{ returnObject: PlacementMove; error?: string; field?: string }>(
    '/placements/record-placement',
    body,
    { token: as },
  );
}

async function listed(body: Record<string, unknown>, as = token): Promise<PlacementMovePage> {
  const answer = await api.call<{ returnObject: PlacementMovePage }>(
    '/placements/list-placements',
    { page: 1, pageSize: 100, ...body },
    { token: as },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function auditRows(operation: string, employeeId: string) {
  return api.db
    .selectFrom('audit_events')
    .select(['before', 'after'])
    .where('operation', '=', operation)
    .where('record_id', '=', employeeId)
    .execute();
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  const admin = await api.newAdministrator();
  token = admin.token;
  employerId = admin.session.user.employerId;
  ids.operations = await reference('/employer/create-department', 'OPS', 'Operations');
  ids.finance = await reference('/employer/create-department', 'FIN', 'Finance');
  ids.accra = await reference('/employer/create-branch', 'ACC', 'Accra');
  ids.kumasi = await reference('/employer/create-branch', 'KUM', 'Kumasi');
  ids.analyst = await reference('/employer/create-job-position', 'AN', 'Analyst');
  ids.kwame = (await api.addEmployee(token, { firstName: 'Kwame', lastName: 'Boateng' })).id;
  ids.grace = (await api.addEmployee(token, { firstName: 'Grace', lastName: 'Hopper' })).id;
  ids.hana = (await api.addEmployee(token, { firstName: 'Hana', lastName: 'Mensah' })).id;
  ids.femi = (await api.addEmployee(token, { firstName: 'Femi', lastName: 'Adeyemi' })).id;
  for (const [person, departmentId] of [
    ['grace', ids.operations],
    ['hana', ids.operations],
    ['femi', ids.finance],
  ] as const) {
    const hired = await record({
      employeeId: ids[person],
      effectiveDate: '2025-01-06',
      kind: 'Hire',
      departmentId,
      branchId: ids.accra,
      jobPositionId: ids.analyst,
      lineManagerId: person === 'grace' ? ids.kwame : null,
    });
    expect(hired.status, JSON.stringify(hired.body)).toBe(200);
  }
  const role = await api.call<{ returnObject: { id: string } }>(
    '/roles/create-role',
    { name: 'Operations HR', grid: { employees: { read: 'department', update: 'department' } } },
    { token },
  );
  const hana = await api.newEmployeeUser(employerId, ids.hana);
  await api.call(
    '/roles/set-account-roles',
    { userId: hana.userId, roleIds: [role.body.returnObject.id] },
    { token },
  );
  hanaToken = hana.token;
});
afterAll(() => api.close());

describe('record-placement', () => {
  test('a transfer dated ahead is scheduled, keeps what it does not name, and is one audit row on the record', async () => {
    const answer = await record({
      employeeId: ids.grace,
      effectiveDate: '2027-01-04',
      kind: 'Transfer',
      reason: 'Opening of the Kumasi office',
      branchId: ids.kumasi,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject).toMatchObject({
      employeeName: 'Grace Hopper',
      effectiveDate: '2027-01-04',
      kind: 'Transfer',
      reason: 'Opening of the Kumasi office',
      status: 'scheduled',
      branchName: 'Kumasi',
      departmentName: 'Operations',
      jobPositionName: 'Analyst',
      lineManagerName: 'Kwame Boateng',
      previous: { branchName: 'Accra', departmentName: 'Operations', lineManagerName: 'Kwame Boateng' },
    });
    const rows = await auditRows('recordPlacement', ids.grace);
    expect(rows.at(-1)).toMatchObject({
      before: { branchId: ids.accra, departmentId: ids.operations },
      after: { branchId: ids.kumasi, effectiveDate: '2027-01-04', kind: 'Transfer' },
    });
    // The record still shows Accra's placement today; the register lists the move first.
    const { moves } = await listed({ employeeId: ids.grace });
    expect(moves.map((move) => [move.effectiveDate, move.status])).toEqual([
      ['2027-01-04', 'scheduled'],
      ['2025-01-06', 'current'],
    ]);
  });

  test('the same date corrects that move instead of adding one', async () => {
    const answer = await record({
      employeeId: ids.grace,
      effectiveDate: '2027-01-04',
      kind: 'Secondment',
      branchId: ids.kumasi,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { moves } = await listed({ employeeId: ids.grace });
    expect(moves.map((move) => [move.effectiveDate, move.kind])).toEqual([
      ['2027-01-04', 'Secondment'],
      ['2025-01-06', 'Hire'],
    ]);
  });

  const refusals: [string, () => Record<string, unknown>, { error: string; field: string }][] = [
    [
      'a move that changes nothing',
      () => ({ effectiveDate: '2026-06-01', kind: 'Transfer', departmentId: ids.operations }),
      { error: 'This move changes nothing in the placement in effect on that date.', field: 'effectiveDate' },
    ],
    [
      'the employee as their own line manager',
      () => ({ effectiveDate: '2026-06-01', kind: 'Transfer', lineManagerId: ids.grace }),
      { error: 'An employee cannot be their own line manager.', field: 'lineManagerId' },
    ],
    [
      'a date before the first placement, unless a Hire',
      () => ({ effectiveDate: '2024-12-31', kind: 'Promotion', departmentId: null }),
      {
        error: 'The employee was first placed on 2025-01-06; only a Hire can be dated before it.',
        field: 'effectiveDate',
      },
    ],
    [
      "another employer's branch",
      () => ({
        effectiveDate: '2026-06-01',
        kind: 'Transfer',
        branchId: '4f0c5e0a-8a51-4c8e-9d7e-2f1b8f3b9a10',
      }),
      { error: 'The branch must be one of the employer’s branches.', field: 'branchId' },
    ],
  ];
  test.each(refusals)(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_, body, refusal) => {
      const before = await listed({ employeeId: ids.grace });
      const answer = await record({ employeeId: ids.grace, ...body() });
      expect({ status: answer.status, error: answer.body.error, field: answer.body.field }).toEqual({
        status: 400,
        ...refusal,
      });
      expect(await listed({ employeeId: ids.grace })).toEqual(before);
    },
  );

  test('a reference left out keeps the value in effect, null clears it, and a blank reason is none', async () => {
    const answer = await record({
      employeeId: ids.femi,
      effectiveDate: '2026-03-02',
      kind: 'Demotion',
      jobPositionId: null,
      reason: '  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.returnObject).toMatchObject({
      jobPositionId: null,
      departmentName: 'Finance',
      branchName: 'Accra',
      reason: null,
      status: 'current',
      previous: { jobPositionName: 'Analyst' },
    });
  });

  test('a deactivated department is not a new choice', async () => {
    const closed = await reference('/employer/create-department', 'OLD', 'Closed');
    await api.call('/employer/set-department-active', { id: closed, active: false }, { token });
    const answer = await record({
      employeeId: ids.femi,
      effectiveDate: '2026-06-01',
      kind: 'Transfer',
      departmentId: closed,
    });
    expect({ status: answer.status, error: answer.body.error, field: answer.body.field }).toEqual({
      status: 400,
      error: 'The department Closed is deactivated; choose an active one.',
      field: 'departmentId',
    });
  });
});

describe('cancel-placement', () => {
  test('cancels a scheduled move with its audit row; one in effect is a 409', async () => {
    const scheduled = await record({
      employeeId: ids.femi,
      effectiveDate: '2027-02-01',
      kind: 'Promotion',
      jobPositionId: ids.analyst,
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const cancelled = await api.call(
      '/placements/cancel-placement',
      { id: scheduled.body.returnObject.id },
      { token },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await listed({ employeeId: ids.femi })).moves.map((move) => move.effectiveDate)).not.toContain(
      '2027-02-01',
    );
    expect(await auditRows('cancelPlacement', ids.femi)).toHaveLength(1);

    const [hire] = (await listed({ employeeId: ids.femi, kind: 'Hire' })).moves;
    const refused = await api.call('/placements/cancel-placement', { id: hire?.id }, { token });
    expect({ status: refused.status, error: (refused.body as { error?: string }).error }).toEqual({
      status: 409,
      error: 'Only a placement that has not taken effect can be cancelled.',
    });
  });
});

describe('who may', () => {
  test("an HR officer of Operations lists and moves Operations' people, and nobody of Finance", async () => {
    const { moves } = await listed({}, hanaToken);
    expect(new Set(moves.map((move) => move.employeeName))).toEqual(new Set(['Grace Hopper', 'Hana Mensah']));
    const outside = await record(
      { employeeId: ids.femi, effectiveDate: '2026-12-01', kind: 'Transfer', departmentId: ids.operations },
      hanaToken,
    );
    expect({ status: outside.status, error: outside.body.error }).toEqual({
      status: 403,
      error: 'You can only change the records of the people your role reaches.',
    });
    const inside = await record(
      {
        employeeId: ids.grace,
        effectiveDate: '2026-12-01',
        kind: 'Acting',
        jobPositionId: null,
        reason: 'Covering',
      },
      hanaToken,
    );
    expect(inside.status, JSON.stringify(inside.body)).toBe(200);
  });

  test("the officer's bulk preview shows Finance's person by id alone, as one they cannot move", async () => {
    const answer = await api.call<{ returnObject: BulkPlacementPreview }>(
      '/placements/preview-bulk-placement',
      {
        employeeIds: [ids.grace, ids.femi],
        effectiveDate: '2027-03-01',
        kind: 'Transfer',
        changes: { branchId: ids.kumasi },
      },
      { token: hanaToken },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { rows, ready } = answer.body.returnObject;
    expect(ready).toBe(false);
    expect(rows.map((row) => [row.employeeName, row.problems])).toEqual([
      ['Grace Hopper', ['Nothing changes for them.']],
      [ids.femi, ['Your role does not let you change their record.']],
    ]);
    expect(rows[1]?.before.departmentName).toBeNull();
  });

  test("another employer's administrator reaches none of these moves", async () => {
    const other = await api.newAdministrator();
    const listedThere = await listed({}, other.token);
    expect(listedThere.total).toBe(0);
    const named = await api.call(
      '/placements/list-placements',
      { employeeId: ids.grace, page: 1, pageSize: 10 },
      {
        token: other.token,
      },
    );
    expect(named.status).toBe(404);
    const moved = await record(
      { employeeId: ids.grace, effectiveDate: '2026-12-01', kind: 'Transfer', departmentId: null },
      other.token,
    );
    expect(moved.status).toBe(404);
  });
});

describe('the branch is dated', () => {
  test("a branch's office manager reaches Grace from her transfer's day, and Accra's no longer does", async () => {
    const grid = { employees: { read: 'branch' } };
    const role = await api.call<{ returnObject: { id: string } }>(
      '/roles/create-role',
      { name: 'Office manager', grid },
      { token },
    );
    const managerAt = async (branchId: string, first: string) => {
      const person = await api.addEmployee(token, { firstName: first, lastName: 'Manager' });
      await record({ employeeId: person.id, effectiveDate: '2025-01-06', kind: 'Hire', branchId });
      const user = await api.newEmployeeUser(employerId, person.id);
      await api.call(
        '/roles/set-account-roles',
        { userId: user.userId, roleIds: [role.body.returnObject.id] },
        { token },
      );
      return user.token;
    };
    const kumasi = await managerAt(ids.kumasi, 'Kofi');
    const accra = await managerAt(ids.accra, 'Ama');
    const reaches = async (as: string) => (await listed({ employeeId: ids.grace }, as)).total > 0;
    expect([await reaches(kumasi), await reaches(accra)]).toEqual([false, true]);
    const saved = now;
    try {
      now = new Date('2027-01-04T08:00:00Z');
      expect([await reaches(kumasi), await reaches(accra)]).toEqual([true, false]);
    } finally {
      now = saved;
    }
  });
});
