import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OWN_REQUEST } from '../../approvals/approval-requests.ts';
import type { EmployeeRecord, EmployeeRequest } from '../../contract-types.ts';
import { ghanaPayroll } from '../../payroll/runs/pay-run-test-support.ts';
import { accountWithRole } from '../../test-support/custom-roles.ts';
import { createReferences, type EmployerReferences } from '../../test-support/employee-fixtures.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { NO_EMPLOYEE_RECORD, REASON_TO_REJECT, SAME_CHANGE_WAITING } from './employee-requests.ts';
import { NO_SUCH_REQUEST } from './request-views.ts';

/**
 * Employee Management › Request: an employee's change of details waits for approval (payroll on the
 * old account until then), is decided through the approval module (never by the requester), applies
 * through the employee form's update; letters are filled at approval and downloaded as a PDF.
 */

const TODAY = new Date('2026-11-25T09:00:00Z');
let api: TestApi;
let payroll: Awaited<ReturnType<typeof ghanaPayroll>>;
let references: EmployerReferences;
let otherBankId: string;

beforeAll(async () => {
  api = await createTestApi({ clock: () => TODAY });
  payroll = await ghanaPayroll(api);
  references = await createReferences(api, payroll.token);
  const bank = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-bank',
    { code: 'GCB', name: 'GCB Bank' },
    { token: payroll.token },
  );
  otherBankId = bank.body.returnObject.id;
});
afterAll(() => api.close());

type Answer = { returnObject: EmployeeRequest; error?: string; field?: string };

/** An employee on pay, paid by bank to OLD-001 at Ecobank, signed in as themself. */
async function employeeOnPay(firstName: string) {
  const id = await payroll.employee(firstName);
  await api.db
    .updateTable('employees')
    .set({ payment_method: 'Bank', bank_id: references.bankId, bank_account: 'OLD-001' })
    .where('id', '=', id)
    .execute();
  return { id, token: (await api.newEmployeeUser(payroll.employerId, id)).token };
}

function call<T = Answer>(path: string, body: unknown, token: string) {
  return api.call<T>(path, body, { token });
}

async function succeeded(path: string, body: unknown, token: string): Promise<EmployeeRequest> {
  const answer = await call(path, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.returnObject;
}

async function recordOf(id: string): Promise<EmployeeRecord> {
  const answer = await call<{ returnObject: EmployeeRecord }>(
    '/management/get-employee',
    { id },
    payroll.token,
  );
  return answer.body.returnObject;
}

async function paidTo(runId: string, employeeId: string) {
  return api.db
    .selectFrom('payslips')
    .select(['bank_name', 'bank_account'])
    .where('pay_run_id', '=', runId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow();
}

describe('a change of bank account', () => {
  test('leaves payroll on the old account until approved, then applies through the form', async () => {
    const ama = await employeeOnPay('Ama');
    const asked = await succeeded(
      '/requests/ask-change-of-details',
      { subject: 'Bank account', bankId: otherBankId, bankAccount: ' NEW-002 ', reason: 'I moved banks' },
      ama.token,
    );
    expect(asked).toMatchObject({
      status: 'Pending',
      description: 'Bank account: GCB Bank NEW-002',
      waitingOn: 'Ada Lovelace',
      canWithdraw: true,
      canDecide: false,
    });
    expect((await recordOf(ama.id)).values.salary).toMatchObject({
      bankId: references.bankId,
      bankAccount: 'OLD-001',
    });

    const whilePending = await payroll.processed();
    expect(await paidTo(whilePending.id, ama.id)).toEqual({ bank_name: 'Ecobank', bank_account: 'OLD-001' });

    const [waiting] = (
      await call<{ returnObject: { toDecide: EmployeeRequest[] } }>(
        '/requests/list-requests',
        {},
        payroll.token,
      )
    ).body.returnObject.toDecide;
    expect(waiting).toMatchObject({ id: asked.id, canDecide: true, employeeName: 'Ama Mensah' });
    const bell = await call<{ returnObject: { items: { title: string; link: string }[] } }>(
      '/notifications/list-notifications',
      {},
      payroll.token,
    );
    expect(JSON.stringify(bell.body)).toContain('Ama Mensah asks: Bank account: GCB Bank NEW-002');

    const approved = await succeeded(
      '/requests/decide-request',
      { id: asked.id, decision: 'approve' },
      payroll.token,
    );
    expect(approved).toMatchObject({ status: 'Approved', decidedOn: '2026-11-25', waitingOn: null });
    expect((await recordOf(ama.id)).values.salary).toMatchObject({
      bankId: otherBankId,
      bankAccount: 'NEW-002',
    });
    const afterApproval = await payroll.processed({ periodStart: '2026-12-01', payDate: '2026-12-28' });
    expect(await paidTo(afterApproval.id, ama.id)).toEqual({
      bank_name: 'GCB Bank',
      bank_account: 'NEW-002',
    });

    // One row in the trail, the form's row on the employee, naming the request it came from.
    const rows = await api.db
      .selectFrom('audit_events')
      .select(['record_type', 'record_id', 'before', 'after'])
      .where('operation', '=', 'decideRequest')
      .where('employer_id', '=', payroll.employerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      record_type: 'employee',
      record_id: ama.id,
      after: { salary: { bankAccount: 'NEW-002' }, request: { id: asked.id, status: 'Approved' } },
    });
  });

  test('the requester cannot approve their own request, whatever their role', async () => {
    const kofi = { id: await payroll.employee('Kofi') };
    const officer = await accountWithRole(api, payroll.employerId, kofi.id, {
      name: 'Self-approver',
      grid: { employees: { read: 'employer', update: 'employer' } },
    });
    const asked = await succeeded(
      '/requests/ask-change-of-details',
      { subject: 'Marital status', maritalStatus: 'Married' },
      officer.token,
    );
    const own = await call('/requests/decide-request', { id: asked.id, decision: 'approve' }, officer.token);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(OWN_REQUEST);
    expect((await recordOf(kofi.id)).values.family.maritalStatus).toBe('Single');
  });
});

describe('refusals', () => {
  test('400 naming the field for a missing, unknown or unchanged value', async () => {
    const esi = await employeeOnPay('Esi');
    const cases = [
      [
        { subject: 'Bank account', bankId: otherBankId },
        'bankAccount',
        'The account number is required to change the bank account.',
      ],
      [
        { subject: 'Bank account', bankAccount: '1' },
        'bankId',
        'The bank is required to change the bank account.',
      ],
      [
        { subject: 'Bank account', bankId: crypto.randomUUID(), bankAccount: '1' },
        'bankId',
        'The bank must be one of the employer’s banks.',
      ],
      [{ subject: 'Name', firstName: 'Esi' }, 'lastName', 'The last name is required to change the name.'],
      [
        { subject: 'Name', firstName: 'Esi', lastName: 'Mensah' },
        'firstName',
        'This is what your record already says.',
      ],
      [
        { subject: 'Marital status' },
        'maritalStatus',
        'The marital status is required to change the marital status.',
      ],
    ] as const;
    for (const [body, field, error] of cases) {
      const answer = await call('/requests/ask-change-of-details', body, esi.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ field, error });
    }
    expect(
      await api.db.selectFrom('employee_requests').select('id').where('employee_id', '=', esi.id).execute(),
    ).toEqual([]);
  });

  test('one change of a detail waits at a time; an account without a record asks nothing; rejecting needs a reason', async () => {
    const yaw = await employeeOnPay('Yaw');
    const first = await succeeded(
      '/requests/ask-change-of-details',
      { subject: 'Name', firstName: 'Yaw', lastName: 'Boateng' },
      yaw.token,
    );
    const second = await call(
      '/requests/ask-change-of-details',
      { subject: 'Name', firstName: 'Yao', lastName: 'Boateng' },
      yaw.token,
    );
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(SAME_CHANGE_WAITING);
    const administrator = await call('/requests/ask-letter', { letter: 'Salary certificate' }, payroll.token);
    expect(administrator.status).toBe(403);
    expect(administrator.body.error).toBe(NO_EMPLOYEE_RECORD);
    const noReason = await call(
      '/requests/decide-request',
      { id: first.id, decision: 'reject', comment: ' ' },
      payroll.token,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ field: 'comment', error: REASON_TO_REJECT });
  });
});

describe('rejected and withdrawn requests change nothing', () => {
  test('a rejected name change keeps the name and tells the reason', async () => {
    const abena = await employeeOnPay('Abena');
    const asked = await succeeded(
      '/requests/ask-change-of-details',
      { subject: 'Name', firstName: 'Abena', lastName: 'Owusu' },
      abena.token,
    );
    const rejected = await succeeded(
      '/requests/decide-request',
      { id: asked.id, decision: 'reject', comment: 'Send the marriage certificate first.' },
      payroll.token,
    );
    expect(rejected).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Send the marriage certificate first.',
    });
    expect((await recordOf(abena.id)).values.quickEntry.lastName).toBe('Mensah');
    const mine = await call<{ returnObject: { requests: EmployeeRequest[] } }>(
      '/requests/list-requests',
      {},
      abena.token,
    );
    expect(mine.body.returnObject.requests.map((request) => request.status)).toEqual(['Rejected']);
  });

  test('only the requester withdraws, while pending; the record keeps its values', async () => {
    const kojo = await employeeOnPay('Kojo');
    const asked = await succeeded(
      '/requests/ask-change-of-details',
      { subject: 'Bank account', bankId: otherBankId, bankAccount: 'K-9' },
      kojo.token,
    );
    const byAdministrator = await call('/requests/withdraw-request', { id: asked.id }, payroll.token);
    expect(byAdministrator.status).toBe(403);
    const withdrawn = await succeeded('/requests/withdraw-request', { id: asked.id }, kojo.token);
    expect(withdrawn).toMatchObject({ status: 'Withdrawn', canWithdraw: false, waitingOn: null });
    expect((await recordOf(kojo.id)).values.salary.bankAccount).toBe('OLD-001');
    const again = await call('/requests/withdraw-request', { id: asked.id }, kojo.token);
    expect(again.status).toBe(409);
    const decide = await call(
      '/requests/decide-request',
      { id: asked.id, decision: 'approve' },
      payroll.token,
    );
    expect(decide.status).toBe(409);
  });
});

describe('letters', () => {
  test('a template naming a placeholder that does not exist is refused, naming it', async () => {
    const answer = await call(
      '/requests/save-letter-template',
      { kind: 'Salary certificate', body: 'Dear {employee.fullName}, aged {employee.age}.' },
      payroll.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('body');
    expect(answer.body.error).toMatch(/^\{employee\.age\} is not a placeholder/);
  });

  test('approved, the letter is filled with the employee’s facts and the approver, and downloads as a PDF', async () => {
    const saved = await call<{ returnObject: { custom: boolean } }>(
      '/requests/save-letter-template',
      {
        kind: 'Salary certificate',
        body: '**{employee.fullName}** of {employer.name} earns {employee.salary}. Issued {today}.',
      },
      payroll.token,
    );
    expect(saved.body.returnObject.custom).toBe(true);
    const efua = await employeeOnPay('Efua');
    const asked = await succeeded(
      '/requests/ask-letter',
      { letter: 'Salary certificate', reason: 'Rent' },
      efua.token,
    );
    const early = await call('/requests/download-letter', { id: asked.id }, efua.token);
    expect(early.status).toBe(404);
    await succeeded('/requests/decide-request', { id: asked.id, decision: 'approve' }, payroll.token);
    const stored = await api.db
      .selectFrom('employee_requests')
      .select(['letter_text', 'decided_by_name'])
      .where('id', '=', asked.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      letter_text: "**Efua Mensah** of Ada Lovelace's organisation earns GHS 5,000.00. Issued 25 Nov 2026.",
      decided_by_name: 'Ada Lovelace',
    });
    const pdf = await api.call('/requests/download-letter', { id: asked.id }, { token: efua.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('salary-certificate-efua-mensah.pdf');
  });
});

describe('scope and tenancy', () => {
  test('a department’s HR officer sees that department’s requests; others are 404 to them', async () => {
    const inside = (
      await api.addEmployee(payroll.token, { firstName: 'Nana', department: references.departmentId })
    ).id;
    const outside = await employeeOnPay('Adwoa');
    const officerRecord = (
      await api.addEmployee(payroll.token, { firstName: 'Officer', department: references.departmentId })
    ).id;
    const officer = await accountWithRole(api, payroll.employerId, officerRecord, {
      name: 'HR of Engineering',
      grid: { employees: { read: 'department' } },
    });
    const nana = await api.newEmployeeUser(payroll.employerId, inside);
    const insideRequest = await succeeded(
      '/requests/ask-letter',
      { letter: 'Employment confirmation' },
      nana.token,
    );
    const outsideRequest = await succeeded(
      '/requests/ask-letter',
      { letter: 'Employment confirmation' },
      outside.token,
    );
    const seen = await call<{ returnObject: { requests: EmployeeRequest[] } }>(
      '/requests/list-requests',
      {},
      officer.token,
    );
    const ids = seen.body.returnObject.requests.map((request) => request.id);
    expect(ids).toContain(insideRequest.id);
    expect(ids).not.toContain(outsideRequest.id);
    const filtered = await call('/requests/list-requests', { employeeId: outside.id }, officer.token);
    expect(filtered.status).toBe(404);
    const decide = await call(
      '/requests/decide-request',
      { id: outsideRequest.id, decision: 'approve' },
      officer.token,
    );
    expect(decide.status).toBe(404);
    expect(decide.body.error).toBe(NO_SUCH_REQUEST);
  });

  test('another employer’s administrator reaches none of these requests', async () => {
    const ato = await employeeOnPay('Ato');
    const asked = await succeeded('/requests/ask-letter', { letter: 'Employment confirmation' }, ato.token);
    const stranger = await api.newAdministrator();
    const list = await call<{ returnObject: { requests: EmployeeRequest[]; toDecide: EmployeeRequest[] } }>(
      '/requests/list-requests',
      {},
      stranger.token,
    );
    expect(list.body.returnObject).toEqual({ requests: [], toDecide: [] });
    const named = await call('/requests/list-requests', { employeeId: ato.id }, stranger.token);
    expect(named.status).toBe(404);
    const sent = [
      ['/requests/decide-request', { id: asked.id, decision: 'approve' }],
      ['/requests/withdraw-request', { id: asked.id }],
      ['/requests/download-letter', { id: asked.id }],
    ] as const;
    for (const [path, body] of sent) {
      const answer = await call(path, body, stranger.token);
      expect(answer.status, path).toBe(404);
    }
  });
});
