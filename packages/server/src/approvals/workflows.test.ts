import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Delegation, EmployeeRecord, Workflow } from '../contract-types.ts';
import { refusalOf } from '../test-support/refusals.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { startApproval } from './approval-requests.ts';
import { defaultWorkflowFor } from './workflows.ts';

type Answer<T> = { returnCode: number; returnObject: T; error?: string; field?: string };

let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let employer: string;
let ben: EmployeeRecord;
let ann: EmployeeRecord;
let bensToken: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-02T09:00:00Z') });
  admin = await api.newAdministrator();
  employer = admin.session.user.employerId;
  ben = await api.addEmployee(admin.token, { firstName: 'Ben', lastName: 'Okafor' });
  ann = await api.addEmployee(admin.token, { firstName: 'Ann', lastName: 'Lee' });
  bensToken = (await api.newEmployeeUser(employer, ben.id)).token;
});
afterAll(() => api.close());

function call<T>(operation: string, body: unknown, token = admin.token) {
  return api.call<Answer<T>>(`/approvals/${operation}`, body, { token });
}

const twoSteps = [{ approver: 'line-manager' }, { approver: 'administrator' }];

describe('workflows', () => {
  test('created with its steps in order, a named employee with their name, and listed by code', async () => {
    const created = await call<Workflow>('create-workflow', {
      code: ' ben ',
      name: 'Ben decides',
      steps: [{ approver: 'named-employee', employeeId: ben.id }, { approver: 'administrator' }],
    });
    expect(created.body.returnObject).toEqual({
      id: expect.any(String),
      code: 'ben',
      name: 'Ben decides',
      kind: 'leave',
      steps: [
        { approver: 'named-employee', employeeId: ben.id, employeeName: 'Ben Okafor' },
        { approver: 'administrator', employeeId: null, employeeName: null },
      ],
      escalateAfterDays: null,
      isDefault: false,
      active: true,
    });
    await call('create-workflow', { code: 'ALPHA', name: 'Alpha', steps: twoSteps, active: false });
    const listed = await call<Workflow[]>('list-workflows', {});
    expect(listed.body.returnObject.map((workflow) => workflow.code)).toEqual(['ben']);
    const everything = await call<Workflow[]>('list-workflows', { includeInactive: true });
    expect(everything.body.returnObject.map((workflow) => workflow.code)).toEqual(['ALPHA', 'ben']);
  });

  test('a code is unique whatever its case: 409 on code', async () => {
    const answer = await call('create-workflow', { code: 'BEN', name: 'Again', steps: twoSteps });
    expect(answer.body).toEqual({
      returnCode: 409,
      error: 'Code BEN is already used by another approval workflow.',
      field: 'code',
    });
  });

  test.each([
    [
      'a named-employee step without one',
      () => ({ approver: 'named-employee' }),
      'A named-employee step names its employee.',
    ],
    [
      'another kind naming one',
      () => ({ approver: 'line-manager', employeeId: ben.id }),
      'Only a named-employee step names an employee.',
    ],
    [
      'an id of no employee',
      () => ({ approver: 'named-employee', employeeId: '4f0c5e0a-8a51-4c8e-9d7e-2f1b8f3b9a10' }),
      'The named employee must be one of the employer’s current employees.',
    ],
  ])('%s: 400 on its employeeId', async (_, step, error) => {
    const answer = await call('create-workflow', { code: 'BAD', name: 'Bad', steps: [step()] });
    expect(answer.body).toEqual({ returnCode: 400, error, field: 'steps.0.employeeId' });
  });

  test('a step of a kind the contract does not know: 400 naming it', async () => {
    const answer = await call('create-workflow', { code: 'BAD', name: 'Bad', steps: [{ approver: 'ceo' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('steps.0.approver');
  });

  test('one default per employer: a new default takes over, and the default must be active', async () => {
    const first = await call<Workflow>('create-workflow', {
      code: 'D1',
      name: 'First',
      steps: twoSteps,
      isDefault: true,
    });
    const second = await call<Workflow>('create-workflow', {
      code: 'D2',
      name: 'Second',
      steps: twoSteps,
      isDefault: true,
    });
    const all = await call<Workflow[]>('list-workflows', { includeInactive: true });
    expect(
      all.body.returnObject.filter((workflow) => workflow.isDefault).map((workflow) => workflow.code),
    ).toEqual(['D2']);
    expect(await defaultWorkflowFor(api.db, employer, ann.id, '2026-11-02')).toBe(
      second.body.returnObject.id,
    );
    const deactivate = await call('update-workflow', { id: second.body.returnObject.id, active: false });
    expect(deactivate.body).toEqual({
      returnCode: 400,
      error: 'The default workflow must be active.',
      field: 'active',
    });
    const made = await call<Workflow>('update-workflow', { id: first.body.returnObject.id, isDefault: true });
    expect(made.body.returnObject.isDefault).toBe(true);
  });

  test('an update changes what is sent and replaces the steps', async () => {
    const created = await call<Workflow>('create-workflow', { code: 'UPD', name: 'Before', steps: twoSteps });
    const updated = await call<Workflow>('update-workflow', {
      id: created.body.returnObject.id,
      escalateAfterDays: 4,
      steps: [{ approver: 'head-of-branch' }],
    });
    expect(updated.body.returnObject).toMatchObject({
      code: 'UPD',
      name: 'Before',
      escalateAfterDays: 4,
      steps: [{ approver: 'head-of-branch', employeeId: null, employeeName: null }],
    });
  });

  test('employees cannot manage or list workflows', async () => {
    for (const [operation, body] of [
      ['list-workflows', {}],
      ['create-workflow', { code: 'EMP', name: 'Mine', steps: twoSteps }],
    ] as const) {
      expect((await call(operation, body, bensToken)).body).toEqual(refusalOf(`/approvals/${operation}`));
    }
  });
});

describe('the employee record’s leave workflow', () => {
  test('terms may name one of the employer’s workflows; deleting it is refused while they do', async () => {
    const chosen = await call<Workflow>('create-workflow', { code: 'ANN', name: 'For Ann', steps: twoSteps });
    const workflowId = chosen.body.returnObject.id;
    const personal = { employmentTerms: { leaveWorkflowId: workflowId } };
    const updated = await api.call<{ returnObject: EmployeeRecord }>(
      '/management/update-employee',
      { id: ann.id, personal },
      { token: admin.token },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.returnObject.values.personal.employmentTerms.leaveWorkflowId).toBe(workflowId);
    expect(await defaultWorkflowFor(api.db, employer, ann.id, '2026-11-02')).toBe(workflowId);

    const refused = await call('delete-workflow', { id: workflowId });
    expect(refused.body).toEqual({
      returnCode: 409,
      error: "For Ann can't be deleted: 1 employee's terms name it. Deactivate it instead.",
    });
    // Deactivated, it stays where it is chosen but is no new choice.
    await call('update-workflow', { id: workflowId, active: false });
    const kept = await api.call(
      '/management/update-employee',
      { id: ann.id, personal },
      { token: admin.token },
    );
    expect(kept.status).toBe(200);
    const other = await api.call(
      '/management/update-employee',
      { id: ben.id, personal },
      { token: admin.token },
    );
    expect(other.body).toEqual({
      returnCode: 400,
      error: 'The leave workflow For Ann is deactivated; choose an active one.',
      field: 'personal.employmentTerms.leaveWorkflowId',
    });
  });

  test('another employer’s workflow is no choice: 400 on the field', async () => {
    const stranger = await api.newAdministrator();
    const theirs = await call<Workflow>(
      'create-workflow',
      { code: 'X', name: 'Theirs', steps: twoSteps },
      stranger.token,
    );
    const answer = await api.call(
      '/management/update-employee',
      {
        id: ben.id,
        personal: {
          employmentTerms: { leaveWorkflowId: theirs.body.returnObject.id },
        },
      },
      { token: admin.token },
    );
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'The leave workflow must be one of the employer’s approval workflows.',
      field: 'personal.employmentTerms.leaveWorkflowId',
    });
    expect((await call('delete-workflow', { id: theirs.body.returnObject.id })).status).toBe(404);
  });

  test('a workflow a pending request waits on cannot be deleted; once it has ended, it can', async () => {
    const used = await call<Workflow>('create-workflow', { code: 'USED', name: 'In use', steps: twoSteps });
    const workflowId = used.body.returnObject.id;
    const approval = await api.db.transaction().execute((trx) =>
      startApproval(trx, {
        employerId: employer,
        subjectType: 'leave-request',
        subjectId: '00000000-0000-4000-8000-000000000001',
        requesterEmployeeId: ben.id,
        workflowId,
        today: '2026-11-02',
      }),
    );
    expect((await call('delete-workflow', { id: workflowId })).body).toEqual({
      returnCode: 409,
      error: "In use can't be deleted: 1 pending request waits on it. Deactivate it instead.",
    });
    const decided = await api.call(
      '/approvals/get-approval-history',
      { approvalId: approval.approvalId },
      { token: admin.token },
    );
    expect(decided.status).toBe(200);
    await api.db
      .updateTable('approval_requests')
      .set({ status: 'withdrawn', waiting_since: null, ended_on: '2026-11-02' })
      .where('id', '=', approval.approvalId)
      .execute();
    expect((await call('delete-workflow', { id: workflowId })).body).toEqual({
      returnCode: 200,
      returnMessage: 'Approval workflow USED (In use) was deleted.',
    });
    const history = await api.call<{ returnObject: { workflowId: string | null; workflowName: string } }>(
      '/approvals/get-approval-history',
      { approvalId: approval.approvalId },
      { token: admin.token },
    );
    expect(history.body.returnObject).toMatchObject({ workflowId: null, workflowName: 'In use' });
  });
});

describe('delegations', () => {
  test('an employee delegates their own approvals, never someone else’s', async () => {
    const own = await call<Delegation>(
      'create-delegation',
      { delegateEmployeeId: ann.id, from: '2026-12-01', to: '2026-12-05' },
      bensToken,
    );
    expect(own.body.returnObject).toEqual({
      id: expect.any(String),
      approverId: ben.id,
      approverName: 'Ben Okafor',
      delegateEmployeeId: ann.id,
      delegateName: 'Ann Lee',
      from: '2026-12-01',
      to: '2026-12-05',
    });
    const others = await call(
      'create-delegation',
      { approverEmployeeId: ann.id, delegateEmployeeId: ben.id, from: '2026-12-01', to: '2026-12-05' },
      bensToken,
    );
    expect(others.body).toEqual({ returnCode: 403, error: 'You can only delegate your own approvals.' });
  });

  test.each([
    [
      { delegateEmployeeId: 'BEN' },
      'The delegate must be another of the employer’s current employees.',
      'delegateEmployeeId',
    ],
    [{ from: '2026-12-05', to: '2026-12-04' }, 'The last day cannot be before the first day.', 'to'],
  ])('refused: %j', async (change, error, field) => {
    const body = {
      approverEmployeeId: ben.id,
      delegateEmployeeId: ann.id,
      from: '2026-12-01',
      to: '2026-12-05',
      ...change,
    };
    if (body.delegateEmployeeId === 'BEN') body.delegateEmployeeId = ben.id;
    expect((await call('create-delegation', body)).body).toEqual({ returnCode: 400, error, field });
  });

  test('listed to administrators and to those they concern; taken back only by the approver or an administrator', async () => {
    const made = await call<Delegation>('create-delegation', {
      approverEmployeeId: ann.id,
      delegateEmployeeId: ben.id,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const id = made.body.returnObject.id;
    const bensList = await call<Delegation[]>('list-delegations', {}, bensToken);
    expect(bensList.body.returnObject.map((delegation) => delegation.id)).toContain(id);
    const outsider = await api.addEmployee(admin.token, { firstName: 'Out', lastName: 'Sider' });
    const outsiderToken = (await api.newEmployeeUser(employer, outsider.id)).token;
    expect((await call<Delegation[]>('list-delegations', {}, outsiderToken)).body.returnObject).toEqual([]);
    expect((await call('delete-delegation', { id }, outsiderToken)).status).toBe(404);
    expect((await call('delete-delegation', { id }, bensToken)).body).toEqual({
      returnCode: 403,
      error: 'Only the approver who delegated, or an administrator, can take a delegation back.',
    });
    expect((await call('delete-delegation', { id })).body).toEqual({
      returnCode: 200,
      returnMessage: 'The delegation was deleted.',
    });
  });
});
