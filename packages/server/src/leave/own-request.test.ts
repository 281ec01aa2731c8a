import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OWN_REQUEST } from '../approvals/approval-requests.ts';
import type { LeaveRequest } from '../contract-types.ts';
import { auditedBy } from '../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Separation of duties (issue 27 item 3) through decide-leave-request: nobody decides their own leave,
 * whatever their roles grant — not an administrator whose account is tied to their own employee
 * record, not a delegate handed the approvals their own request waits on. The refusal changes nothing
 * and leaves no audit row.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
const DAYS = { from: '2026-12-14', to: '2026-12-15' };

type Administrator = Awaited<ReturnType<TestApi['newAdministrator']>>;
type Answer = { returnObject: LeaveRequest & { request: LeaveRequest }; error?: string };

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
});
afterAll(() => api.close());

/** A new employer with Leave open to employees and a leave type anyone may take without a reason. */
async function newEmployer(): Promise<{ admin: Administrator; leaveTypeId: string }> {
  const admin = await api.newAdministrator();
  const type = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    { code: 'AL', requireReason: false, requireAttachment: false },
    { token: admin.token },
  );
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  const opened = await api.call(
    '/employer/set-module-access',
    { moduleId: 'leave', enabled: true },
    { token: admin.token },
  );
  expect(opened.status).toBe(200);
  return { admin, leaveTypeId: type.body.returnObject.id };
}

async function submitted(token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await api.call<Answer>('/leave/submit-leave-request', body, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject.request.id;
}

function decide(token: string, id: string) {
  return api.call<Answer>('/leave/decide-leave-request', { id, decision: 'approve' }, { token });
}

/** The refusal, that the request still waits, and that the attempt left no audit row. */
async function expectRefusedAsOwn(employerId: string, token: string, id: string, readerToken: string) {
  const { answer, rows } = await auditedBy(api.db, employerId, () => decide(token, id));
  expect(answer.body).toEqual({ returnCode: 403, error: OWN_REQUEST });
  expect(rows).toEqual([]);
  const listed = await api.call<{ returnObject: LeaveRequest[] }>(
    '/leave/list-leave-requests',
    {},
    { token: readerToken },
  );
  expect(listed.body.returnObject.find((request) => request.id === id)?.status).toBe('pending');
}

describe('nobody decides their own leave', () => {
  test('an administrator tied to their own employee record: refused, though an administrator decides the step', async () => {
    const { admin, leaveTypeId } = await newEmployer();
    const employerId = admin.session.user.employerId;
    const own = await api.addEmployee(admin.token, { firstName: 'Ada', lastName: 'Lovelace' });
    await api.db
      .updateTable('users')
      .set({ employee_id: own.id })
      .where('id', '=', admin.session.user.id)
      .execute();
    // A second administrator, so the request has someone else to wait on.
    await api.db
      .insertInto('users')
      .values({
        employer_id: employerId,
        first_name: 'Zed',
        last_name: 'Admin',
        email: `zed.${crypto.randomUUID()}@example.com`,
        password_hash: 'not used',
        role: 'admin',
      })
      .execute();
    const id = await submitted(admin.token, { ...DAYS, leaveTypeId, employeeId: own.id });
    await expectRefusedAsOwn(employerId, admin.token, id, admin.token);
    // The same account decides someone else's request: the refusal is about whose request it is.
    const other = await api.addEmployee(admin.token, { firstName: 'Cal', lastName: 'Reyes' });
    const theirs = await submitted(admin.token, { ...DAYS, leaveTypeId, employeeId: other.id });
    expect((await decide(admin.token, theirs)).status).toBe(200);
  });

  test('a delegate handed the approvals their own request waits on: refused; another’s they decide', async () => {
    const { admin, leaveTypeId } = await newEmployer();
    const employerId = admin.session.user.employerId;
    const workflow = await api.call(
      '/approvals/create-workflow',
      { code: 'LM', name: 'Line manager', steps: [{ approver: 'line-manager' }], isDefault: true },
      { token: admin.token },
    );
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
    const ben = await api.addEmployee(admin.token, { firstName: 'Ben', lastName: 'Okafor' });
    const managedByBen = {
      job: { title: null, employmentType: null, workLocation: null, lineManagerId: ben.id },
    };
    const ann = await api.addEmployee(admin.token, { firstName: 'Ann', lastName: 'Lee' }, managedByBen);
    const eve = await api.addEmployee(admin.token, { firstName: 'Eve', lastName: 'Marsh' }, managedByBen);
    const bens = await api.newEmployeeUser(employerId, ben.id);
    const anns = await api.newEmployeeUser(employerId, ann.id);
    const eves = await api.newEmployeeUser(employerId, eve.id);
    const delegated = await api.call(
      '/approvals/create-delegation',
      { delegateEmployeeId: ann.id, from: '2026-11-25', to: '2026-12-31' },
      { token: bens.token },
    );
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);

    const own = await submitted(anns.token, { ...DAYS, leaveTypeId, employeeId: ann.id });
    await expectRefusedAsOwn(employerId, anns.token, own, admin.token);
    const evesRequest = await submitted(eves.token, { ...DAYS, leaveTypeId, employeeId: eve.id });
    expect((await decide(anns.token, evesRequest)).status).toBe(200);
  });
});
