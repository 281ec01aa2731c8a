import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditedBy, theOneAuditRow } from '../test-support/audit-rows.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Issue 27's audit trail for approvals: workflows and delegations each leave exactly one row per
 * change, with area leave (their operations declare leave.* in the contract).
 */

const TODAY = new Date('2026-11-25T09:00:00Z');

type Answer = { returnObject: { id: string } & Record<string, unknown> };

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employerId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  admin = await api.newAdministrator();
  employerId = admin.session.user.employerId;
});
afterAll(() => api.close());

function call(operation: string, body: Record<string, unknown>, token = admin.token) {
  return api.call<Answer>(`/approvals/${operation}`, body, { token });
}

describe('approval workflows', () => {
  test('create, update and delete: one row each, the steps in before and after', async () => {
    const created = { code: 'TWO', name: 'Manager then HR', escalateAfterDays: 3 };
    const { answer, rows } = await auditedBy(api.db, employerId, () =>
      call('create-workflow', {
        ...created,
        steps: [{ approver: 'line-manager' }, { approver: 'administrator' }],
      }),
    );
    const id = answer.body.returnObject.id;
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'createWorkflow',
        area: 'leave',
        recordType: 'approval-workflow',
        recordId: id,
        actorUserId: admin.session.user.id,
        before: null,
        after: expect.objectContaining({
          ...created,
          steps: [
            { approver: 'line-manager', employeeId: null, employeeName: null },
            { approver: 'administrator', employeeId: null, employeeName: null },
          ],
        }),
      }),
    ]);
    const updated = await theOneAuditRow(api.db, employerId, () =>
      call('update-workflow', { id, name: 'HR only', steps: [{ approver: 'administrator' }] }),
    );
    expect(updated).toMatchObject({
      operation: 'updateWorkflow',
      recordId: id,
      before: {
        name: 'Manager then HR',
        steps: [{ approver: 'line-manager' }, { approver: 'administrator' }],
      },
      after: { name: 'HR only', steps: [{ approver: 'administrator' }] },
    });
    const deleted = await theOneAuditRow(api.db, employerId, () => call('delete-workflow', { id }));
    expect(deleted).toMatchObject({
      operation: 'deleteWorkflow',
      recordId: id,
      before: { code: 'TWO', name: 'HR only' },
      after: null,
    });
  });

  test('a refused change (a code already used) leaves no row', async () => {
    const steps = [{ approver: 'administrator' }];
    await theOneAuditRow(api.db, employerId, () =>
      call('create-workflow', { code: 'ONE', name: 'One', steps }),
    );
    const { answer, rows } = await auditedBy(api.db, employerId, () =>
      call('create-workflow', { code: 'ONE', name: 'Again', steps }),
    );
    expect(answer.status).toBe(409);
    expect(rows).toEqual([]);
  });
});

describe('delegations', () => {
  test('made and taken back: one row each, approver, delegate and days in before and after', async () => {
    const approver = await api.addEmployee(admin.token, { firstName: 'Ben', lastName: 'Okafor' });
    const delegate = await api.addEmployee(admin.token, { firstName: 'Ann', lastName: 'Lee' });
    const made = {
      approverId: approver.id,
      delegateEmployeeId: delegate.id,
      from: '2026-12-01',
      to: '2026-12-05',
    };
    const { answer, rows } = await auditedBy(api.db, employerId, () =>
      call('create-delegation', {
        approverEmployeeId: approver.id,
        delegateEmployeeId: delegate.id,
        from: made.from,
        to: made.to,
      }),
    );
    const id = answer.body.returnObject.id;
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'createDelegation',
        area: 'leave',
        recordType: 'approval-delegation',
        recordId: id,
        before: null,
        after: { ...made, approverName: 'Ben Okafor', delegateName: 'Ann Lee' },
      }),
    ]);
    const deleted = await theOneAuditRow(api.db, employerId, () => call('delete-delegation', { id }));
    expect(deleted).toMatchObject({
      operation: 'deleteDelegation',
      recordId: id,
      before: made,
      after: null,
    });
  });
});
