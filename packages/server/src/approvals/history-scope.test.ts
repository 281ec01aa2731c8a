import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type LeaveEmployer, leaveEmployer } from '../leave/leave-report-fixtures.ts';
import { accountWithRole } from '../test-support/custom-roles.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { startApproval } from './approval-requests.ts';

/**
 * get-approval-history is scoped like the request it belongs to (issue 27): Erin, Engineering's HR
 * officer (leave read scoped to her department), reads the history of Engineering's leave requests and
 * of nobody else's, and not of a Team post's approval, which only those who manage Team posts read.
 * Ama sits in Engineering, Esi in Sales; the administrators decide every request.
 */

const TODAY = '2026-11-25';
let api: TestApi;
let employer: LeaveEmployer;
let employerId: string;
const people: Record<string, string> = {};
let erin: string;
const approvals: Record<string, string> = {};

async function approval(subjectType: string, requester: string): Promise<string> {
  const started = await api.db.transaction().execute((trx) =>
    startApproval(trx, {
      employerId,
      subjectType,
      subjectId: crypto.randomUUID(),
      requesterEmployeeId: people[requester] as string,
      workflowId: null,
      today: TODAY,
    }),
  );
  return started.approvalId;
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => new Date(`${TODAY}T09:00:00Z`) });
  employer = await leaveEmployer(api);
  employerId = employer.admin.session.user.employerId;
  const engineering = await employer.department('Engineering');
  const sales = await employer.department('Sales');
  for (const name of ['Ama', 'Erin']) {
    people[name] = (await employer.employee(name, { departmentId: engineering })).employeeId;
  }
  people.Esi = (await employer.employee('Esi', { departmentId: sales })).employeeId;
  erin = (
    await accountWithRole(api, employerId, people.Erin as string, {
      name: 'Engineering HR',
      grid: { leave: { read: 'department' } },
    })
  ).token;
  approvals.amasLeave = await approval('leave-request', 'Ama');
  approvals.esisLeave = await approval('leave-request', 'Esi');
  approvals.amasPost = await approval('announcement', 'Ama');
});
afterAll(() => api.close());

const history = (approvalId: string, token: string) =>
  api.call<{ returnObject: { requesterName: string } }>(
    '/approvals/get-approval-history',
    { approvalId },
    { token },
  );

describe('an HR officer scoped to their department', () => {
  test('reads the approval history of a leave request of the department', async () => {
    const answer = await history(approvals.amasLeave as string, erin);
    expect(answer.status).toBe(200);
    expect(answer.body.returnObject.requesterName).toBe('Ama Mensah');
  });

  test('is refused, without data, the history of leave outside the department and of a Team post', async () => {
    for (const approvalId of [approvals.esisLeave, approvals.amasPost] as string[]) {
      const answer = await history(approvalId, erin);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        error: 'You can only see the approvals you asked for or decide.',
      });
      expect(answer.body.returnObject).toBeUndefined();
    }
  });
});

describe('whoever manages Team posts', () => {
  test('reads a Team post’s approval history, but not a leave request’s', async () => {
    const editor = (
      await accountWithRole(api, employerId, people.Esi as string, {
        name: 'Team editor',
        grid: { team: { update: 'employer' } },
      })
    ).token;
    expect((await history(approvals.amasPost as string, editor)).status).toBe(200);
    expect((await history(approvals.amasLeave as string, editor)).status).toBe(403);
  });
});

describe('the administrator', () => {
  test('reads every history', async () => {
    for (const approvalId of Object.values(approvals)) {
      expect((await history(approvalId, employer.admin.token)).status).toBe(200);
    }
  });
});
