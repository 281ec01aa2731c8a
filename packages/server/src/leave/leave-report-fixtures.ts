import { expect } from 'vitest';
import type { LeaveRequest } from '../contract-types.ts';
import type { TestApi } from '../test-support/test-api.ts';

/**
 * An employer for the planner's and the reports' tests, made through the API as a user would: leave
 * open to employees, annual leave (paid, green) and unpaid leave (purple), a department or two, and
 * leave booked and decided by an administrator.
 */

export type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;

export interface LeaveEmployer {
  admin: Administrator;
  annualLeaveId: string;
  unpaidLeaveId: string;
  department(name: string): Promise<string>;
  /** An employee record (in `departmentId` when given) and, with `account`, a signed-in user tied to it. */
  employee(
    firstName: string,
    options?: { departmentId?: string; account?: boolean },
  ): Promise<{ employeeId: string; token: string }>;
  /** Adds to (or takes from) a balance on a date, as an administrator's adjustment. */
  adjust(employeeId: string, leaveTypeId: string, date: string, amount: string): Promise<void>;
  /** Submits leave for an employee as the administrator, then approves it unless told to leave it pending. */
  book(
    employeeId: string,
    leaveTypeId: string,
    from: string,
    to: string,
    options?: { approve?: boolean; fromPart?: string; toPart?: string },
  ): Promise<LeaveRequest>;
}

let codes = 0;

export async function leaveEmployer(api: TestApi): Promise<LeaveEmployer> {
  const admin = await api.newAdministrator();
  const token = admin.token;
  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await api.call<{ returnObject: { id: string } }>(path, body, { token });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.returnObject.id;
  };
  const type = (code: string, more: Record<string, unknown>) =>
    created('/leave/create-leave-type', {
      code,
      requireReason: false,
      requireAttachment: false,
      allowNegativeBalance: true,
      ...more,
    });
  const annualLeaveId = await type('AL', { description: 'Annual leave', color: '#008000' });
  const unpaidLeaveId = await type('UL', {
    description: 'Unpaid leave',
    color: '#800080',
    isPaidLeave: false,
  });
  const opened = await api.call(
    '/employer/set-module-access',
    { moduleId: 'leave', enabled: true },
    { token },
  );
  expect(opened.status).toBe(200);

  return {
    admin,
    annualLeaveId,
    unpaidLeaveId,
    department: (name) => {
      codes += 1;
      return created('/employer/create-department', { code: `D${codes}`, name });
    },
    async employee(firstName, { departmentId, account = false } = {}) {
      const record = await api.addEmployee(token, {
        firstName,
        lastName: 'Mensah',
        department: departmentId ?? null,
      });
      if (!account) return { employeeId: record.id, token: '' };
      const user = await api.newEmployeeUser(admin.session.user.employerId, record.id);
      return { employeeId: record.id, token: user.token };
    },
    async adjust(employeeId, leaveTypeId, date, amount) {
      const answer = await api.call(
        '/leave/adjust-leave-balance',
        { employeeId, leaveTypeId, date, amount, reason: 'Opening balance' },
        { token },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    },
    async book(employeeId, leaveTypeId, from, to, { approve = true, fromPart, toPart } = {}) {
      const submitted = await api.call<{ returnObject: { request: LeaveRequest } }>(
        '/leave/submit-leave-request',
        {
          employeeId,
          leaveTypeId,
          from,
          to,
          ...(fromPart ? { fromPart } : {}),
          ...(toPart ? { toPart } : {}),
        },
        { token },
      );
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const request = submitted.body.returnObject.request;
      if (!approve) return request;
      const decided = await api.call<{ returnObject: LeaveRequest }>(
        '/leave/decide-leave-request',
        { id: request.id, decision: 'approve' },
        { token },
      );
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      return decided.body.returnObject;
    },
  };
}
