import { notAllowedMessage } from '@hr/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SetUpChecklist, SetUpChecklistItemId } from '../contract-types.ts';
import { loadContract } from '../http/contract.ts';
import { auditedBy, theOneAuditRow } from '../test-support/audit-rows.ts';
import { exampleBody } from '../test-support/contract-cases.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

const contract = loadContract();
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Answer = { returnObject: SetUpChecklist };
const read = (token: string) => api.call<Answer>('/employer/get-set-up-checklist', {}, { token });
const dismiss = (token: string) => api.call<Answer>('/employer/dismiss-set-up-checklist', {}, { token });
const ticked = (checklist: SetUpChecklist) =>
  checklist.items.filter((item) => item.done).map((item) => item.id);

/** Sends an operation's own contract example, with `changes` over it, and expects it to succeed. */
async function sendExample(token: string, path: string, changes: Record<string, unknown> = {}) {
  const operation = contract.operations.find((candidate) => candidate.path === path);
  if (!operation) throw new Error(`No ${path} in the contract.`);
  const answer = await api.call<{ returnObject?: { id?: string } }>(
    path,
    { ...exampleBody(contract, operation), ...changes },
    { token },
  );
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.returnObject;
}

describe('the set-up checklist', () => {
  test('each item is ticked by the employer’s data as it is made, in the contract’s order', async () => {
    const { token } = await api.newAdministrator();
    const steps: [SetUpChecklistItemId, () => Promise<unknown>][] = [
      ['employerInformation', () => sendExample(token, '/employer/update-information', { logo: null })],
      [
        'departmentsAndPositions',
        async () => {
          await sendExample(token, '/employer/create-department', { headEmployeeId: null });
          // One of the two is not enough: the item waits for a position too.
          expect(ticked((await read(token)).body.returnObject)).not.toContain('departmentsAndPositions');
          await sendExample(token, '/employer/create-job-position');
        },
      ],
      ['employees', () => api.addEmployee(token, { firstName: 'Ama', lastName: 'Owusu' })],
      [
        'leave',
        async () => {
          await sendExample(token, '/leave/create-leave-type');
          await sendExample(token, '/leave/create-work-week');
        },
      ],
      [
        'payroll',
        async () => {
          await sendExample(token, '/payroll/update-payroll-settings');
          await sendExample(token, '/payroll/create-statutory-tax');
        },
      ],
      [
        'invitations',
        async () => {
          const employee = await api.addEmployee(token, { firstName: 'Kofi', lastName: 'Boateng' });
          await sendExample(token, '/management/send-invitation', { id: employee.id });
        },
      ],
    ];

    const first = (await read(token)).body;
    expect(first).toEqual({
      returnCode: 200,
      returnObject: {
        dismissed: false,
        items: steps.map(([id]) => ({ id, done: false })),
        demoData: { canLoad: true, reason: null, employees: 50 },
      },
    });
    const done: SetUpChecklistItemId[] = [];
    for (const [item, makeIt] of steps) {
      await makeIt();
      done.push(item);
      expect(ticked((await read(token)).body.returnObject), `after ${item}`).toEqual(done);
    }
  });

  test('says whether Load demo data may run: while the employer is empty, hidden checklist or not', async () => {
    const { token } = await api.newAdministrator();
    expect((await dismiss(token)).body.returnObject.demoData).toEqual({
      canLoad: true,
      reason: null,
      employees: 50,
    });
    await sendExample(token, '/leave/create-leave-type');
    const { demoData } = (await read(token)).body.returnObject;
    expect(demoData).toEqual({
      canLoad: false,
      reason: 'Demo data goes only into an employer with nothing in it yet; this one has leave types.',
      employees: 50,
    });
    // The same words Load demo data refuses with.
    const refused = await api.call<{ error: string }>('/employer/load-demo-data', {}, { token });
    expect(refused.body).toMatchObject({ returnCode: 409, error: demoData.reason });
  });

  test('an item un-ticks when its data goes again', async () => {
    const { token } = await api.newAdministrator();
    const department = await sendExample(token, '/employer/create-department', { headEmployeeId: null });
    await sendExample(token, '/employer/create-job-position');
    expect(ticked((await read(token)).body.returnObject)).toEqual(['departmentsAndPositions']);
    await api.call('/employer/delete-department', { id: department?.id }, { token });
    expect(ticked((await read(token)).body.returnObject)).toEqual([]);
  });

  test('hidden for the whole employer, once: a second dismissal writes no second audit row', async () => {
    const admin = await api.newAdministrator();
    const employerId = admin.session.user.employerId;
    const row = await theOneAuditRow(api.db, employerId, () => dismiss(admin.token));
    expect(row).toMatchObject({
      operation: 'dismissSetUpChecklist',
      area: 'employer',
      before: { dismissed: false },
      after: { dismissed: true },
    });
    expect((await read(admin.token)).body.returnObject.dismissed).toBe(true);
    const again = await auditedBy(api.db, employerId, () => dismiss(admin.token));
    expect(again.answer.body.returnObject.dismissed).toBe(true);
    expect(again.rows).toEqual([]);
    // Another employer's checklist is its own.
    const other = await api.newAdministrator();
    expect((await read(other.token)).body.returnObject.dismissed).toBe(false);
  });

  test('an employee neither reads nor hides it: 403, and it stays shown', async () => {
    const admin = await api.newAdministrator();
    const employee = await api.newEmployeeUser(admin.session.user.employerId);
    for (const call of [read, dismiss]) {
      expect((await call(employee.token)).body).toEqual({
        returnCode: 403,
        error: notAllowedMessage('employer', 'update'),
      });
    }
    expect((await read(admin.token)).body.returnObject.dismissed).toBe(false);
  });
});
