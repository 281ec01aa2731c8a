import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeaveType } from '../contract-types.ts';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { LEAVE_NOT_OPEN_TO_EMPLOYEES } from './leave-access.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type Answer = { returnObject: LeaveType; error?: string; field?: string };

const NO_NOTICE = { isEnabled: false, minDays: null, advanceWorkdays: null };
const ANYTIME = { isEnabled: true, minDays: null, advanceWorkdays: null };

let api: TestApi;
let admin: Administrator;
let codeCounter = 0;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
});
afterAll(() => api.close());

/** A code no other test of this file uses. */
function newCode(prefix = 'LT'): string {
  codeCounter += 1;
  return `${prefix}${codeCounter}`;
}

function create(body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>('/leave/create-leave-type', body, { token });
}

function update(body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>('/leave/update-leave-type', body, { token });
}

async function created(body: Record<string, unknown>, token = admin.token): Promise<LeaveType> {
  const answer = await create(body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function list(token: string, includeInactive?: boolean) {
  return api.call<{ returnObject: LeaveType[] }>(
    '/leave/list-leave-types',
    includeInactive === undefined ? {} : { includeInactive },
    { token },
  );
}

describe('create-leave-type', () => {
  test('only a code: the defaults of §3 (every flag on, Day, Workday, #008000, only rule 0 enabled)', async () => {
    const code = newCode();
    const leaveType = await created({ code });
    expect(leaveType).toEqual({
      id: expect.any(String),
      code,
      description: null,
      isActive: true,
      leaveUnit: 'Day',
      dayCount: 'Workday',
      color: '#008000',
      isPaidLeave: true,
      allowNegativeBalance: true,
      requireReason: true,
      requireAttachment: true,
      noticeDayCount: 'Workday',
      rules: [ANYTIME, NO_NOTICE, NO_NOTICE],
    });
  });

  test('stores what the form would: code and description trimmed, colour in capitals', async () => {
    const leaveType = await created({
      code: ' SICK-1 ',
      description: '  Sick leave ',
      color: '#d32f2f',
      leaveUnit: 'Hour',
      dayCount: 'Calendar',
      noticeDayCount: 'Calendar',
      isPaidLeave: false,
      allowNegativeBalance: false,
      requireReason: false,
      requireAttachment: false,
      isActive: false,
    });
    expect(leaveType).toMatchObject({
      code: 'SICK-1',
      description: 'Sick leave',
      color: '#D32F2F',
      leaveUnit: 'Hour',
      dayCount: 'Calendar',
      noticeDayCount: 'Calendar',
      isPaidLeave: false,
      allowNegativeBalance: false,
      requireReason: false,
      requireAttachment: false,
      isActive: false,
    });
  });

  test('an enabled notice rule needs its numbers, from 1 to 365, and names the rule’s field', async () => {
    const withRule = (rule: Record<string, unknown>) =>
      create({ code: newCode(), rules: [ANYTIME, rule, NO_NOTICE] });
    expect((await withRule({ isEnabled: true, minDays: null, advanceWorkdays: 10 })).body).toEqual({
      returnCode: 400,
      error: 'Enter a whole number of days from 1 to 365.',
      field: 'rules.1.minDays',
    });
    expect((await withRule({ isEnabled: true, minDays: 5, advanceWorkdays: 366 })).body).toEqual({
      returnCode: 400,
      error: 'Enter a whole number of workdays from 1 to 365.',
      field: 'rules.1.advanceWorkdays',
    });
    expect((await withRule({ isEnabled: true, minDays: 0, advanceWorkdays: 3 })).body).toMatchObject({
      field: 'rules.1.minDays',
    });
    const accepted = await withRule({ isEnabled: true, minDays: 5, advanceWorkdays: 10 });
    expect(accepted.body.returnObject.rules[1]).toEqual({ isEnabled: true, minDays: 5, advanceWorkdays: 10 });
  });

  test('a disabled rule is not checked and keeps its numbers; rule 0 has none', async () => {
    const leaveType = await created({
      code: newCode(),
      rules: [
        { isEnabled: true, minDays: 3, advanceWorkdays: 4 },
        { isEnabled: false, minDays: 0, advanceWorkdays: 400 },
        { isEnabled: false, minDays: 7 },
      ],
    });
    expect(leaveType.rules).toEqual([
      ANYTIME,
      { isEnabled: false, minDays: 0, advanceWorkdays: 400 },
      { isEnabled: false, minDays: 7, advanceWorkdays: null },
    ]);
  });

  test.each([
    [
      'a fraction',
      { isEnabled: true, minDays: 2.5, advanceWorkdays: 3 },
      'rules.1.minDays: must be a whole number or null.',
    ],
    [
      'a number as text',
      { isEnabled: true, minDays: '5', advanceWorkdays: 3 },
      'rules.1.minDays: must be a whole number or null.',
    ],
    [
      'a negative number',
      { isEnabled: false, minDays: -1, advanceWorkdays: 3 },
      'rules.1.minDays: must be at least 0.',
    ],
  ])('rule numbers are whole numbers: %s is refused', async (_, rule, error) => {
    const answer = await create({ code: newCode(), rules: [ANYTIME, rule, NO_NOTICE] });
    expect(answer.body).toEqual({ returnCode: 400, error, field: 'rules.1.minDays' });
  });

  test('exactly three rules', async () => {
    const answer = await create({ code: newCode(), rules: [ANYTIME, NO_NOTICE] });
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'rules: must hold at least 3 entries.',
      field: 'rules',
    });
  });

  test.each([
    ['code', { code: 'C'.repeat(21) }, 'code: must be at most 20 characters.'],
    ['code', { code: '   ' }, 'code: must not be blank.'],
    [
      'description',
      { code: 'D1', description: 'D'.repeat(51) },
      'description: must be at most 50 characters.',
    ],
    [
      'color',
      { code: 'C1', color: 'green' },
      'color: must be a colour as # and six hex digits, like #008000.',
    ],
    ['leaveUnit', { code: 'U1', leaveUnit: 'Week' }, 'leaveUnit: must be one of: Day, Hour.'],
  ])('a bad %s is a 400 naming it', async (field, body, error) => {
    expect((await create(body)).body).toEqual({ returnCode: 400, error, field });
  });

  test('a code another leave type of the employer has, in another case: 409 on code', async () => {
    const code = newCode('Annual');
    await created({ code });
    expect((await create({ code: ` ${code.toLowerCase()} ` })).body).toEqual({
      returnCode: 409,
      error: `Code ${code.toLowerCase()} is already used by another leave type.`,
      field: 'code',
    });
  });

  test('another employer may use the same code', async () => {
    const code = newCode();
    await created({ code });
    const other = await api.newAdministrator();
    expect((await create({ code }, other.token)).status).toBe(200);
  });
});

describe('list-leave-types', () => {
  let employer: Administrator;
  beforeAll(async () => {
    employer = await api.newAdministrator();
    for (const [code, isActive] of [
      ['b', true],
      ['A', true],
      ['Z-OLD', false],
      ['c', true],
    ] as const) {
      await created({ code, isActive }, employer.token);
    }
  });

  test('ordered by code whatever its case; the deactivated ones only when asked for', async () => {
    expect((await list(employer.token)).body.returnObject.map((type) => type.code)).toEqual(['A', 'b', 'c']);
    expect((await list(employer.token, true)).body.returnObject.map((type) => type.code)).toEqual([
      'A',
      'b',
      'c',
      'Z-OLD',
    ]);
  });

  test('a new employer has none', async () => {
    const other = await api.newAdministrator();
    expect((await list(other.token, true)).body.returnObject).toEqual([]);
  });
});

describe('update-leave-type', () => {
  test('changes the fields sent and keeps the others', async () => {
    const before = await created({ code: newCode(), description: 'Study leave', color: '#123456' });
    const answer = await update({
      id: before.id,
      isActive: false,
      rules: [ANYTIME, { isEnabled: true, minDays: 3, advanceWorkdays: 5 }, NO_NOTICE],
    });
    expect(answer.body.returnObject).toEqual({
      ...before,
      isActive: false,
      rules: [ANYTIME, { isEnabled: true, minDays: 3, advanceWorkdays: 5 }, NO_NOTICE],
    });
    const [listed] = (await list(admin.token, true)).body.returnObject.filter(
      (type) => type.id === before.id,
    );
    expect(listed).toEqual(answer.body.returnObject);
  });

  test('a description sent as null or blank is cleared', async () => {
    const { id } = await created({ code: newCode(), description: 'Compassionate leave' });
    expect((await update({ id, description: null })).body.returnObject.description).toBeNull();
    await update({ id, description: 'Compassionate leave' });
    expect((await update({ id, description: '  ' })).body.returnObject.description).toBeNull();
  });

  test('the rules of create apply to what the change leaves behind', async () => {
    const { id } = await created({
      code: newCode(),
      rules: [ANYTIME, { isEnabled: false, minDays: 500, advanceWorkdays: null }, NO_NOTICE],
    });
    // Enabling the rule alone makes its kept numbers count.
    const enabling = await update({
      id,
      rules: [ANYTIME, { isEnabled: true, minDays: 500, advanceWorkdays: null }, NO_NOTICE],
    });
    expect(enabling.body).toEqual({
      returnCode: 400,
      error: 'Enter a whole number of days from 1 to 365.',
      field: 'rules.1.minDays',
    });
    expect((await update({ id, color: 'blue' })).body).toMatchObject({ returnCode: 400, field: 'color' });
  });

  test('a code another leave type has, in another case: 409 on code, and nothing changed', async () => {
    const taken = newCode('Taken');
    await created({ code: taken });
    const mine = await created({ code: newCode(), description: 'Mine' });
    expect((await update({ id: mine.id, code: taken.toUpperCase(), description: 'Changed' })).body).toEqual({
      returnCode: 409,
      error: `Code ${taken.toUpperCase()} is already used by another leave type.`,
      field: 'code',
    });
    const [listed] = (await list(admin.token, true)).body.returnObject.filter((type) => type.id === mine.id);
    expect(listed).toEqual(mine);
  });

  test('its own code in another case is no clash', async () => {
    const { id, code } = await created({ code: newCode('own') });
    expect((await update({ id, code: code.toUpperCase() })).body.returnObject.code).toBe(code.toUpperCase());
  });

  test('an id no leave type of the employer has: 404', async () => {
    expect((await update({ id: '00000000-0000-4000-8000-000000000000', isActive: false })).body).toEqual({
      returnCode: 404,
      error: 'There is no such leave type.',
    });
  });
});

describe('delete-leave-type', () => {
  test('deletes it and says which', async () => {
    const { id, code } = await created({ code: newCode(), description: 'Unpaid leave' });
    const answer = await api.call('/leave/delete-leave-type', { id }, { token: admin.token });
    expect(answer.body).toEqual({
      returnCode: 200,
      returnMessage: `Leave type ${code} (Unpaid leave) was deleted.`,
    });
    expect((await list(admin.token, true)).body.returnObject.map((type) => type.id)).not.toContain(id);
    expect((await api.call('/leave/delete-leave-type', { id }, { token: admin.token })).status).toBe(404);
  });

  test('a type with balance entries and requests: 409 counting them, and the type stays', async () => {
    const { id, code } = await created({ code: newCode('IN'), description: 'In use' });
    const record = await api.addEmployee(admin.token);
    const adjusted = await api.call(
      '/leave/adjust-leave-balance',
      { employeeId: record.id, leaveTypeId: id, date: '2026-01-01', amount: '5', reason: 'Opening balance' },
      { token: admin.token },
    );
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const refusal = (await api.call('/leave/delete-leave-type', { id }, { token: admin.token })).body;
    expect(refusal).toEqual({
      returnCode: 409,
      error: `${code} (In use) can't be deleted: 1 balance entry is of this type. Deactivate it instead.`,
    });
    const submitted = await api.call(
      '/leave/submit-leave-request',
      { employeeId: record.id, leaveTypeId: id, from: '2027-03-01', to: '2027-03-02' },
      { token: admin.token },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await api.call('/leave/delete-leave-type', { id }, { token: admin.token })).body).toEqual({
      returnCode: 409,
      error: `${code} (In use) can't be deleted: 1 leave request and 1 balance entry are of this type. Deactivate it instead.`,
    });
    expect((await list(admin.token, true)).body.returnObject.map((type) => type.id)).toContain(id);
  });
});

describe('another employer’s leave type', () => {
  let theirs: LeaveType;
  let other: Administrator;
  beforeAll(async () => {
    other = await api.newAdministrator();
    theirs = await created({ code: 'THEIRS', description: 'Theirs' }, other.token);
  });

  test('is not listed, and cannot be changed or deleted: 404, as an id no one has', async () => {
    expect((await list(admin.token, true)).body.returnObject.map((type) => type.id)).not.toContain(theirs.id);
    expect((await update({ id: theirs.id, description: 'Hijacked' })).status).toBe(404);
    expect(
      (await api.call('/leave/delete-leave-type', { id: theirs.id }, { token: admin.token })).status,
    ).toBe(404);
    expect((await list(other.token, true)).body.returnObject).toEqual([theirs]);
  });
});

describe('an employee', () => {
  let employer: Administrator;
  let employee: Awaited<ReturnType<TestApi['newEmployeeUser']>>;
  let active: LeaveType;
  const setLeaveModule = (enabled: boolean) =>
    api.call('/employer/set-module-access', { moduleId: 'leave', enabled }, { token: employer.token });

  beforeAll(async () => {
    employer = await api.newAdministrator();
    employee = await api.newEmployeeUser(employer.session.user.employerId);
    active = await created({ code: 'AL', description: 'Annual leave' }, employer.token);
    await created({ code: 'OLD', isActive: false }, employer.token);
  });

  test('cannot list leave types while the Leave module is not enabled: 403 saying so', async () => {
    expect((await list(employee.token)).body).toEqual({
      returnCode: 403,
      error: LEAVE_NOT_OPEN_TO_EMPLOYEES,
    });
  });

  test('lists only the active ones once it is enabled, even when asking for the others', async () => {
    await setLeaveModule(true);
    expect((await list(employee.token)).body.returnObject).toEqual([active]);
    expect((await list(employee.token, true)).body.returnObject).toEqual([active]);
    await setLeaveModule(false);
    expect((await list(employee.token)).status).toBe(403);
  });

  test.each([
    ['create-leave-type', () => ({ code: 'EMP' })],
    ['update-leave-type', () => ({ id: active.id, description: 'Changed' })],
    ['delete-leave-type', () => ({ id: active.id })],
  ])('%s: 403 even with the module enabled, and nothing changed', async (operation, body) => {
    await setLeaveModule(true);
    const answer = await api.call(`/leave/${operation}`, body(), { token: employee.token });
    expect(answer.body).toEqual({
      ...refusalOf(`/leave/${operation}`),
    });
    expect((await list(employer.token, true)).body.returnObject.map((type) => type.code)).toEqual([
      'AL',
      'OLD',
    ]);
    expect((await list(employer.token)).body.returnObject).toEqual([active]);
  });
});
