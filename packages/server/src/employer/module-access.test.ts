import { notAllowedMessage } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ModuleAccessItem } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

let api: TestApi;
let admin: Administrator;
let employeeToken: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.newAdministrator();
  employeeToken = (await api.newEmployeeUser(admin.session.user.employerId)).token;
});
afterAll(() => api.close());

const read = (token: string) =>
  api.call<{ returnObject: ModuleAccessItem[] }>('/employer/get-module-access', {}, { token });
const set = (body: unknown, token: string) =>
  api.call<{ returnObject: ModuleAccessItem[] }>('/employer/set-module-access', body, { token });

const allOff = [
  { id: 'expense-claim', name: 'Expense Claim', enabled: false },
  { id: 'leave', name: 'Leave', enabled: false },
  { id: 'attendance', name: 'Attendance', enabled: false },
];

describe('module access', () => {
  test('a new employer has every module off', async () => {
    const { token } = await api.newAdministrator();
    expect((await read(token)).body).toEqual({ returnCode: 200, returnObject: allOff });
  });

  test('a switch is saved at once and answered with every module', async () => {
    const answer = await set({ moduleId: 'leave', enabled: true }, admin.token);
    const leaveOn = allOff.map((module) => (module.id === 'leave' ? { ...module, enabled: true } : module));
    expect(answer.body).toEqual({ returnCode: 200, returnObject: leaveOn });
    expect((await read(admin.token)).body.returnObject).toEqual(leaveOn);
    await set({ moduleId: 'leave', enabled: false }, admin.token);
    expect((await read(admin.token)).body.returnObject).toEqual(allOff);
  });

  test('an employee reads the employer’s choices, for their menu', async () => {
    await set({ moduleId: 'attendance', enabled: true }, admin.token);
    const modules = (await read(employeeToken)).body.returnObject;
    expect(modules.filter((module) => module.enabled).map((module) => module.id)).toEqual(['attendance']);
    await set({ moduleId: 'attendance', enabled: false }, admin.token);
  });

  test('an employee cannot switch a module: 403, and nothing changes', async () => {
    expect((await set({ moduleId: 'expense-claim', enabled: true }, employeeToken)).body).toEqual({
      returnCode: 403,
      error: notAllowedMessage('employer', 'update'),
    });
    expect((await read(admin.token)).body.returnObject).toEqual(allOff);
  });

  test('another employer’s switches are theirs alone', async () => {
    const other = await api.newAdministrator();
    await set({ moduleId: 'expense-claim', enabled: true }, other.token);
    expect((await read(admin.token)).body.returnObject).toEqual(allOff);
  });

  test('an unknown module: 400 naming moduleId', async () => {
    expect((await set({ moduleId: 'payroll', enabled: true }, admin.token)).body).toEqual({
      returnCode: 400,
      error: 'moduleId: must be one of: expense-claim, leave, attendance.',
      field: 'moduleId',
    });
  });
});
