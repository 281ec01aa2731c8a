import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_A_DECIDER, OWN_REQUEST } from '../approvals/approval-requests.ts';
import { NOT_A_LEAVE_WORKFLOW } from '../approvals/workflows.ts';
import type { ExpenseClaim, ExpenseClaimSummary, Workflow } from '../contract-types.ts';
import type { Answer } from '../payroll/setup/payroll-test-support.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import {
  LINE_TWICE,
  LINES_ONLY_ON_APPROVAL,
  NOT_SUBMITTED,
  REJECTION_NEEDS_COMMENT,
} from './claim-decisions.ts';
import { claimNotices, expenseCalls } from './claim-test-support.ts';

/**
 * Deciding expense claims (issue 32, Build item 3). Kofi claims; Hal is his line manager; the
 * employer's default expense workflow is his line manager, then Ola by name. Who decides is the
 * engine's answer; an approver lowers a line only with a reason and never raises it, the claimed amount
 * stays; a rejection says why; Kofi hears of every decision.
 */

let api: TestApi;
let calls: ReturnType<typeof expenseCalls>;
let adminToken: string;
type Person = { employeeId: string; userId: string; token: string };
let kofi: Person;
let hal: Person;
let ola: Person;
let taxi: string;

async function person(employerId: string, firstName: string, lineManagerId: string | null = null) {
  const record = await api.addEmployee(
    adminToken,
    { firstName, lastName: 'Mensah' },
    lineManagerId ? { job: { title: null, employmentType: null, workLocation: null, lineManagerId } } : {},
  );
  const account = await api.newEmployeeUser(employerId, record.id);
  return { employeeId: record.id, userId: account.userId, token: account.token };
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date('2026-11-25T09:00:00Z') });
  calls = expenseCalls(api);
  const { employerId, ...admin } = await calls.employer();
  adminToken = admin.adminToken;
  hal = await person(employerId, 'Hal');
  ola = await person(employerId, 'Ola');
  kofi = await person(employerId, 'Kofi', hal.employeeId);
  taxi = await calls.category(adminToken, 'TAXI', { description: 'Taxi' });
  await calls.ok<Workflow>(
    '/approvals/create-workflow',
    {
      code: 'EXP',
      name: 'Manager then Ola',
      kind: 'expense',
      isDefault: true,
      active: true,
      escalateAfterDays: null,
      steps: [
        { approver: 'line-manager', employeeId: null },
        { approver: 'named-employee', employeeId: ola.employeeId },
      ],
    },
    adminToken,
  );
});
afterAll(() => api.close());

const lineOf = (claim: ExpenseClaim, index = 0) => claim.lines[index] as ExpenseClaim['lines'][number];

describe('a claim through both steps of the expense workflow', () => {
  let claim: ExpenseClaim;
  beforeAll(async () => {
    claim = await calls.submitted(kofi.token, [
      { categoryId: taxi, amount: '250.00' },
      { categoryId: taxi, amount: '40.00', description: 'Taxi back' },
    ]);
  });

  test('waits in the line manager’s queue only, and nobody decides their own claim', async () => {
    const queue = (token: string) =>
      calls.ok<{ items: ExpenseClaimSummary[]; total: number }>(
        '/expenses/list-expense-claim-queue',
        {},
        token,
      );
    expect(await queue(hal.token)).toMatchObject({ total: 1, items: [{ id: claim.id, number: 'EC-0001' }] });
    expect(await queue(ola.token)).toEqual({ items: [], total: 0 });
    expect(await queue(kofi.token)).toEqual({ items: [], total: 0 });

    const own = await calls.decide(kofi.token, { id: claim.id, decision: 'approve' });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(OWN_REQUEST);
    const early = await calls.decide(ola.token, { id: claim.id, decision: 'approve' });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe(NOT_A_DECIDER);
  });

  test('lowering a line needs a reason, never goes above the claim, and names only the claim’s lines', async () => {
    const refusal = async (lines: unknown[], decision = 'approve') => {
      const answer = await calls.decide(hal.token, { id: claim.id, decision, comment: 'x', lines });
      expect(answer.status).toBe(400);
      return { error: answer.body.error, field: answer.body.field };
    };
    const first = lineOf(claim).id;
    expect(await refusal([{ lineId: first, approvedAmount: '200.00' }])).toEqual({
      error: 'A reason is required to approve less than the 250.00 claimed.',
      field: 'lines[0].reason',
    });
    expect(await refusal([{ lineId: first, approvedAmount: '260.00', reason: 'Tip' }])).toEqual({
      error: 'The approved amount 260.00 is more than the 250.00 claimed.',
      field: 'lines[0].approvedAmount',
    });
    expect(
      await refusal([
        { lineId: first, approvedAmount: '200.00', reason: 'Over the taxi rate' },
        { lineId: first, approvedAmount: '100.00', reason: 'Twice' },
      ]),
    ).toEqual({ error: LINE_TWICE, field: 'lines[1].lineId' });
    expect(await refusal([{ lineId: kofi.employeeId, approvedAmount: '1.00' }])).toMatchObject({
      field: 'lines[0].lineId',
    });
    expect(await refusal([{ lineId: first, approvedAmount: '1.00', reason: 'r' }], 'reject')).toEqual({
      error: LINES_ONLY_ON_APPROVAL,
      field: 'lines',
    });
    // Nothing of the refused attempts stayed: the claim still waits on Hal, unchanged.
    expect(lineOf(await calls.claim(kofi.token, claim.id)).approvedAmount).toBeNull();
  });

  test('the first step lowers a line with its reason; the claim still waits, and Kofi is told', async () => {
    const answer = await calls.decide(hal.token, {
      id: claim.id,
      decision: 'approve',
      lines: [{ lineId: lineOf(claim).id, approvedAmount: '200.00', reason: 'Over the taxi rate' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = answer.body.returnObject;
    expect(after).toMatchObject({ status: 'submitted', totalApproved: null, totalClaimed: '290.00' });
    expect(lineOf(after)).toMatchObject({
      claimedAmount: '250.00',
      approvedAmount: '200.00',
      approvedReason: 'Over the taxi rate',
    });
    expect(after.steps.map((step) => step.decision)).toEqual(['approved', null]);
    expect(await claimNotices(api, kofi.userId)).toEqual([
      'Your expense claim EC-0001 was approved by one approver; it now waits for the next.',
    ]);
  });

  test('the last step cannot raise what the first approved, and its approval fixes the total', async () => {
    const raised = await calls.decide(ola.token, {
      id: claim.id,
      decision: 'approve',
      lines: [{ lineId: lineOf(claim).id, approvedAmount: '250.00' }],
    });
    expect(raised.status).toBe(400);
    expect(raised.body).toMatchObject({
      error: 'An earlier step approved 200.00; a later step cannot approve more.',
      field: 'lines[0].approvedAmount',
    });

    const answer = await calls.decide(ola.token, { id: claim.id, decision: 'approve' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const approved = answer.body.returnObject;
    expect(approved).toMatchObject({ status: 'approved', totalClaimed: '290.00', totalApproved: '240.00' });
    expect(approved.lines.map((line) => [line.claimedAmount, line.approvedAmount])).toEqual([
      ['250.00', '200.00'],
      ['40.00', '40.00'],
    ]);
    expect(approved.decidedAt).not.toBeNull();
    expect((await claimNotices(api, kofi.userId)).at(-1)).toBe(
      'Your expense claim EC-0001 was approved, some lines at a lower amount: see why.',
    );
    const again = await calls.decide(ola.token, { id: claim.id, decision: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(NOT_SUBMITTED);
  });
});

test('a rejection needs a comment; with one the claim is rejected and Kofi is told', async () => {
  const claim = await calls.submitted(kofi.token, [{ categoryId: taxi, amount: '30.00' }]);
  const bare = await calls.decide(hal.token, { id: claim.id, decision: 'reject', comment: '  ' });
  expect(bare.status).toBe(400);
  expect(bare.body).toMatchObject({ error: REJECTION_NEEDS_COMMENT, field: 'comment' });

  const answer = await calls.decide(hal.token, {
    id: claim.id,
    decision: 'reject',
    comment: 'Personal trip',
  });
  expect(answer.status).toBe(200);
  expect(answer.body.returnObject).toMatchObject({ status: 'rejected', totalApproved: null });
  expect(answer.body.returnObject.steps[0]).toMatchObject({ decision: 'rejected', comment: 'Personal trip' });
  expect((await claimNotices(api, kofi.userId)).at(-1)).toBe(
    'Your expense claim EC-0002 was rejected: see why.',
  );
});

test('expense workflows are listed apart, and leave never takes one', async () => {
  const workflows = await calls.ok<Workflow[]>('/approvals/list-workflows', { kind: 'expense' }, adminToken);
  expect(workflows.map((workflow) => [workflow.code, workflow.kind])).toEqual([['EXP', 'expense']]);
  const terms = await api.call<Answer<unknown>>(
    '/management/record-employment-terms',
    {
      employeeId: kofi.employeeId,
      effectiveDate: '2027-07-01',
      contractType: 'Permanent',
      startDate: '2027-07-01',
      payFrequency: 'Monthly',
      leaveWorkflowId: workflows[0]?.id,
    },
    { token: adminToken },
  );
  expect(terms.body).toMatchObject({ error: NOT_A_LEAVE_WORKFLOW, field: 'leaveWorkflowId' });
});
