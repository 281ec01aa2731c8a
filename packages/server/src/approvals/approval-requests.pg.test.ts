import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Caller } from '../auth/access-tokens.ts';
import type { ApprovalHistory, Session, Workflow } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import {
  ALREADY_WAITING,
  type ApprovalOutcome,
  decideApproval,
  NOBODY_CAN_DECIDE,
  NOT_A_DECIDER,
  OWN_REQUEST,
  type StartApproval,
  startApproval,
  withdrawApproval,
} from './approval-requests.ts';
import { pendingFor } from './pending.ts';

/**
 * The approval service as an area (leave) uses it: inside its own transaction, with the day from
 * its clock. The organisation: Ben manages Ann and Eve; Ann heads Finance, where she is placed; Cal
 * and Dee are colleagues; Ada administers.
 */

let now = new Date('2026-11-02T09:00:00Z');
let api: TestApi;
let admin: Awaited<ReturnType<TestApi['newAdministrator']>>;
let ada: Caller;
const people: Record<'ann' | 'ben' | 'cal' | 'dee' | 'eve', { id: string; caller: Caller }> = {} as never;
let managerThenAdministrators: Workflow;
let subjectCounter = 0;

const managedBy = (lineManagerId: string) => ({
  job: { title: null, employmentType: null, workLocation: null, lineManagerId },
});

const callerOf = (session: Session): Promise<Caller> =>
  api.callerFor({ userId: session.user.id, role: session.user.role, employerId: session.user.employerId });

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  admin = await api.newAdministrator();
  ada = await callerOf(admin.session);
  const ben = await api.addEmployee(admin.token, { firstName: 'Ben', lastName: 'Okafor' });
  const finance = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-department',
    { code: 'FIN', name: 'Finance' },
    { token: admin.token },
  );
  const ann = await api.addEmployee(
    admin.token,
    { firstName: 'Ann', lastName: 'Lee', department: finance.body.returnObject.id },
    managedBy(ben.id),
  );
  await api.call(
    '/employer/update-department',
    { id: finance.body.returnObject.id, headEmployeeId: ann.id },
    { token: admin.token },
  );
  const cal = await api.addEmployee(admin.token, { firstName: 'Cal', lastName: 'Reyes' });
  const dee = await api.addEmployee(admin.token, { firstName: 'Dee', lastName: 'Novak' });
  const eve = await api.addEmployee(admin.token, { firstName: 'Eve', lastName: 'Marsh' }, managedBy(ben.id));
  for (const [name, record] of Object.entries({ ann, ben, cal, dee, eve })) {
    const user = await api.newEmployeeUser(ada.employerId, record.id);
    people[name as keyof typeof people] = { id: record.id, caller: await callerOf(user.session) };
  }
  managerThenAdministrators = await createWorkflow({
    code: 'TWO',
    name: 'Manager then HR',
    steps: [{ approver: 'line-manager' }, { approver: 'administrator' }],
  });
});
afterAll(() => api.close());

async function createWorkflow(body: Record<string, unknown>, token = admin.token): Promise<Workflow> {
  const answer = await api.call<{ returnObject: Workflow }>('/approvals/create-workflow', body, { token });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.returnObject;
}

const today = () => now.toISOString().slice(0, 10);

function start(requester: keyof typeof people, workflowId: string | null, employerId = ada.employerId) {
  subjectCounter += 1;
  const input: StartApproval = {
    employerId,
    subjectType: 'leave-request',
    subjectId: `00000000-0000-4000-8000-${String(subjectCounter).padStart(12, '0')}`,
    requesterEmployeeId: people[requester].id,
    workflowId,
    today: today(),
  };
  return api.db.transaction().execute((trx) => startApproval(trx, input));
}

function decide(caller: Caller, approvalId: string, decision: 'approve' | 'reject' = 'approve') {
  return api.db
    .transaction()
    .execute((trx) => decideApproval(trx, caller, { approvalId, decision, comment: null, today: today() }));
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Refusal)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

async function pendingIds(caller: Caller): Promise<string[]> {
  return (await pendingFor(api.db, caller, today())).map((pending) => pending.approvalId);
}

async function history(approvalId: string, token = admin.token) {
  return api.call<{ returnObject: ApprovalHistory }>(
    '/approvals/get-approval-history',
    { approvalId },
    { token },
  );
}

describe('a two-step workflow: line manager, then the administrators', () => {
  test('is approved end to end, each step in its turn', async () => {
    const started = await start('ann', managerThenAdministrators.id);
    expect(started.waitingStep).toMatchObject({
      rule: { approver: 'line-manager' },
      approverIds: [people.ben.id],
    });
    expect(await pendingIds(people.ben.caller)).toContain(started.approvalId);
    expect(await pendingIds(ada)).not.toContain(started.approvalId);
    expect(await refusal(decide(ada, started.approvalId))).toEqual({ status: 403, message: NOT_A_DECIDER });

    const first = await decide(people.ben.caller, started.approvalId);
    expect(first).toMatchObject<Partial<ApprovalOutcome>>({
      status: 'pending',
      capacity: 'approver',
      decidedStepIndex: 0,
      waitingStep: {
        stepIndex: 1,
        rule: { approver: 'administrator' },
        isFallback: false,
        approverIds: [ada.userId],
      },
    });
    expect(await pendingIds(people.ben.caller)).not.toContain(started.approvalId);
    expect(await pendingIds(ada)).toContain(started.approvalId);

    const second = await decide(ada, started.approvalId);
    expect(second).toMatchObject({ status: 'approved', waitingStep: null, capacity: 'approver' });
    const answer = await history(started.approvalId, admin.token);
    expect(answer.body.returnObject).toMatchObject({
      status: 'approved',
      requesterName: 'Ann Lee',
      workflowName: 'Manager then HR',
      steps: [
        {
          approver: 'line-manager',
          state: 'approved',
          approvers: [{ personId: people.ben.id, name: 'Ben Okafor' }],
        },
        {
          approver: 'administrator',
          state: 'approved',
          approvers: [{ personId: ada.userId, name: 'Ada Lovelace' }],
        },
      ],
      decisions: [
        { stepIndex: 0, decidedBy: people.ben.id, capacity: 'approver', decision: 'approve' },
        { stepIndex: 1, decidedBy: ada.userId, capacity: 'approver', decision: 'approve' },
      ],
    });
  });

  test('a request without a workflow is decided by the administrators', async () => {
    const started = await start('cal', null);
    expect(started.waitingStep).toMatchObject({ isFallback: true, approverIds: [ada.userId] });
  });

  test('one subject waits for approval once at a time', async () => {
    const started = await start('eve', managerThenAdministrators.id);
    const again = api.db.transaction().execute((trx) =>
      startApproval(trx, {
        employerId: ada.employerId,
        subjectType: 'leave-request',
        subjectId: `00000000-0000-4000-8000-${String(subjectCounter).padStart(12, '0')}`,
        requesterEmployeeId: people.eve.id,
        workflowId: managerThenAdministrators.id,
        today: today(),
      }),
    );
    expect(await refusal(again)).toEqual({ status: 409, message: ALREADY_WAITING });
    await api.db
      .transaction()
      .execute((trx) => withdrawApproval(trx, people.eve.caller, { ...started, today: today() }));
  });
});

describe('steps that pass on', () => {
  test('no line manager: the step passes, and the last to the administrators', async () => {
    const started = await start('cal', managerThenAdministrators.id);
    expect(started.route.skipped).toEqual([
      { stepIndex: 0, rule: { approver: 'line-manager' }, reason: 'not-set' },
    ]);
    expect(started.waitingStep).toMatchObject({ stepIndex: 1, approverIds: [ada.userId] });
  });

  test('the requester heads their own department: that step passes to the line manager', async () => {
    const workflow = await createWorkflow({
      code: 'HEAD',
      name: 'Head then manager',
      steps: [{ approver: 'head-of-department' }, { approver: 'line-manager' }],
    });
    const started = await start('ann', workflow.id);
    expect(started.route.skipped).toEqual([
      { stepIndex: 0, rule: { approver: 'head-of-department' }, reason: 'is-requester' },
    ]);
    expect(started.route.steps).toEqual([
      { stepIndex: 1, rule: { approver: 'line-manager' }, isFallback: false, approverIds: [people.ben.id] },
    ]);
  });

  test('a named employee whose employment has ended passes on', async () => {
    const gone = await api.addEmployee(admin.token, { firstName: 'Gus', lastName: 'Gone' });
    const workflow = await createWorkflow({
      code: 'GUS',
      name: 'Gus decides',
      steps: [{ approver: 'named-employee', employeeId: gone.id }],
    });
    const ended = await api.call(
      '/management/end-employment',
      { id: gone.id, endDate: '2026-10-31', reason: 'Resigned' },
      { token: admin.token },
    );
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const started = await start('dee', workflow.id);
    expect(started.route.skipped).toMatchObject([{ stepIndex: 0, reason: 'not-active' }]);
    expect(started.waitingStep).toMatchObject({ isFallback: true, approverIds: [ada.userId] });
  });
});

describe('nobody decides their own request', () => {
  test('not as the delegate of their own line manager', async () => {
    const started = await start('ann', managerThenAdministrators.id);
    const delegated = await api.call(
      '/approvals/create-delegation',
      { delegateEmployeeId: people.ann.id, from: today(), to: today() },
      { token: await tokenOf('ben') },
    );
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);
    expect(await refusal(decide(people.ann.caller, started.approvalId))).toEqual({
      status: 403,
      message: OWN_REQUEST,
    });
    expect(await pendingIds(people.ann.caller)).not.toContain(started.approvalId);
    // Ben's delegation to Ann does let her decide Eve's request, which is not hers.
    const eves = await start('eve', managerThenAdministrators.id);
    expect(await decide(people.ann.caller, eves.approvalId)).toMatchObject({ capacity: 'delegate' });
  });

  test('not an administrator who is also the requester, even when the request falls to administrators', async () => {
    const second = await api.db
      .insertInto('users')
      .values({
        employer_id: ada.employerId,
        first_name: 'Dee',
        last_name: 'Novak',
        email: `dee.admin.${Date.now()}@example.com`,
        password_hash: 'not used',
        role: 'admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Dee's record is tied to her own administrator account.
    await api.db
      .updateTable('users')
      .set({ employee_id: null })
      .where('employee_id', '=', people.dee.id)
      .execute();
    await api.db
      .updateTable('users')
      .set({ employee_id: people.dee.id })
      .where('id', '=', second.id)
      .execute();
    const deeAsAdministrator = await api.callerFor({
      userId: second.id,
      role: 'admin',
      employerId: ada.employerId,
    });

    const started = await start('dee', null);
    expect(started.waitingStep?.approverIds).toEqual([ada.userId]);
    expect(await refusal(decide(deeAsAdministrator, started.approvalId))).toEqual({
      status: 403,
      message: OWN_REQUEST,
    });
    expect(await pendingIds(deeAsAdministrator)).not.toContain(started.approvalId);
    // Her account decides others' requests as an administrator.
    const cals = await start('cal', null);
    expect(cals.waitingStep?.approverIds.sort()).toEqual([ada.userId, people.dee.id].sort());
    expect(await decide(deeAsAdministrator, cals.approvalId)).toMatchObject({ status: 'approved' });
  });

  test('an employer whose only administrator is the requester: refused, never approved by itself', async () => {
    const lone = await api.newAdministrator();
    const record = await api.addEmployee(lone.token, { firstName: 'Lone', lastName: 'Owner' });
    await api.db
      .updateTable('users')
      .set({ employee_id: record.id })
      .where('id', '=', lone.session.user.id)
      .execute();
    const attempt = api.db.transaction().execute((trx) =>
      startApproval(trx, {
        employerId: lone.session.user.employerId,
        subjectType: 'leave-request',
        subjectId: '00000000-0000-4000-8000-999999999999',
        requesterEmployeeId: record.id,
        workflowId: null,
        today: today(),
      }),
    );
    expect(await refusal(attempt)).toEqual({ status: 409, message: NOBODY_CAN_DECIDE });
  });
});

async function tokenOf(name: keyof typeof people): Promise<string> {
  return api.deps.accessTokens.sign(people[name].caller);
}

describe('delegation, within and outside its days', () => {
  test('Cal decides for Ben from the 10th to the 12th, not the day before or after', async () => {
    now = new Date('2026-11-09T09:00:00Z');
    const started = await start('eve', managerThenAdministrators.id);
    const delegated = await api.call(
      '/approvals/create-delegation',
      { delegateEmployeeId: people.cal.id, from: '2026-11-10', to: '2026-11-12' },
      { token: await tokenOf('ben') },
    );
    expect(delegated.status, JSON.stringify(delegated.body)).toBe(200);

    expect(await pendingIds(people.cal.caller)).not.toContain(started.approvalId);
    expect(await refusal(decide(people.cal.caller, started.approvalId))).toMatchObject({ status: 403 });
    now = new Date('2026-11-13T09:00:00Z');
    expect(await pendingIds(people.cal.caller)).not.toContain(started.approvalId);
    expect(await refusal(decide(people.cal.caller, started.approvalId))).toMatchObject({ status: 403 });
    now = new Date('2026-11-12T09:00:00Z');
    expect(await pendingIds(people.cal.caller)).toContain(started.approvalId);
    expect(await decide(people.cal.caller, started.approvalId)).toMatchObject({
      capacity: 'delegate',
      decidedStepIndex: 0,
    });
    // The delegate may read the history of what they decided.
    expect((await history(started.approvalId, await tokenOf('cal'))).status).toBe(200);
    const hal = await api.addEmployee(admin.token, { firstName: 'Hal', lastName: 'Unrelated' });
    const halsAccount = await api.newEmployeeUser(ada.employerId, hal.id);
    expect((await history(started.approvalId, halsAccount.token)).body).toEqual({
      returnCode: 403,
      error: 'You can only see the approvals you asked for or decide.',
    });
  });
});

describe('escalation after the workflow’s days', () => {
  test('an undecided step may be decided by the administrators once it has waited 3 days', async () => {
    const escalating = await createWorkflow({
      code: 'ESC',
      name: 'Manager, escalating',
      steps: [{ approver: 'line-manager' }],
      escalateAfterDays: 3,
    });
    now = new Date('2026-11-16T09:00:00Z');
    const started = await start('eve', escalating.id);
    now = new Date('2026-11-18T09:00:00Z');
    expect(await pendingIds(ada)).not.toContain(started.approvalId);
    expect(await refusal(decide(ada, started.approvalId))).toEqual({ status: 403, message: NOT_A_DECIDER });
    now = new Date('2026-11-19T09:00:00Z');
    expect(await pendingFor(api.db, ada, today())).toContainEqual(
      expect.objectContaining({ approvalId: started.approvalId, escalated: true, capacity: 'administrator' }),
    );
    expect(await decide(ada, started.approvalId)).toMatchObject({
      status: 'approved',
      capacity: 'administrator',
    });
  });
});

describe('rejecting and withdrawing end a request', () => {
  test('a rejection at the first step ends it: no later step, no later decision', async () => {
    const started = await start('ann', managerThenAdministrators.id);
    expect(await decide(people.ben.caller, started.approvalId, 'reject')).toMatchObject({
      status: 'rejected',
      waitingStep: null,
    });
    expect(await pendingIds(ada)).not.toContain(started.approvalId);
    expect(await refusal(decide(ada, started.approvalId))).toEqual({
      status: 409,
      message: 'This request has already been rejected.',
    });
  });

  test('the requester withdraws while it is pending; nobody else can, and then nobody decides it', async () => {
    const started = await start('ann', managerThenAdministrators.id);
    const withdraw = (caller: Caller) =>
      api.db
        .transaction()
        .execute((trx) => withdrawApproval(trx, caller, { approvalId: started.approvalId, today: today() }));
    expect(await refusal(withdraw(people.ben.caller))).toMatchObject({ status: 403 });
    expect(await withdraw(people.ann.caller)).toMatchObject({ status: 'withdrawn' });
    expect(await refusal(withdraw(people.ann.caller))).toMatchObject({ status: 409 });
    expect(await refusal(decide(people.ben.caller, started.approvalId))).toMatchObject({ status: 409 });
    expect(
      (await history(started.approvalId, await tokenOf('ann'))).body.returnObject.steps[0],
    ).toMatchObject({
      state: 'withdrawn',
    });
  });
});

describe('another employer', () => {
  test('its workflows and approvals are as unknown as made-up ones', async () => {
    const other = await api.newAdministrator();
    const otherCaller = await callerOf(other.session);
    const started = await start('ann', managerThenAdministrators.id);
    expect(await refusal(decide(otherCaller, started.approvalId))).toMatchObject({ status: 404 });
    expect((await history(started.approvalId, other.token)).status).toBe(404);
    expect(await pendingIds(otherCaller)).toEqual([]);
    const theirs = await createWorkflow(
      { code: 'THEIRS', name: 'Theirs', steps: [{ approver: 'administrator' }] },
      other.token,
    );
    expect(await refusal(start('ann', theirs.id))).toMatchObject({ status: 404 });
    const update = await api.call(
      '/approvals/update-workflow',
      { id: managerThenAdministrators.id, name: 'Hijacked' },
      { token: other.token },
    );
    expect(update.status).toBe(404);
  });
});

describe('two approvers deciding the same step at once', () => {
  test('exactly one decision is recorded; the other is told it was decided meanwhile (409)', async () => {
    const second = await api.newEmployeeUser(ada.employerId);
    await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', second.userId).execute();
    const other = await api.callerFor({ userId: second.userId, role: 'admin', employerId: ada.employerId });
    const started = await start('eve', null);
    const outcomes = await Promise.allSettled([
      decide(ada, started.approvalId),
      decide(other, started.approvalId, 'reject'),
    ]);
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    const decisions = await api.db
      .selectFrom('approval_decisions')
      .select('decision')
      .where('approval_id', '=', started.approvalId)
      .execute();
    expect(decisions).toHaveLength(1);
  });
});
