import { expect } from 'vitest';
import { issueRefreshToken, newSessionId } from '../auth/refresh-tokens.ts';
import type { Contract, ContractOperation } from '../http/contract.ts';
import { ghanaPayroll } from '../payroll/runs/pay-run-test-support.ts';
import { exampleBody } from './contract-cases.ts';
import { createReferences } from './employee-fixtures.ts';
import { type Body, schemaTools } from './optional-field-cases.ts';
import { minimalPdf, minimalPng } from './sample-files.ts';
import type { TestApi } from './test-api.ts';

/**
 * The contract's examples "pointed at a set-up employer's rows", for the generic suites that send
 * every operation (worst inputs, the permission matrix, the audit walker): one Ghana employer with an
 * employee on pay, its reference rows, leave opened with a type and a policy, a discussion topic, a
 * draft pay run and an incident category; an example's ids are replaced by that employer's rows of the same name, an operation
 * that acts on a row (update, delete, get, set active...) gets a row of its own made by the operation
 * that makes such rows, and what the database keeps unique is made unique for each request.
 */

/** Which operation makes the row an operation acts on, where it is not the create-X of its X. */
const MADE_BY: Record<string, string> = {
  '/payroll/update-employee-pay-item': '/payroll/assign-employee-pay-item',
  '/payroll/remove-employee-pay-item': '/payroll/assign-employee-pay-item',
  '/payroll/update-employee-relief': '/payroll/add-employee-relief',
  '/payroll/remove-employee-relief': '/payroll/add-employee-relief',
  '/management/send-invitation': '/management/create-employee',
  '/leave/withdraw-leave-request': '/leave/submit-leave-request',
  '/leave/decide-leave-request': '/leave/submit-leave-request',
  '/team/list-document-acknowledgements': '/team/create-shared-document',
  '/placements/cancel-placement': '/placements/record-placement',
  // Education, Experience and Training (issue 28 item 3): a save without an id adds the row.
  '/records/delete-education': '/records/save-education',
  '/records/verify-education': '/records/save-education',
  '/records/delete-experience': '/records/save-experience',
  '/records/verify-experience': '/records/save-experience',
  '/records/delete-training': '/records/save-training',
  // Attendance, set-up and punching (issue 29): a save without an id adds the row.
  '/attendance/delete-shift-type': '/attendance/save-shift-type',
  '/attendance/delete-attendance-site': '/attendance/save-attendance-site',
  // Document WorkFlow (issue 31): a request's items are read by the request's id.
  '/documents/list-document-request-items': '/documents/create-document-request',
  // Expense Claim (issue 32): a save without an id adds the row.
  '/expenses/delete-expense-category': '/expenses/save-expense-category',
  '/expenses/delete-mileage-rate': '/expenses/save-mileage-rate',
  '/expenses/delete-exchange-rate': '/expenses/save-exchange-rate',
};

/** Operations that change the employee they name, so they get one of their own. */
const CHANGES_ITS_EMPLOYEE = new Set([
  '/management/update-employee',
  '/management/end-employment',
  // A move that changes nothing is refused, so each send moves someone not moved before.
  '/placements/record-placement',
  '/placements/preview-bulk-placement',
  '/placements/record-bulk-placement',
  '/management/record-employment-terms',
  // Attendance (issue 29): a person's shift assignments never overlap, so each send assigns someone new.
  '/attendance/assign-shift',
]);

/** A date after today whatever day the suite runs: only terms scheduled after today are cancelled. */
const SCHEDULED_TERMS_DATE = `${new Date().getUTCFullYear() + 1}-07-01`;

/**
 * Rows an employee holds one of at a time (leave on the example's dates would overlap): made for an
 * employee of their own when another operation acts on them.
 */
const ONE_PER_EMPLOYEE = new Set(['/leave/submit-leave-request']);

/**
 * Example values that, sent, would leave the employer unable to do what a later operation needs:
 * the employer pays in GHS, and the example's KES would leave every later pay run paying no one.
 */
const KEPT_AS_SET_UP: Record<string, Body> = {
  '/payroll/update-payroll-settings': { currency: 'GHS' },
  '/management/cancel-employment-terms': { effectiveDate: SCHEDULED_TERMS_DATE },
  // Employer › Setting (issue 28 item 5): a longer or breached-list password rule would refuse the
  // example passwords later operations set, and two-factor would stop the administrator's sign-in.
  // Incident cases (issue 30): the move's example asks for an explanation by a day after today.
  '/incidents/move-incident-case': { move: { kind: 'request-explanation', explainBy: SCHEDULED_TERMS_DATE } },
  '/employer/update-settings': {
    passwordMinLength: 8,
    refuseBreachedPasswords: false,
    twoFactorRequiredForAdmins: false,
    suspensionBlocksSignIn: false,
    defaultCurrency: 'GHS',
  },
  // Expense claims (issue 32): the decision approves the claim's lines as they stand (the example's
  // line is of another claim).
  '/expenses/decide-expense-claim': { lines: [] },
};

/** What the database keeps unique within an employer: made unique for each request. */
const UNIQUE_TEXTS = new Set(['code', 'employeeNo', 'name', 'vehicleType']);

/** The create-X of an operation named verb-X that acts on an X by its id. */
function createOf(path: string): string | undefined {
  const setActive = /^(.*)\/set-(.+)-active$/.exec(path);
  if (setActive) return `${setActive[1]}/create-${setActive[2]}`;
  const acting = /^(.*)\/(?:update|delete|get|lock|mark|acknowledge)-(.+?)(?:-read)?$/.exec(path);
  return acting ? `${acting[1]}/create-${acting[2]}` : undefined;
}

export type PointedEmployer = Awaited<ReturnType<typeof pointedEmployer>>;

/** Sets up the employer through `api` and answers how to send each operation's pointed example. */
export async function pointedEmployer(api: TestApi, contract: Contract) {
  const tools = schemaTools(contract);
  const payroll = await ghanaPayroll(api);
  const { token, employerId } = payroll;
  const references = await createReferences(api, token);
  const branch = await api.call<{ returnObject: { id: string } }>(
    '/employer/create-branch',
    { code: 'POINTED', name: 'Pointed branch' },
    { token },
  );
  const employeeId = await payroll.employee('Ama');
  const opened = await api.call(
    '/employer/set-module-access',
    { moduleId: 'leave', enabled: true },
    { token },
  );
  expect(opened.status).toBe(200);
  const leaveType = await api.call<{ returnObject: { id: string } }>(
    '/leave/create-leave-type',
    { code: 'AL', requireReason: false, requireAttachment: false, allowNegativeBalance: true },
    { token },
  );
  const leaveTypeId = leaveType.body.returnObject.id;
  await api.call(
    '/leave/create-earning-policy',
    {
      name: 'Everyone',
      leaveTypeId,
      entitlement: '20',
      frequency: 'Monthly',
      rounding: 'Half',
      waitingPeriodMonths: 0,
      carryOverCap: '5',
      carryOverExpiresAfterMonths: 3,
      appliesTo: 'everyone',
      appliesToIds: [],
    },
    { token },
  );
  const housing = await api.db
    .selectFrom('pay_items')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('code', '=', 'HOUSING')
    .executeTakeFirstOrThrow();
  const topic = await api.call<{ returnObject: { id: string } }>(
    '/team/create-discussion-topic',
    { title: 'Pointed examples' },
    { token },
  );
  const draftRun = await payroll.processed();
  // Incident set-up (issue 30): the category a type is filed under.
  const category = await api.call<{ returnObject: { id: string } }>(
    '/incidents/create-incident-category',
    { code: 'POINTED', description: 'Pointed category' },
    { token },
  );
  expect(category.status).toBe(200);
  // Incident cases (issue 30): the type a case is reported under.
  const incidentType = await api.call<{ returnObject: { id: string } }>(
    '/incidents/create-incident-type',
    {
      code: 'POINTED',
      description: 'Pointed type',
      categoryId: category.body.returnObject.id,
      rule: 'Handbook',
    },
    { token },
  );
  expect(incidentType.status).toBe(200);
  /** The draft run's payslip as it is now: a rerun replaces its payslips. */
  const payslipId = async () =>
    (
      await api.db
        .selectFrom('payslips')
        .select('id')
        .where('pay_run_id', '=', draftRun.id)
        .executeTakeFirstOrThrow()
    ).id;
  // Expense Claim (issue 32): the module on, a category and a mileage rate for the claim's lines, and
  // a claimant of their own (an employee holds one account), whose claims the operations on a claim
  // act on and who sends them (requesterOf).
  const expensesOpened = await api.call(
    '/employer/set-module-access',
    { moduleId: 'expense-claim', enabled: true },
    { token },
  );
  expect(expensesOpened.status).toBe(200);
  const expenseCategory = await api.call<{ returnObject: { id: string } }>(
    '/expenses/save-expense-category',
    { code: 'POINTED', description: 'Pointed expenses' },
    { token },
  );
  expect(expenseCategory.status).toBe(200);
  const claimant = await api.newEmployeeUser(employerId, (await api.addEmployee(token)).id);
  const attachment = await api.call<{ returnObject: { id: string } }>('/files/upload-attachment', undefined, {
    token,
    rawBody: minimalPdf(),
    headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'pointed.pdf' },
  });
  expect(attachment.status).toBe(200);
  /** Pay runs that are used up (finalised, deleted) are each of a month of their own, after November. */
  let laterMonths = 0;
  async function laterDraftRun(): Promise<string> {
    laterMonths += 1;
    const month = new Date(Date.UTC(2026, 10 + laterMonths, 1)).toISOString().slice(0, 10);
    const run = await payroll.processed({ periodStart: month, payDate: `${month.slice(0, 8)}28` });
    return run.id;
  }
  /** What a pay run's selection of employees names. */
  const selectedIds = [employeeId];
  /** This employer's rows, by the name a request gives their id. */
  const ids: Record<string, string> = {
    employeeId,
    itemId: housing.id,
    topicId: topic.body.returnObject.id,
    leaveTypeId,
    runId: draftRun.id,
    position: references.jobPositionId,
    jobPositionId: references.jobPositionId,
    department: references.departmentId,
    departmentId: references.departmentId,
    levelId: references.levelId,
    branchId: branch.body.returnObject.id,
    bankId: references.bankId,
    lineManagerId: references.lineManagerId,
    headEmployeeId: references.lineManagerId,
    approverEmployeeId: references.lineManagerId,
    delegateEmployeeId: employeeId,
    categoryId: category.body.returnObject.id,
    typeId: incidentType.body.returnObject.id,
  };
  /** A claim line the rules pass: in the payroll currency, under the pointed category, needing no receipt. */
  const claimBody = () => ({
    title: 'Pointed claim',
    lines: [
      {
        date: '2026-11-12',
        categoryId: expenseCategory.body.returnObject.id,
        description: 'Taxi',
        kind: 'amount',
        amount: '85.00',
        currency: 'GHS',
        receiptIds: [],
      },
    ],
  });
  /** A draft claim of the claimant's; submitted when asked. */
  async function expenseClaim(submitted: boolean): Promise<string> {
    const saved = await api.call<{ returnObject: { id: string } }>(
      '/expenses/save-expense-claim',
      claimBody(),
      {
        token: claimant.token,
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.returnObject.id;
    requesters.set(id, claimant.token);
    if (submitted) {
      const sent = await api.call('/expenses/submit-expense-claim', { id }, { token: claimant.token });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    return id;
  }
  /** Bodies whose rows the generic pointing cannot find (an expense category beside the incident one). */
  const expenseBodies: Record<string, () => Body> = {
    '/expenses/save-expense-claim': claimBody,
    // One rate per currency and day: each send a day of its own.
    '/expenses/save-exchange-rate': () => ({
      effectiveFrom: new Date(Date.UTC(2020, 0, 1 + Number.parseInt(uniqueTag().slice(1), 36)))
        .toISOString()
        .slice(0, 10),
    }),
  };

  /** The row an operation acts on, where no operation of the contract makes it on its own. */
  const actsOn: Record<string, () => Promise<string> | string> = {
    '/payroll/rerun-pay-run': () => draftRun.id,
    '/payroll/get-pay-run': () => draftRun.id,
    '/payroll/finalise-pay-run': laterDraftRun,
    '/payroll/delete-pay-run': laterDraftRun,
    '/payroll/get-payslip': payslipId,
    '/payroll/download-payslip-pdf': payslipId,
    '/files/download-attachment': () => attachment.body.returnObject.id,
    '/expenses/get-expense-claim': () => expenseClaim(true),
    '/expenses/submit-expense-claim': () => expenseClaim(false),
    '/expenses/delete-expense-claim': () => expenseClaim(false),
    '/management/get-all-employees-on-user': () => payroll.admin.session.user.id,
    '/leave/cancel-leave-request': async () => {
      const request = await made(byPath('/leave/submit-leave-request'));
      const decided = await api.call(
        '/leave/decide-leave-request',
        { id: request, decision: 'approve' },
        { token },
      );
      expect(decided.status).toBe(200);
      return request;
    },
  };
  // Employee Management › Request (issue 28, item 4): a request is asked by its employee, so the
  // operations acting on one get a request of its own, asked by a new employee whose token
  // requesterOf answers (withdrawing is the requester's own act).
  const requesters = new Map<string, string>();
  async function askedLetter(): Promise<string> {
    const asker = await api.newEmployeeUser(employerId, (await api.addEmployee(token)).id);
    const asked = await api.call<{ returnObject: { id: string } }>(
      '/requests/ask-letter',
      { letter: 'Employment confirmation' },
      { token: asker.token },
    );
    expect(asked.status).toBe(200);
    requesters.set(asked.body.returnObject.id, asker.token);
    return asked.body.returnObject.id;
  }
  actsOn['/requests/withdraw-request'] = askedLetter;

  // Incident cases (issue 30): a case reported about the employee on pay, for each operation on one;
  // the move's under investigation, so its example (asking for an explanation) is one it may make.
  async function reportedCase(): Promise<string> {
    const reported = await api.call<{ returnObject: { case: { id: string } } }>(
      '/incidents/report-incident-case',
      {
        typeId: ids.typeId,
        occurredFrom: '2026-11-02',
        occurredTo: '2026-11-20',
        summary: 'Pointed',
        subjectIds: [employeeId],
      },
      { token },
    );
    expect(reported.status).toBe(200);
    return reported.body.returnObject.case.id;
  }
  actsOn['/incidents/get-incident-case'] = reportedCase;
  actsOn['/incidents/update-incident-case'] = reportedCase;
  actsOn['/incidents/move-incident-case'] = async () => {
    const id = await reportedCase();
    const opened = await api.call(
      '/incidents/move-incident-case',
      { id, move: { kind: 'open-investigation', investigatorId: references.lineManagerId } },
      { token },
    );
    expect(opened.status).toBe(200);
    return id;
  };
  actsOn['/requests/decide-request'] = askedLetter;
  actsOn['/requests/download-letter'] = async () => {
    const id = await askedLetter();
    const approved = await api.call('/requests/decide-request', { id, decision: 'approve' }, { token });
    expect(approved.status).toBe(200);
    return id;
  };

  // Attendance: days, report, requests (issue 29): an attendance request is asked by its employee, as
  // an employee request is; overtime is approved on a day the daily job would have written.
  async function askedAttendanceRequest(): Promise<string> {
    const asker = await api.newEmployeeUser(employerId, (await api.addEmployee(token)).id);
    const asked = await api.call<{ returnObject: { id: string } }>(
      '/attendance/ask-attendance-request',
      {
        date: '2026-11-02',
        kind: 'Forgot to punch',
        checkIn: '09:00',
        checkOut: '17:00',
        reason: 'Flat phone',
      },
      { token: asker.token },
    );
    expect(asked.status).toBe(200);
    requesters.set(asked.body.returnObject.id, asker.token);
    return asked.body.returnObject.id;
  }
  actsOn['/attendance/withdraw-attendance-request'] = askedAttendanceRequest;
  actsOn['/attendance/decide-attendance-request'] = askedAttendanceRequest;
  async function dayWithOvertime(): Promise<string> {
    const employee = (await api.addEmployee(token)).id;
    await api.db
      .insertInto('attendance_days')
      .values({
        employer_id: employerId,
        employee_id: employee,
        date: '2026-12-01',
        status: 'Present',
        shift_type_id: null,
        worked_minutes: 515,
        late_minutes: 0,
        early_exit_minutes: 0,
        overtime_minutes: 95,
        first_in: new Date('2026-12-01T08:55:00Z'),
        last_out: new Date('2026-12-01T18:30:00Z'),
      })
      .execute();
    return employee;
  }

  let sent = 0;

  /**
   * A session of the administrator's to sign out (end-session), not the sender's: issued as a sign-in
   * issues it, since the suites change the administrator's password (change-password's example) before
   * they get here, so signing in again with the first one is refused.
   */
  async function anotherSession(): Promise<string> {
    const sessionId = newSessionId();
    await issueRefreshToken(
      api.db,
      payroll.admin.session.user.id,
      sessionId,
      { userAgent: 'Pointed examples', clientAddress: null },
      api.deps.clock(),
    );
    return sessionId;
  }

  /** An employee's account with two-factor on, written as confirming enrolment leaves it. */
  async function accountWithTwoFactor(): Promise<string> {
    const { userId } = await api.newEmployeeUser(employerId);
    await api.db
      .insertInto('two_factor_credentials')
      .values({ user_id: userId, secret_encrypted: 'not read by the reset', confirmed_at: new Date() })
      .execute();
    return userId;
  }

  /** A file `as` uploaded and attached to nothing. */
  async function ownUpload(as: string, bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
    const upload = await api.call<{ returnObject: { id: string } }>('/files/upload-attachment', undefined, {
      token: as,
      rawBody: bytes,
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
    });
    expect(upload.status).toBe(200);
    return upload.body.returnObject.id;
  }

  /** Document WorkFlow (issue 31): a document asked of a new employee with an account, by the create example. */
  async function askedDocument(): Promise<{ itemId: string; employeeToken: string }> {
    const employee = (await api.addEmployee(token)).id;
    const account = await api.newEmployeeUser(employerId, employee);
    const body = await pointed(byPath('/documents/create-document-request'));
    const asked = await api.call<{ returnObject: { id: string } }>(
      '/documents/create-document-request',
      { ...body, audience: 'employees', employeeIds: [employee] },
      { token },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const item = await api.db
      .selectFrom('document_items')
      .select('id')
      .where('request_id', '=', asked.body.returnObject.id)
      .executeTakeFirstOrThrow();
    return { itemId: item.id, employeeToken: account.token };
  }
  // A version the employee handed in themself, for someone else to review.
  actsOn['/documents/review-document-item'] = async () => {
    const { itemId, employeeToken } = await askedDocument();
    const handedIn = await api.call(
      '/documents/upload-document-version',
      {
        id: itemId,
        attachmentId: await ownUpload(employeeToken, minimalPdf(), 'id.pdf'),
      },
      { token: employeeToken },
    );
    expect(handedIn.status, JSON.stringify(handedIn.body)).toBe(200);
    return itemId;
  };

  // Sign-off (issue 31, Build item 4): a PDF asked with a one-step document workflow the
  // administrators decide, handed in by its employee and signed by the administrator.
  actsOn['/documents/download-signed-document'] = async () => {
    const signOff = await api.call<{ returnObject: { id: string } }>(
      '/approvals/create-workflow',
      {
        code: `S${uniqueTag()}`,
        name: 'Pointed sign-off',
        kind: 'document',
        steps: [{ approver: 'administrator' }],
      },
      { token },
    );
    expect(signOff.status, JSON.stringify(signOff.body)).toBe(200);
    const employee = (await api.addEmployee(token)).id;
    const account = await api.newEmployeeUser(employerId, employee);
    const body = await pointed(byPath('/documents/create-document-request'));
    const asked = await api.call<{ returnObject: { id: string } }>(
      '/documents/create-document-request',
      {
        ...body,
        audience: 'employees',
        employeeIds: [employee],
        allowedTypes: ['application/pdf'],
        signOffWorkflowId: signOff.body.returnObject.id,
      },
      { token },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const item = await api.db
      .selectFrom('document_items')
      .select('id')
      .where('request_id', '=', asked.body.returnObject.id)
      .executeTakeFirstOrThrow();
    const handedIn = await api.call(
      '/documents/upload-document-version',
      { id: item.id, attachmentId: await ownUpload(account.token, minimalPdf(), 'policy.pdf') },
      { token: account.token },
    );
    expect(handedIn.status, JSON.stringify(handedIn.body)).toBe(200);
    const signed = await api.call(
      '/documents/review-document-item',
      { id: item.id, version: 1, decision: 'approve' },
      { token },
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    return item.id;
  };

  /** A PNG the administrator uploaded and attached to nothing (set-profile-photo's attachmentId). */
  async function ownPhotoUpload(): Promise<string> {
    const upload = await api.call<{ returnObject: { id: string } }>('/files/upload-attachment', undefined, {
      token,
      rawBody: minimalPng(),
      headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'photo.png' },
    });
    expect(upload.status).toBe(200);
    return upload.body.returnObject.id;
  }

  function send(operation: ContractOperation, body: Body, as: string | null = token) {
    return api.call(operation.path, body, operation.requiresBearer && as ? { token: as } : {});
  }

  function uniqueTag(): string {
    sent += 1;
    return `w${sent.toString(36)}`;
  }

  /** `body` with its ids pointing at this employer's rows (`own` first) and its unique texts unique. */
  function bound(
    body: Body,
    schema: Parameters<typeof tools.propertyOf>[0],
    own: Record<string, string>,
  ): Body {
    for (const [name, value] of Object.entries(body)) {
      const property = tools.propertyOf(schema, name);
      if (!property) continue;
      const formats = tools.parts(property).map((part) => part.format);
      if (name === 'selection' && value && typeof value === 'object') (value as Body).ids = selectedIds;
      // A list of this employer's roles (set-account-roles): the one role made below.
      if (name === 'roleIds' && Array.isArray(value)) body[name] = [ids.roleId];
      // The people a bulk placement moves: the employee of its own, or the one on pay.
      if (name === 'employeeIds' && Array.isArray(value)) body[name] = [own.employeeId ?? ids.employeeId];
      // A training course's attendees (save-training): the employee on pay.
      if (name === 'attendeeIds' && Array.isArray(value)) body[name] = [ids.employeeId];
      // An incident case's subjects (report-incident-case): the employee on pay.
      if (name === 'subjectIds' && Array.isArray(value)) body[name] = [ids.employeeId];
      if (Array.isArray(value)) {
        const items = tools.parts(property).find((part) => 'items' in part) as { items?: object } | undefined;
        for (const item of value) {
          if (item && typeof item === 'object' && items?.items) bound(item as Body, items.items, {});
        }
      } else if (value && typeof value === 'object') bound(value as Body, property, own);
      else if (typeof value !== 'string') continue;
      else if (formats.includes('uuid')) body[name] = own[name] ?? ids[name] ?? value;
      // Attendance (issue 29): a punch's device key is unique per person, and 8 characters at least.
      else if (name === 'deviceKey') body[name] = `${value.slice(0, 8)}${uniqueTag()}`;
      else if (UNIQUE_TEXTS.has(name)) body[name] = `${value.slice(0, 4)}${uniqueTag()}`;
      else if (formats.includes('email')) body[name] = `${uniqueTag()}.${value}`;
    }
    return body;
  }

  function byPath(path: string): ContractOperation {
    const operation = contract.operations.find((candidate) => candidate.path === path);
    if (!operation) throw new Error(`The contract has no ${path}.`);
    return operation;
  }

  /** Sends `maker`'s pointed example and answers the id of the row it made (a leave request's is nested). */
  async function made(maker: ContractOperation): Promise<string> {
    const body = await pointed(maker);
    if (ONE_PER_EMPLOYEE.has(maker.path)) body.employeeId = (await api.addEmployee(token)).id;
    const answer = await send(maker, body);
    const made = (answer.body as { returnObject?: { id?: string; request?: { id?: string } } }).returnObject;
    const id = made?.id ?? made?.request?.id;
    if (!id) throw new Error(`${maker.path} made no row to act on: ${JSON.stringify(answer.body)}`);
    return id;
  }

  /** The operation that makes the row `operation` acts on by its `id`, if the contract has one. */
  function makerOf(operation: ContractOperation): ContractOperation | undefined {
    const path = MADE_BY[operation.path] ?? createOf(operation.path);
    return contract.operations.find((candidate) => candidate.path === path);
  }

  /** The rows an operation acts on that are its own: the row an update changes, the employee it changes. */
  async function ownRows(operation: ContractOperation): Promise<Record<string, string>> {
    const own: Record<string, string> = {};
    const actsOnRow = actsOn[operation.path];
    if (operation.path === '/auth/end-session') own.sessionId = await anotherSession();
    // Two-factor (issue 28): an account of its own with two-factor on, for the reset to turn off.
    else if (operation.path === '/roles/reset-account-two-factor') own.userId = await accountWithTwoFactor();
    // My profile's photo (issue 28 item 6): an image of the sender's own, uploaded for it.
    else if (operation.path === '/auth/set-profile-photo') own.attachmentId = await ownPhotoUpload();
    else if (operation.path === '/attendance/approve-overtime') own.employeeId = await dayWithOvertime();
    // Document WorkFlow (issue 31): an item asked of an employee of its own, and a PDF of the sender's.
    else if (operation.path === '/documents/upload-document-version') {
      own.id = (await askedDocument()).itemId;
      own.attachmentId = await ownUpload(token, minimalPdf(), 'pointed.pdf');
    } else if (actsOnRow) own.id = await actsOnRow();
    else if (operation.path === '/management/cancel-employment-terms') {
      // An employee of its own with terms scheduled on the date the example cancels.
      own.employeeId = (await api.addEmployee(token)).id;
      const scheduled = await api.call(
        '/management/record-employment-terms',
        {
          employeeId: own.employeeId,
          effectiveDate: SCHEDULED_TERMS_DATE,
          contractType: 'Permanent',
          startDate: SCHEDULED_TERMS_DATE,
          payFrequency: 'Monthly',
        },
        { token },
      );
      expect(scheduled.status).toBe(200);
    } else if (operation.path === '/records/record-training-result') {
      // A course of its own the employee on pay attends.
      own.trainingId = await made(byPath('/records/save-training'));
    } else if (CHANGES_ITS_EMPLOYEE.has(operation.path)) {
      const employee = (await api.addEmployee(token)).id;
      own.employeeId = employee;
      own.id = employee;
    } else if (tools.propertyOf(tools.requestSchema(operation), 'id')) {
      const maker = makerOf(operation);
      if (maker) own.id = await made(maker);
    }
    return own;
  }

  /** The operation's first example, pointed at this employer's rows (a row of its own where it acts on one). */
  async function pointed(operation: ContractOperation): Promise<Body> {
    if (!operation.requestBodySchema) return {};
    const example = { ...exampleBody(contract, operation), ...KEPT_AS_SET_UP[operation.path] };
    const body = bound(example, tools.requestSchema(operation), await ownRows(operation));
    return { ...body, ...expenseBodies[operation.path]?.() };
  }

  // An approval to read the history of: a leave request's.
  const leaveRequest = await made(byPath('/leave/submit-leave-request'));
  const approval = await api.db
    .selectFrom('leave_requests')
    .select('approval_id')
    .where('id', '=', leaveRequest)
    .executeTakeFirstOrThrow();
  ids.approvalId = approval.approval_id ?? '';
  // An employee's account and a custom role to give it (the roles operations' userId and roleIds).
  ids.userId = (await api.newEmployeeUser(employerId)).userId;
  const role = await api.call<{ returnObject: { id: string } }>(
    '/roles/create-role',
    { name: 'Pointed examples', grid: { leave: { read: 'own' } } },
    { token },
  );
  ids.roleId = role.body.returnObject.id;
  // Attendance, set-up and punching (issue 29): the module open to employees, a shift type to assign,
  // and a site for everyone around the punch example's point, so the Employee's punch is at a site; a
  // flagged punch of its own for each review.
  const attendanceOpened = await api.call(
    '/employer/set-module-access',
    { moduleId: 'attendance', enabled: true },
    { token },
  );
  expect(attendanceOpened.status).toBe(200);
  ids.shiftTypeId = await made(byPath('/attendance/save-shift-type'));
  const site = await api.call(
    '/attendance/save-attendance-site',
    {
      name: 'Pointed site',
      latitude: '5.6037168',
      longitude: '-0.1869644',
      radiusMetres: 150,
      branchId: null,
      employeeId: null,
    },
    { token },
  );
  expect(site.status).toBe(200);
  actsOn['/attendance/remove-shift-assignment'] = async () => {
    const assigned = await api.call<{ returnObject: { items: { id: string }[] } }>(
      '/attendance/assign-shift',
      {
        shiftTypeId: ids.shiftTypeId,
        employeeIds: [(await api.addEmployee(token)).id],
        fromDate: '2026-12-07',
        toDate: null,
      },
      { token },
    );
    expect(assigned.status).toBe(200);
    return assigned.body.returnObject.items[0]?.id ?? '';
  };
  actsOn['/attendance/review-punch'] = async () => {
    const at = new Date('2026-11-24T08:00:00Z');
    const flagged = await api.db
      .insertInto('attendance_punches')
      .values({
        employer_id: employerId,
        employee_id: employeeId,
        device_key: `review-${uniqueTag()}`,
        direction: 'in',
        received_at: at,
        device_at: new Date('2026-11-24T06:00:00Z'),
        offline: true,
        counted_at: at,
        time_zone: 'UTC',
        wall_time: '2026-11-24T08:00:00',
        flags: ['device-time'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return flagged.id;
  };

  // Expense claims (issue 32): the claimant's claim submitted for decide-expense-claim (no expense
  // workflow: the administrators decide), and approved for mark-expense-claim-paid.
  const submittedClaim = () => expenseClaim(true);
  actsOn['/expenses/decide-expense-claim'] = submittedClaim;
  actsOn['/expenses/mark-expense-claim-paid'] = async () => {
    const id = await submittedClaim();
    const approved = await api.call('/expenses/decide-expense-claim', { id, decision: 'approve' }, { token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    return id;
  };

  return {
    /** The administrator's token. */
    token,
    employerId,
    /** The employee on pay that examples name. */
    employeeId,
    send,
    bound,
    pointed,
    /** The token of the employee who asked for an employee request made here. */
    requesterOf: (requestId: string) => requesters.get(requestId),
  };
}
